/**
 * Each role's Days on an action, from the solution's schedule (docs/schedule.md), recomputed only on change. The
 * schedule skips the settings' bank holidays like every other (they move dates, not days); until the settings have
 * arrived it is computed without them, so the panel never waits for them.
 */
import { computeSchedule, roleDaysOf } from '@portal/domain';
import { useMemo } from 'react';
import { useSettings } from '../../../lib/data/settings.ts';
import { useBuilder } from './builder-context.tsx';

export function useRoleDays(actionId: string): Map<string, number> {
  const items = useBuilder((s) => s.tree);
  const expectedStart = useBuilder((s) => s.draft.expectedStart);
  const settings = useBuilder((s) => s.draft.state.peopleSettings);
  const holidays = useSettings().data?.bankHolidays.dates;
  const schedule = useMemo(
    () => computeSchedule({ items, expectedStart, settings, holidays }),
    [items, expectedStart, settings, holidays],
  );
  return useMemo(() => roleDaysOf(schedule, actionId), [schedule, actionId]);
}
