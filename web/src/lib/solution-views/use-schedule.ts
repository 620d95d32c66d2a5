/**
 * The schedule of the solution in view. Lead-provider users compute it in the browser from the working tree
 * (recomputed only when the tree, the start or the settings change, so settings show at once); partners and
 * clients hold copies without effort hours, so theirs comes from the server (GET
 * /sales/solutions/{id}/schedule, without the hours; a version's from GET .../versions/{n}/schedule), suspending
 * the view until it arrives.
 */
import { computeSchedule, seesFullCatalogue, type Schedule } from '@portal/domain';
import { useMemo } from 'react';
import { useSolutionSchedule } from '../data/solution-schedule.ts';
import { useSolutionView } from './solution-view-context.tsx';

export function useSchedule(): Schedule {
  const { items, expectedStart, state, role, solutionId, version } = useSolutionView();
  const settings = state.peopleSettings;
  const remote = !seesFullCatalogue(role) && !!solutionId;
  const { data } = useSolutionSchedule(remote ? solutionId : null, version);
  const local = useMemo(
    () => (remote ? undefined : computeSchedule({ items, expectedStart, settings })),
    [remote, items, expectedStart, settings],
  );
  return (remote ? data : local) ?? computeSchedule({ items: [], expectedStart, settings });
}
