/**
 * The schedule as the API sends it (GET /sales/solutions/{id}/schedule): partners and clients receive
 * capability copies without effort hours (catalogue exposure, ADR 0004), so the browser cannot compute their
 * schedule; the server computes it from the stored solution and sends the dates and people figures without the
 * hours. The Map of actions travels as the capabilities' action lists and is rebuilt on arrival.
 */
import { z } from 'zod';
import { aepPhaseSchema } from '../contracts/catalogue.ts';
import type { RoleId } from '../auth/roles.ts';
import { seesFullCatalogue } from '../catalogue/exposure.ts';
import type { Capability } from '../contracts/catalogue.ts';
import {
  actionsById,
  computeSchedule,
  type PeopleSettings,
  type Schedule,
  type ScheduledAction,
} from './schedule.ts';

const num = z.number().finite();
const str = z.string().max(2000);

const scheduledActionSchema = z.object({
  id: str,
  name: str,
  capabilityId: str,
  depth: num,
  phase: aepPhaseSchema,
  sequential: z.boolean(),
  effort: num,
  start: num,
  end: num,
  startDay: num,
  endDay: num,
  startDate: str,
  endDate: str,
  roles: z.array(z.object({ staticId: str, name: str, value: num, days: num })),
});

export const scheduleJsonSchema = z.object({
  contractStart: str,
  workStart: str,
  mobilisationDays: num,
  workingDays: num,
  calendarDays: num,
  endDate: str,
  hours: num,
  holidays: z.array(z.iso.date()).max(5000),
  capabilities: z.array(
    z.object({
      id: str,
      name: str,
      path: str,
      areaId: str,
      depth: num,
      startDay: num,
      endDay: num,
      startDate: str,
      endDate: str,
      actions: z.array(scheduledActionSchema),
    }),
  ),
});
export type ScheduleJson = z.infer<typeof scheduleJsonSchema>;

/** The schedule for the wire; `withHours` false drops the effort hours (partners and clients). */
export function scheduleToJson(schedule: Schedule, withHours: boolean): ScheduleJson {
  const action = (a: ScheduledAction): ScheduledAction => (withHours ? a : { ...a, effort: 0 });
  return {
    contractStart: schedule.contractStart,
    workStart: schedule.workStart,
    mobilisationDays: schedule.mobilisationDays,
    workingDays: schedule.workingDays,
    calendarDays: schedule.calendarDays,
    endDate: schedule.endDate,
    hours: withHours ? schedule.hours : 0,
    holidays: schedule.holidays,
    capabilities: schedule.capabilities.map((c) => ({ ...c, actions: c.actions.map(action) })),
  };
}

/** The schedule from the wire, with its Map of actions rebuilt. */
export function scheduleFromJson(json: ScheduleJson): Schedule {
  return { ...json, actions: actionsById(json.capabilities) };
}

/**
 * A solution's schedule as a reader receives it from the API: computed from the stored solution, or from a version
 * as it was (issue 22), without the effort hours for readers who may not see them (partners and clients, whose
 * copies carry none and whose Timeline and People are drawn from this), on the working days of the bank holidays
 * given (the admin's settings).
 */
export function scheduleJsonFor(
  role: RoleId,
  solution: {
    expectedStart: string;
    state: { items: readonly Capability[]; peopleSettings?: Partial<PeopleSettings> | undefined };
  },
  holidays: readonly string[] | undefined,
): ScheduleJson {
  const schedule = computeSchedule({
    items: solution.state.items,
    expectedStart: solution.expectedStart,
    settings: solution.state.peopleSettings,
    holidays,
  });
  return scheduleToJson(schedule, seesFullCatalogue(role));
}
