/**
 * The schedule of the solution in view. Lead-provider users compute it in the browser from the working tree
 * (recomputed only when the tree, the start, the settings or the bank holidays change, so settings show at once),
 * skipping the bank holidays the settings carry for the client's nation or the settings' region (ADRs 0050, 0059), and suspend until those have arrived; partners and
 * clients hold copies without effort hours, so theirs comes from the server (GET /sales/solutions/{id}/schedule,
 * without the hours, on the same holidays; a version's from GET .../versions/{n}/schedule), suspending the view until
 * it arrives.
 */
import { computeSchedule, seesFullCatalogue, type Schedule } from '@portal/domain';
import { useMemo } from 'react';
import { useBankHolidays } from '../data/settings.ts';
import { useSolutionSchedule } from '../data/solution-schedule.ts';
import { useSolutionView } from './solution-view-context.tsx';

export function useSchedule(): Schedule {
  const { items, expectedStart, state, role, solutionId, version, clientId } = useSolutionView();
  const settings = state.peopleSettings;
  const remote = !seesFullCatalogue(role) && !!solutionId;
  const { data } = useSolutionSchedule(remote ? solutionId : null, version);
  // The client's nation's bank holidays, else the settings' region's, as the API plans (ADR 0059).
  const holidays = useBankHolidays(!remote, clientId);
  const local = useMemo(
    () => (remote ? undefined : computeSchedule({ items, expectedStart, settings, holidays })),
    [remote, items, expectedStart, settings, holidays],
  );
  return (remote ? data : local) ?? computeSchedule({ items: [], expectedStart, settings, holidays });
}
