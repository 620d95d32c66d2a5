/**
 * How many people a role takes at once (issue 29): a role's week over one person's hours (8 a working day, at most
 * 40) takes a second person; the documents' team and the workbook count the most in any one week.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action, Capability } from '../contracts/catalogue.ts';
import { ESTIMATE_ROLES } from '../estimate/worked-example.ts';
import { computeSchedule } from '../schedule/schedule.ts';
import { bidTeam, withPeople } from './bid-team.ts';
import { peakPeople, peopleInWeek, personWeek, rolesByWeek } from './roles-by-week.ts';

describe('people in a week', () => {
  it.each([
    // hours, working days, people
    [0, 5, 0],
    [12, 5, 1],
    [40, 5, 1],
    // The spreading's rounding is not a second person.
    [40.05, 5, 1],
    // The Workplace Engineer's week of 15 February 2027 in the Northbridge plan.
    [45.6, 5, 2],
    [80, 5, 2],
    [81, 5, 3],
    // A week with a bank holiday: one person's hours are 32 (Easter Monday's week), 24 with two.
    [32, 4, 1],
    [33, 4, 2],
    [30, 3, 2],
  ])('%f h in a week of %i working days take %i', (hours, days, people) => {
    expect(peopleInWeek(hours, days)).toBe(people);
  });

  it.each([
    [5, 40],
    [4, 32],
    [3, 24],
    [6, 40],
  ])('one person works %i working days as %i hours', (days, hours) => {
    expect(personWeek(days)).toBe(hours);
  });

  it('a row\u2019s people are its busiest week\u2019s', () => {
    expect(peakPeople([10, 45.6, 33, 0], [5, 5, 4, 5])).toBe(2);
    expect(peakPeople([40, 32, 0], [5, 4, 5])).toBe(1);
    expect(peakPeople([], [])).toBe(0);
  });
});

const role = ESTIMATE_ROLES[0]!;
const action = (id: string, effort: number, value = 100): Action => ({
  id,
  name: `Activity ${id}`,
  selected: true,
  aepPhase: 'Build',
  effort,
  roles: [{ staticId: role.id, name: role.name, value }],
});
const capability = (actions: Action[]): Capability[] => [
  { id: 'c', name: 'Capability', areaId: 'area', selected: true, actions },
];
const peopleOf = (items: Capability[]) =>
  withPeople(
    bidTeam(items, ESTIMATE_ROLES),
    computeSchedule({ items, expectedStart: '2027-03' }),
    ESTIMATE_ROLES,
  ).rows[0]!.people;

describe('the team\u2019s people', () => {
  it.each([
    // effort, the role's share of every day (%), people: the role works its share of each 8-hour day, so at 200% an
    // activity of 80 h lasts a week and takes two people that week; at 100% it lasts two weeks with one.
    [80, 100, 1],
    [80, 200, 2],
    [120, 300, 3],
    [16, 100, 1],
  ])('an activity of %i h with the role at %i%% takes %i', (effort, value, people) => {
    expect(peopleOf(capability([action('a', effort, value)]))).toBe(people);
  });

  it('every row has at least one person, and no more than the role\u2019s share of a day allows (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(50, 100, 200),
        (efforts, value) => {
          const items = capability(efforts.map((e, i) => action(`a${i}`, e, value)));
          const schedule = computeSchedule({ items, expectedStart: '2027-03' });
          const weekly = rolesByWeek(schedule);
          const team = withPeople(bidTeam(items, ESTIMATE_ROLES), schedule, ESTIMATE_ROLES);
          for (const row of team.rows) {
            expect(row.people).toBeGreaterThanOrEqual(1);
            const busiest = Math.max(...(weekly.hours.get(role.name) ?? [0]));
            expect(row.people).toBeLessThanOrEqual(Math.max(1, Math.ceil(busiest / 24)));
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
