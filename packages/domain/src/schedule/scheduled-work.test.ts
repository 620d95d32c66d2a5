import { describe, expect, it } from 'vitest';
import { setCapabilitySelected, setCapabilitySize } from '../builder/selection.ts';
import { computeSchedule } from './schedule.ts';
import { sameScheduledWork, scheduledWork, scheduledWorkSize } from './scheduled-work.ts';
import { bigSolution } from '../builder/bench-fixture.ts';
import { WORKED_EXAMPLE } from './worked-example.ts';

const work = (items: typeof WORKED_EXAMPLE) => scheduledWork(items);

describe('scheduled work', () => {
  it('a size change keeps the scheduled work, and the schedule is the same', () => {
    const sized = setCapabilitySize(WORKED_EXAMPLE, WORKED_EXAMPLE[0]!.id, 'L');
    expect(sized).not.toBe(WORKED_EXAMPLE);
    expect(sameScheduledWork(work(WORKED_EXAMPLE), work(sized))).toBe(true);
    const at = (items: typeof WORKED_EXAMPLE) => computeSchedule({ items, expectedStart: '2027-03' });
    expect(at(sized).endDate).toBe(at(WORKED_EXAMPLE).endDate);
    expect(at(sized).hours).toBe(at(WORKED_EXAMPLE).hours);
  });

  it('taking a capability out of scope changes it', () => {
    const result = setCapabilitySelected(WORKED_EXAMPLE, WORKED_EXAMPLE[1]!.id, false);
    expect(result.ok).toBe(true);
    if (result.ok) expect(sameScheduledWork(work(WORKED_EXAMPLE), work(result.items))).toBe(false);
  });

  it('an edited action list changes it', () => {
    const [first, ...rest] = WORKED_EXAMPLE;
    const edited = [{ ...first!, actions: [...(first!.actions ?? [])] }, ...rest];
    expect(sameScheduledWork(work(WORKED_EXAMPLE), work(edited))).toBe(false);
  });

  it.each([
    ['the worked example', () => WORKED_EXAMPLE, 5],
    ['nothing in scope', () => WORKED_EXAMPLE.map((c) => ({ ...c, selected: false })), 0],
    // 2,000 nodes, 10,000 actions: a third are sub-actions, and the actions of capabilities out of scope drop.
    ['the bench solution', () => bigSolution(2000, 10000), 5712],
  ])('its size (actions under the scheduled capabilities) for %s is %i', (_, items, size) => {
    expect(scheduledWorkSize(work(items()))).toBe(size);
  });
});
