/**
 * The schedule span the estimate takes its calendar weeks and dates from (scheduleSpan: the placement without
 * the dated actions, which the estimate never reads). The builder has no schedule of its own on the
 * ROM and Close steps (the Timeline and People views compute theirs when shown), so the panel computes one, and
 * keeps it while the scheduled work and the bank holidays (the settings', ADR 0050) are the same: a size change
 * copies the capability but none of its action lists (`sameScheduledWork`), so it reprices without scheduling again.
 */
import {
  sameScheduledWork,
  scheduledWork,
  scheduleSpan,
  type EstimateSolution,
  type ScheduledWork,
  type ScheduleSpan,
} from '@portal/domain';
import { useState } from 'react';

interface Kept {
  items: EstimateSolution['state']['items'];
  work: ScheduledWork;
  expectedStart: string;
  settings: EstimateSolution['state']['peopleSettings'];
  holidays: readonly string[];
  schedule: ScheduleSpan;
}

function schedule(solution: EstimateSolution, holidays: readonly string[]): Kept {
  const { items, peopleSettings: settings } = solution.state;
  return {
    items,
    work: scheduledWork(items),
    expectedStart: solution.expectedStart,
    settings,
    holidays,
    schedule: scheduleSpan({
      items,
      expectedStart: solution.expectedStart,
      settings,
      holidays,
      wholeDays: true,
    }),
  };
}

export function useEstimateSchedule(solution: EstimateSolution, holidays: readonly string[]): ScheduleSpan {
  const [kept, setKept] = useState(() => schedule(solution, holidays));
  const { items, peopleSettings } = solution.state;
  const same =
    kept.expectedStart === solution.expectedStart &&
    kept.settings === peopleSettings &&
    kept.holidays === holidays &&
    (kept.items === items || sameScheduledWork(kept.work, scheduledWork(items)));
  if (same) return kept.schedule;
  // Derived state, adjusted while rendering (React's pattern for it): the next render keeps this one.
  const next = schedule(solution, holidays);
  setKept(next);
  return next.schedule;
}
