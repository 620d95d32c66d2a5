/**
 * The schedule span the estimate takes its calendar weeks and dates from (scheduleSpan: the placement without
 * the dated actions, which the estimate never reads). The builder has no schedule of its own on the
 * ROM and Close steps (the Timeline and People views compute theirs when shown), so the panel computes one, and
 * keeps it while the scheduled work is the same: a size change copies the capability but none of its action lists
 * (`sameScheduledWork`), so it reprices without scheduling again.
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
  schedule: ScheduleSpan;
}

function schedule(solution: EstimateSolution): Kept {
  const { items, peopleSettings: settings } = solution.state;
  return {
    items,
    work: scheduledWork(items),
    expectedStart: solution.expectedStart,
    settings,
    schedule: scheduleSpan({ items, expectedStart: solution.expectedStart, settings }),
  };
}

export function useEstimateSchedule(solution: EstimateSolution): ScheduleSpan {
  const [kept, setKept] = useState(() => schedule(solution));
  const { items, peopleSettings } = solution.state;
  const same =
    kept.expectedStart === solution.expectedStart &&
    kept.settings === peopleSettings &&
    (kept.items === items || sameScheduledWork(kept.work, scheduledWork(items)));
  if (same) return kept.schedule;
  // Derived state, adjusted while rendering (React's pattern for it): the next render keeps this one.
  const next = schedule(solution);
  setKept(next);
  return next.schedule;
}
