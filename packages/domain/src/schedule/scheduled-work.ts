/**
 * What of a capability tree the schedule's work depends on: the action lists of the selected capabilities, in
 * tree order (computeSchedule reads nothing else of a capability but its id, name and area, which label rows).
 * The builder's edits are immutable and copy only what they change, so a size change keeps every action list
 * and two trees with the same lists (by reference) give the same dated work, hours and dates. The estimate panel
 * uses this to keep its schedule through size changes (`npm run bench -- builder`).
 */
import type { Action, Capability } from '../contracts/catalogue.ts';

export type ScheduledWork = readonly (readonly Action[] | undefined)[];

export function scheduledWork(items: readonly Capability[]): ScheduledWork {
  const lists: (readonly Action[] | undefined)[] = [];
  const walk = (caps: readonly Capability[]) => {
    for (const cap of caps) {
      if (!cap.selected) continue;
      lists.push(cap.actions);
      if (cap.items) walk(cap.items);
    }
  };
  walk(items);
  return lists;
}

/** True when both trees schedule the same action lists in the same order. */
export function sameScheduledWork(a: ScheduledWork, b: ScheduledWork): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** The actions directly under the scheduled capabilities (sub-actions not counted): how large the work is. */
export function scheduledWorkSize(work: ScheduledWork): number {
  let size = 0;
  for (let i = 0; i < work.length; i += 1) size += work[i]?.length ?? 0;
  return size;
}
