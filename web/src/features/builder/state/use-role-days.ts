/** Each role's Days on an action, from the solution's schedule (docs/schedule.md), recomputed only on change. */
import { computeSchedule, roleDaysOf } from '@portal/domain';
import { useMemo } from 'react';
import { useBuilder } from './builder-context.tsx';

export function useRoleDays(actionId: string): Map<string, number> {
  const items = useBuilder((s) => s.tree);
  const expectedStart = useBuilder((s) => s.draft.expectedStart);
  const settings = useBuilder((s) => s.draft.state.peopleSettings);
  const schedule = useMemo(
    () => computeSchedule({ items, expectedStart, settings }),
    [items, expectedStart, settings],
  );
  return useMemo(() => roleDaysOf(schedule, actionId), [schedule, actionId]);
}
