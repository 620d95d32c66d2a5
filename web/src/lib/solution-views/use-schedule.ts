/** The schedule of the solution in view, recomputed only when the tree, the start or the settings change. */
import { computeSchedule, type Schedule } from '@portal/domain';
import { useMemo } from 'react';
import { useSolutionView } from './solution-view-context.tsx';

export function useSchedule(): Schedule {
  const { items, expectedStart, state } = useSolutionView();
  const settings = state.peopleSettings;
  return useMemo(() => computeSchedule({ items, expectedStart, settings }), [items, expectedStart, settings]);
}
