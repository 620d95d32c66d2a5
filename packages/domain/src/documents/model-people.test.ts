/**
 * The staffing table's stretches on the team (issue 29): a role's activities joined across a gap its bridged days
 * keep it (up to the people settings' gap in calendar days), apart across a longer one.
 */
import { describe, expect, it } from 'vitest';
import { computeSchedule } from '../schedule/schedule.ts';
import { act, cap, role } from '../schedule/worked-example.ts';
import { roleLines } from '../people/staffing.ts';
import { staffingRoles } from './model-people.ts';

describe('staffingRoles: each role on the plan in its stretches', () => {
  // The engineer builds (Build, 5 days), the analyst alone tests for `analystDays`, then the engineer deploys.
  const plan = (analystDays: number) =>
    computeSchedule({
      items: [
        cap('c', [
          act('build', 40, [role('engineer', 100)], { aepPhase: 'Build' }),
          act('test', analystDays * 8, [role('analyst', 100)], { aepPhase: 'Test Exec' }),
          act('deploy', 40, [role('engineer', 100)], { aepPhase: 'Deploy' }),
        ]),
      ],
      expectedStart: '2027-03',
      wholeDays: true,
    });
  it.each([
    // Delivery starts Monday 15 March 2027 (two weeks of mobilisation); the build ends Friday 19 March.
    ['a gap of a week: bridged, one stretch', 5, 14, [['2027-03-15', '2027-04-02']]],
    [
      'a gap of four weeks: two stretches',
      20,
      14,
      [
        ['2027-03-15', '2027-03-19'],
        ['2027-04-19', '2027-04-23'],
      ],
    ],
  ] as const)('%s', (_name, analystDays, gap, stretches) => {
    const schedule = plan(analystDays);
    const lines = roleLines(schedule, [], gap);
    const [engineer] = staffingRoles(lines, {}, schedule, undefined, gap);
    expect(engineer!.stretches.map((s) => [s.from, s.to])).toEqual(stretches);
    expect(engineer!.from).toBe(stretches[0]![0]);
    expect(engineer!.to).toBe(stretches.at(-1)![1]);
  });
});
