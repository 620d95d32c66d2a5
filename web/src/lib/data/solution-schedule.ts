/**
 * The server's schedule of a solution (ADR 0010, 0028): GET /sales/solutions/{id}/schedule, for partners and clients,
 * whose copies hold no effort hours; of a version opened read-only, GET .../versions/{n}/schedule (issue 22).
 * Suspends until it arrives.
 */
import { scheduleFromJson, scheduleJsonSchema, type Schedule } from '@portal/domain';
import useSWR from 'swr';
import { apiFetch } from '../api/client.ts';

export const solutionScheduleKey = (id: string, version?: number) =>
  version === undefined
    ? `/sales/solutions/${id}/schedule`
    : `/sales/solutions/${id}/versions/${version}/schedule`;

export async function fetchSolutionSchedule(key: string): Promise<Schedule> {
  return scheduleFromJson(await apiFetch(key, { schema: scheduleJsonSchema }));
}

/** Only when `solutionId` is given (null: the schedule is computed in the browser); `version`: a version's. */
export function useSolutionSchedule(solutionId: string | null, version?: number) {
  return useSWR(solutionId ? solutionScheduleKey(solutionId, version) : null, fetchSolutionSchedule, {
    suspense: true,
    revalidateOnFocus: false,
  });
}
