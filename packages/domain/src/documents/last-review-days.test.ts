/**
 * The last payment waits for the deliverables still under review when delivery ends (issue 29): a deliverable's
 * review runs from the day it is delivered, so one handed over weeks before the end is accepted by then.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../contracts/catalogue.ts';
import { computeSchedule } from '../schedule/schedule.ts';
import { act, cap, role } from '../schedule/worked-example.ts';
import { lastReviewDays } from './last-review-days.ts';

const REVIEW = { cycles: 1, review: 5, update: 5, approve: 2 };
const report = (id: string): Pick<Action, 'deliverables'> => ({
  deliverables: [
    { id, name: 'Report', description: '', format: { id: 'word', name: 'Word' }, reviewSettings: REVIEW },
  ],
});

describe('lastReviewDays', () => {
  it.each([
    // [case, the deliverable's activity (hours at 100%: days), the activity after it (days), review days left]
    ['delivered on the last day: the whole 12-day review', 80, 0, 12],
    ['delivered 10 working days before the end: 2 days left', 80, 80, 2],
    ['delivered 15 working days before the end: none left', 80, 120, 0],
  ])('%s', (_case, hours, after, left) => {
    const items = [
      cap('c', [
        act('made', hours, [role('r', 100)], { aepPhase: 'Build', ...report('d1') }),
        ...(after ? [act('then', after, [role('r', 100)], { aepPhase: 'Deploy' })] : []),
      ]),
    ];
    const schedule = computeSchedule({ items, expectedStart: '2027-03', wholeDays: true });
    expect(lastReviewDays(items, schedule, undefined)).toBe(left);
  });
});
