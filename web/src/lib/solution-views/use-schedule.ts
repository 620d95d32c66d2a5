/**
 * The schedule of the solution in view. Lead-provider users compute it in the browser from the working tree
 * (recomputed only when the tree, the start or the settings change, so settings show at once); partners and
 * clients hold copies without effort hours, so theirs comes from the server (GET
 * /sales/solutions/{id}/schedule, without the hours), suspending the view until it arrives.
 */
import {
  computeSchedule,
  scheduleFromJson,
  scheduleJsonSchema,
  seesFullCatalogue,
  type Schedule,
} from '@portal/domain';
import { useMemo } from 'react';
import useSWR from 'swr';
import { apiFetch } from '../api/client.ts';
import { useSolutionView } from './solution-view-context.tsx';

const fetchSchedule = async (key: string) =>
  scheduleFromJson(await apiFetch(key, { schema: scheduleJsonSchema }));

export function useSchedule(): Schedule {
  const { items, expectedStart, state, role, solutionId } = useSolutionView();
  const settings = state.peopleSettings;
  const remote = !seesFullCatalogue(role) && !!solutionId;
  const { data } = useSWR(remote ? `/sales/solutions/${solutionId}/schedule` : null, fetchSchedule, {
    suspense: true,
    revalidateOnFocus: false,
  });
  const local = useMemo(
    () => (remote ? undefined : computeSchedule({ items, expectedStart, settings })),
    [remote, items, expectedStart, settings],
  );
  return (remote ? data : local) ?? computeSchedule({ items: [], expectedStart, settings });
}
