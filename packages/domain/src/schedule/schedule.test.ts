import { describe, expect, it } from 'vitest';
import type { Action } from '../contracts/catalogue.ts';
import { bigSolution, staffedSolution } from '../builder/bench-fixture.ts';
import { actionOwnEffort, solutionTotals } from '../builder/effort.ts';
import {
  calendarFromWorking,
  calendarFromWorkingEnd,
  nextWorkingDay,
  isoDate,
  pilotStartRule,
  SLOTS_PER_DAY,
  utcDate,
  workingDaysIn,
} from './calendar.ts';
import { computeSchedule, roleDaysOf } from './schedule.ts';
import { act, cap, role, WORKED_EXAMPLE } from './worked-example.ts';

describe('working calendar (Monday to Friday, UTC)', () => {
  it.each([
    ['Monday stays', '2027-03-15', '2027-03-15'],
    ['Friday stays', '2027-03-19', '2027-03-19'],
    ['Saturday moves to Monday', '2027-03-20', '2027-03-22'],
    ['Sunday moves to Monday', '2027-03-21', '2027-03-22'],
  ])('%s', (_name, date, expected) => {
    expect(isoDate(nextWorkingDay(utcDate(date)))).toBe(expected);
  });

  it.each([
    // [weekday of the start (Mon 0), working days, calendar days for a start, for an end]
    [0, 0, 0, 0],
    [0, 0.5, 0.5, 0.5],
    [0, 4, 4, 4],
    [0, 5, 7, 5], // a week of work: starts next Monday, ends Friday night
    [0, 6, 8, 8],
    [0, 11.5, 15.5, 15.5],
    [3, 2, 4, 2], // Thursday + 2 working days: Monday for a start, Friday night for an end
    [4, 1, 3, 1],
  ])('from weekday %s, %s working days = %s calendar days (start) / %s (end)', (wd, w, start, end) => {
    expect(calendarFromWorking(wd, w)).toBe(start);
    expect(calendarFromWorkingEnd(wd, w)).toBe(end);
  });

  it.each([
    // from a Monday: [from, to, whole working days between]
    [0, 7, 5],
    [1, 8.5, 5], // Tue .. Mon: Tue, Wed, Thu, Fri, Mon (Tuesday 8 is part-worked)
    [4.5, 7, 0], // Fri afternoon to Monday
    [5, 7, 0], // the weekend
  ])('working days from %s to %s: %s', (from, to, days) => {
    expect(workingDaysIn(0, from, to)).toBe(days);
  });
});

describe('the schedule: worked example (docs/schedule.md)', () => {
  const s = computeSchedule({ items: WORKED_EXAMPLE, expectedStart: '2027-03' });
  const a = (id: string) => s.actions.get(id);

  it('starts delivery after 14 days of mobilisation', () => {
    expect(s.contractStart).toBe('2027-03-01');
    expect(s.workStart).toBe('2027-03-15');
    expect(s.mobilisationDays).toBe(14);
  });

  it.each([
    // [action, start, end (working days from the start of delivery), first and last date, role days]
    ['Discovery', 0, 4, '2027-03-15', '2027-03-18', { architect: 4, 'workplace-architect': 2 }],
    ['Design', 4, 11.5, '2027-03-19', '2027-03-30', { 'workplace-architect': 7.5 }],
    ['Pilot build', 0, 6, '2027-03-15', '2027-03-22', { engineer: 3 }],
    ['Rollout', 11.5, 21.5, '2027-03-30', '2027-04-13', { engineer: 10 }],
    ['Baseline review', 11.5, 13.5, '2027-03-30', '2027-04-01', { security: 2 }],
  ])('%s: %s to %s (%s to %s)', (id, start, end, first, last, days) => {
    expect(a(id)?.start).toBe(start);
    expect(a(id)?.end).toBe(end);
    expect(a(id)?.startDate).toBe(first);
    expect(a(id)?.endDate).toBe(last);
    expect(Object.fromEntries(roleDaysOf(s, id))).toEqual(days);
  });

  it('spans 21.5 working days, to Tuesday 13 April 2027, with 228 hours', () => {
    expect(s.workingDays).toBe(21.5);
    expect(s.endDate).toBe('2027-04-13');
    expect(s.calendarDays).toBe(43.5);
    expect(s.hours).toBe(228);
  });

  it('gives each capability its span and keeps its bars in tree order', () => {
    expect(s.capabilities.map((c) => [c.id, c.startDate, c.endDate])).toEqual([
      ['Modern Workplace', '2027-03-15', '2027-04-13'],
      ['Pilot', '2027-03-15', '2027-03-22'],
      ['Security Baseline', '2027-03-30', '2027-04-01'],
    ]);
    expect(s.capabilities[0]?.actions.map((x) => x.id)).toEqual(['Discovery', 'Design', 'Rollout']);
  });
});

describe('the schedule: rules', () => {
  const one = (actions: Action[], expectedStart = '2027-03') =>
    computeSchedule({ items: [cap('c', actions)], expectedStart });

  it.each([
    ['one role at 100 %: 8 h a day', [role('r', 100)], 40, 5, { r: 5 }],
    ['one role at 50 %: 4 h a day', [role('r', 50)], 40, 10, { r: 5 }],
    ['two roles at 100 %: 16 h a day', [role('r', 100), role('q', 100)], 40, 2.5, { r: 2.5, q: 2.5 }],
    ['no roles: one full-time person', [], 40, 5, {}],
    ['roles at 0 %: one full-time person, no role days', [role('r', 0)], 40, 5, { r: 0 }],
    ['a 6-minute slot rounds up', [role('r', 100)], 0.05, 0.0125, { r: 0.1 }],
    ['zero effort: a milestone', [role('r', 100)], 0, 0, { r: 0 }],
    [
      'role days round up to 0.1 day',
      [role('r', 100), role('q', 100), role('p', 100)],
      10,
      0.425,
      {
        r: 0.5,
        q: 0.5,
        p: 0.5,
      },
    ],
  ])('%s', (_name, roles, effort, days, roleDays) => {
    const s = one([act('a', effort, roles)]);
    expect(s.actions.get('a')?.end).toBeCloseTo(days, 6);
    expect(Object.fromEntries(roleDaysOf(s, 'a'))).toEqual(roleDays);
  });

  it.each([
    ['sequential actions follow each other', [act('a', 8, []), act('b', 8, [])], { a: 0, b: 1 }],
    [
      'a non-sequential action starts with its capability',
      [act('a', 8, []), act('b', 8, [], { sequential: false })],
      { a: 0, b: 0 },
    ],
    [
      'an action after a non-sequential one follows it',
      [act('a', 16, []), act('b', 8, [], { sequential: false }), act('c', 8, [])],
      { a: 0, b: 0, c: 1 },
    ],
    [
      'dependency actions hold a start back',
      [act('a', 40, [], { sequential: false }), act('b', 8, [], { sequential: false, dependencyIds: ['a'] })],
      { a: 0, b: 5 },
    ],
    [
      'a dependency later in the list',
      [act('b', 8, [], { sequential: false, dependencyIds: ['a'] }), act('a', 16, [], { sequential: false })],
      { b: 2, a: 0 },
    ],
    [
      'AEP phases order the work (Build after Design)',
      [act('build', 8, [], { aepPhase: 'Build' }), act('design', 16, [], { aepPhase: 'Design' })],
      { design: 0, build: 2 },
    ],
    [
      'out-of-scope actions take no time',
      [act('a', 8, []), act('b', 80, [], { selected: false }), act('c', 8, [])],
      { a: 0, c: 1 },
    ],
    [
      'sub-actions follow their parent',
      [act('a', 8, [], { actions: [act('a1', 8, []), act('a2', 8, [])] }), act('b', 8, [])],
      { a: 0, a1: 1, a2: 2, b: 3 },
    ],
    [
      'a dependency on an unknown or out-of-scope action is ignored',
      [act('a', 8, [], { dependencyIds: ['nowhere', 'b'] }), act('b', 8, [], { selected: false })],
      { a: 0 },
    ],
    [
      'a circle is broken at its first action in tree order',
      [
        act('a', 8, [], { sequential: false, dependencyIds: ['b'] }),
        act('b', 8, [], { sequential: false, dependencyIds: ['a'] }),
      ],
      { a: 0, b: 1 },
    ],
    [
      // As built: the first waiting action in tree order starts, here one that waits on the circle (d).
      'when only a circle and what waits on it are left, the first of them in tree order starts',
      [
        act('d', 8, [], { sequential: false, dependencyIds: ['c'] }),
        act('a', 8, [], { sequential: false, dependencyIds: ['c'] }),
        act('b', 16, [], { sequential: false, dependencyIds: ['a'] }),
        act('c', 8, [], { sequential: false, dependencyIds: ['b'] }),
      ],
      { d: 0, a: 0, b: 1, c: 3 },
    ],
    [
      'an action depending on itself, twice on one action, or on the action before it waits once',
      [
        act('a', 16, []),
        act('b', 8, [], { dependencyIds: ['b', 'a', 'a'] }),
        act('c', 8, [], { sequential: false, dependencyIds: ['a', 'c'] }),
      ],
      { a: 0, b: 2, c: 2 },
    ],
    [
      'nothing is tested before it is built: a non-sequential test waits for every build action (issue 29)',
      [
        act('build1', 16, [], { aepPhase: 'Build' }),
        act('build2', 8, [], { aepPhase: 'Build', sequential: false }),
        act('test', 8, [], { aepPhase: 'Test Exec', sequential: false }),
      ],
      { build1: 0, build2: 0, test: 2 },
    ],
    [
      'a sequential action after a short parallel one waits for the whole of the phase before it',
      [
        act('long', 24, [], { aepPhase: 'Build' }),
        act('short', 8, [], { aepPhase: 'Build', sequential: false }),
        act('deploy', 8, [], { aepPhase: 'Deploy' }),
      ],
      { long: 0, short: 0, deploy: 3 },
    ],
    [
      'the phases hold with dependency actions too (a dependency adds to them, never lets work jump a phase)',
      [
        act('long', 24, [], { aepPhase: 'Build' }),
        act('short', 8, [], { aepPhase: 'Build', sequential: false }),
        act('deploy', 8, [], { aepPhase: 'Deploy', sequential: false, dependencyIds: ['short'] }),
        act('later', 8, [], { aepPhase: 'Deploy', dependencyIds: ['long'] }),
      ],
      { long: 0, short: 0, deploy: 3, later: 4 },
    ],
    [
      'a sub-action in an earlier phase than its parent goes first; bars stay in tree order',
      [
        act('a', 8, [], { aepPhase: 'Build', actions: [act('a1', 16, [], { aepPhase: 'Plan' })] }),
        act('b', 8, [], { aepPhase: 'Plan' }),
      ],
      { a: 3, a1: 0, b: 2 },
    ],
  ])('%s', (_name, actions, starts) => {
    const s = one(actions);
    expect(Object.fromEntries([...s.actions.values()].map((x) => [x.id, x.start]))).toEqual(starts);
  });

  it.each([
    ['without dependency actions', undefined],
    ['with dependency actions (the graph)', ['elsewhere']],
  ])(
    'a sub-capability follows its parent\u2019s phases, %s: its build waits for the parent\u2019s design (issue 29)',
    (_name, dependencyIds) => {
      const s = computeSchedule({
        expectedStart: '2027-03',
        items: [
          cap(
            'parent',
            [
              act('design', 16, [], { aepPhase: 'Design' }),
              act('rollout', 8, [], { aepPhase: 'Deploy', ...(dependencyIds ? { dependencyIds } : {}) }),
            ],
            { items: [cap('child', [act('build', 8, [], { aepPhase: 'Build', sequential: false })])] },
          ),
          cap('other', [act('elsewhere', 8, [], { aepPhase: 'Build' })]),
        ],
      });
      const at = (id: string) => [s.actions.get(id)?.start, s.actions.get(id)?.end];
      expect(at('design')).toEqual([0, 2]);
      expect(at('build')).toEqual([2, 3]);
      expect(at('rollout')).toEqual([3, 4]);
      // Another capability's phases do not hold it back, nor it them.
      expect(at('elsewhere')).toEqual([0, 1]);
    },
  );

  it('the sequential work of a capability and its sub-capabilities is one chain: one team, never booked twice', () => {
    const s = computeSchedule({
      expectedStart: '2027-03',
      items: [
        cap('intune', [act('build', 16, [], { aepPhase: 'Build' })], {
          items: [
            cap('autopilot', [act('autopilot', 8, [], { aepPhase: 'Build' })]),
            cap('mobile', [act('mobile', 8, [], { aepPhase: 'Build', sequential: false })]),
          ],
        }),
      ],
    });
    const at = (id: string) => [s.actions.get(id)?.start, s.actions.get(id)?.end];
    expect(at('build')).toEqual([0, 2]);
    expect(at('autopilot')).toEqual([2, 3]);
    // A non-sequential action still starts with its phase, beside the chain.
    expect(at('mobile')).toEqual([0, 1]);
  });

  it('dependencies reach across capabilities', () => {
    const s = computeSchedule({
      expectedStart: '2027-03',
      items: [cap('x', [act('a', 24, [])]), cap('y', [act('b', 8, [], { dependencyIds: ['a'] })])],
    });
    expect(s.actions.get('b')?.start).toBe(3);
  });

  it.each([
    ['2027-03', 7, '2027-03-08', 7],
    ['2027-03', 14, '2027-03-15', 14],
    ['2027-03', 84, '2027-05-24', 84],
    ['2027-05', 14, '2027-05-17', 16], // 1 May 2027 is a Saturday: +14 = Saturday 15th, so Monday 17th
  ])('expected start %s, mobilisation %s days: delivery starts %s', (start, mobilisation, work, days) => {
    const s = computeSchedule({ items: [], expectedStart: start, settings: { mobilisation, gap: 14 } });
    expect(s.workStart).toBe(work);
    expect(s.mobilisationDays).toBe(days);
  });

  it('skips unselected capabilities and everything under them, like the effort totals', () => {
    const s = computeSchedule({
      expectedStart: '2027-03',
      items: [
        cap('off', [act('a', 8, [])], { selected: false, items: [cap('child', [act('b', 8, [])])] }),
        cap('on', [act('c', 8, [])]),
      ],
    });
    expect([...s.actions.keys()]).toEqual(['c']);
  });

  it('schedules exactly the hours of the effort totals (2,000 capabilities, 10,000 actions)', () => {
    const items = bigSolution(2000, 10000);
    const s = computeSchedule({ items, expectedStart: '2027-01' });
    // Each action rounds up to a 6-minute slot, no more.
    const hours = solutionTotals(items).hours;
    expect(s.hours).toBeGreaterThanOrEqual(hours - 0.05);
    expect(s.hours).toBeLessThanOrEqual(hours + 0.1 * s.actions.size);
    for (const a of s.actions.values()) {
      expect(a.end).toBeGreaterThanOrEqual(a.start);
      expect(a.endDay).toBeGreaterThanOrEqual(a.startDay);
    }
  });

  it('reads each action once: names, phases and roles come out as the action holds them, at any size', () => {
    // The placement keeps what it reads in buffers shared between schedules (grown past 1,024 actions and 2,048
    // roles here): a large schedule, then a small one, then the large one again must each show their own.
    const large = staffedSolution(bigSolution(300, 3000));
    const small = [cap('c', [act('a', 16, [role('solo', 50)], { aepPhase: 'Build', sequential: false })])];
    const check = (items: typeof large) => {
      const s = computeSchedule({ items, expectedStart: '2027-01' });
      const inputs = new Map<string, Action>();
      const visit = (actions: readonly Action[] | undefined) =>
        actions?.forEach((a) => {
          inputs.set(a.id, a);
          visit(a.actions);
        });
      const visitCaps = (caps: typeof large) =>
        caps.forEach((c) => {
          visit(c.actions);
          visitCaps(c.items ?? []);
        });
      visitCaps(items);
      for (const a of s.actions.values()) {
        const input = inputs.get(a.id) as Action;
        expect([a.name, a.phase, a.sequential]).toEqual([
          input.name,
          input.aepPhase ?? 'Plan',
          input.sequential !== false,
        ]);
        // The roles work the action's own span: its effort over their capacity (a rollout that follows another
        // may last longer than its work).
        const capacity = (input.roles ?? []).reduce((t, r) => t + Math.max(0, r.value || 0), 0);
        const slots = Math.ceil(actionOwnEffort(input) * 10 - 1e-9);
        const working = Math.ceil((slots * 100) / (capacity > 0 ? capacity : 100) - 1e-9);
        expect(working).toBeLessThanOrEqual(Math.round((a.end - a.start) * 80 * 1e6) / 1e6);
        expect(a.roles).toEqual(
          (input.roles ?? []).map((r) => ({
            staticId: r.staticId,
            name: r.name,
            value: r.value,
            days: Math.ceil(((working * r.value) / 100 / 80) * 10 - 1e-9) / 10,
          })),
        );
      }
      return s;
    };
    expect(check(large).actions.size).toBe(3000);
    const one = check(small);
    expect([...one.actions.values()].map((a) => [a.id, a.phase, a.sequential, a.roles])).toEqual([
      ['a', 'Build', false, [{ staticId: 'solo', name: 'solo', value: 50, days: 2 }]],
    ]);
    expect(check(large).actions.size).toBe(3000);
  });
});

describe("the bid's plan: whole working days (ADR 0052)", () => {
  const slots = computeSchedule({ items: WORKED_EXAMPLE, expectedStart: '2027-03' });
  const whole = computeSchedule({ items: WORKED_EXAMPLE, expectedStart: '2027-03', wholeDays: true });
  const a = (id: string) => whole.actions.get(id);

  it.each([
    // [action, start, end (working days), first and last date]: Design's 7.5 days take 8, so the rollout and the
    // baseline review start on the working day after it ends rather than on its last afternoon.
    ['Discovery', 0, 4, '2027-03-15', '2027-03-18'],
    ['Design', 4, 12, '2027-03-19', '2027-03-30'],
    ['Pilot build', 0, 6, '2027-03-15', '2027-03-22'],
    ['Rollout', 12, 22, '2027-03-31', '2027-04-13'],
    ['Baseline review', 12, 14, '2027-03-31', '2027-04-01'],
  ])('%s: %s to %s (%s to %s)', (id, start, end, first, last) => {
    expect([a(id)?.start, a(id)?.end, a(id)?.startDate, a(id)?.endDate]).toEqual([start, end, first, last]);
  });

  it('keeps the work: every role has the days it has on the Timeline, and the hours are the same', () => {
    for (const id of ['Discovery', 'Design', 'Pilot build', 'Rollout', 'Baseline review'])
      expect(roleDaysOf(whole, id)).toEqual(roleDaysOf(slots, id));
    expect(whole.hours).toBe(slots.hours);
  });

  it('starts and ends every action of a large solution on a day boundary, never before the Timeline does', () => {
    const items = staffedSolution(bigSolution(60, 300));
    const fine = computeSchedule({ items, expectedStart: '2027-03' });
    const days = computeSchedule({ items, expectedStart: '2027-03', wholeDays: true });
    for (const x of days.actions.values()) {
      expect(Number.isInteger(x.start) && Number.isInteger(x.end)).toBe(true);
      expect(x.start).toBeGreaterThanOrEqual(Math.floor(fine.actions.get(x.id)!.start));
    }
    expect(days.workingDays).toBeGreaterThanOrEqual(fine.workingDays);
  });
});

describe('a rollout that depends on a rollout of the same volume follows it wave by wave', () => {
  const metric = (name: string, effort: number) => [{ id: name, name, effort, value: 1000 }];
  const plan = (follower: { name: string; effort: number }) =>
    computeSchedule({
      expectedStart: '2027-03',
      items: [
        cap('Intune', [
          // 1,000 devices at 0.08 h: 80 h, ten working days.
          act('enrol', 0, [role('e', 100)], {
            aepPhase: 'Deploy',
            metrics: metric('Number of devices', 0.08),
          }),
        ]),
        cap('Windows 11', [
          act('upgrade', 0, [role('w', 100)], {
            aepPhase: 'Deploy',
            metrics: metric(follower.name, follower.effort),
            dependencyIds: ['enrol'],
          }),
        ]),
      ],
    });
  it.each([
    // [case, follower's volume and hours per unit, its start and end (working days), its role days]
    [
      'the same volume, shorter: a week after its leader starts, to a week after it ends',
      'Number of devices',
      0.02,
      5,
      15,
      2.5,
    ],
    [
      'the same volume, longer: a week after its leader starts, for its own days',
      'Number of devices',
      0.2,
      5,
      30,
      25,
    ],
    ['another volume waits for the leader to end', 'Number of users', 0.02, 10, 12.5, 2.5],
    ['another volume, longer', 'Number of users', 0.2, 10, 35, 25],
  ])('%s', (_case, name, effort, start, end, days) => {
    const s = plan({ name, effort });
    expect(s.actions.get('enrol')).toMatchObject({ start: 0, end: 10 });
    const upgrade = s.actions.get('upgrade')!;
    expect([upgrade.start, upgrade.end]).toEqual([start, end]);
    expect(roleDaysOf(s, 'upgrade').get('w')).toBe(days);
  });
});

describe('a rollout with a wave size spans the weeks its waves need, with the same hours (ADR 0057)', () => {
  // 2,600 devices at 0.06 h: 156 h, one engineer: 19.5 working days without a wave size.
  const rollout = (waveSize?: number) =>
    computeSchedule({
      expectedStart: '2027-03',
      items: [
        cap('Windows 11', [
          act('deploy', 0, [role('engineer', 100)], {
            aepPhase: 'Deploy',
            metrics: [{ id: 'd', name: 'Number of devices', effort: 0.06, value: 2600 }],
            ...(waveSize === undefined ? {} : { waveSize }),
          }),
        ]),
      ],
    });
  it.each([
    // [wave size, working days]: 2,600 / 500 + 1/2 (the first wave at half pace) = 5.7, six weeks.
    ['no wave size', undefined, 19.5],
    ['0 (no limit)', 0, 19.5],
    ['500 a week', 500, 30],
    ['300 a week', 300, 50],
    ['a wave size the work already needs (2,000 a week)', 2000, 19.5],
  ])('%s', (_case, waveSize, days) => {
    const s = rollout(waveSize);
    expect(s.actions.get('deploy')!.end).toBe(days);
    expect(s.hours).toBe(156);
    expect(roleDaysOf(s, 'deploy').get('engineer')).toBe(19.5);
  });
});

describe('a pilot starts after a long break, not on its eve (issue 29)', () => {
  // England and Wales, spring 2027: Good Friday 26 March, Easter Monday 29 March, early May 3 May.
  const HOLIDAYS = new Set(['2027-03-26', '2027-03-29', '2027-05-03']);
  const work = utcDate('2027-03-01'); // a Monday: working day 0
  const rule = pilotStartRule(work, HOLIDAYS);
  const dateOf = (slot: number) => {
    let d = work;
    for (let k = 0; k < slot / SLOTS_PER_DAY; k += 1)
      d = nextWorkingDay(new Date(d.getTime() + 86_400_000), HOLIDAYS);
    return isoDate(d);
  };
  it.each([
    ['a pilot: a Monday stays', '2027-03-08', false, '2027-03-08'],
    ['a pilot: an ordinary Friday stays', '2027-03-12', false, '2027-03-12'],
    ['a pilot: the Thursday before Good Friday moves after Easter Monday', '2027-03-25', false, '2027-03-30'],
    [
      'a pilot: the Friday before the early May bank holiday moves to the Tuesday',
      '2027-04-30',
      false,
      '2027-05-04',
    ],
    // A rollout's first wave is never a week's last day alone.
    ['a rollout: a Thursday stays', '2027-03-11', true, '2027-03-11'],
    ['a rollout: an ordinary Friday moves to the Monday', '2027-03-12', true, '2027-03-15'],
    [
      'a rollout: the Thursday before Good Friday moves after Easter Monday',
      '2027-03-25',
      true,
      '2027-03-30',
    ],
  ] as const)('%s: %s starts %s', (_name, natural, rollout, expected) => {
    let slot = 0;
    while (dateOf(slot) < natural) slot += SLOTS_PER_DAY;
    expect(dateOf(rule(slot, rollout))).toBe(expected);
  });

  it.each([
    // [leader's first day, leader's last day, the follower's moved start, its end]: the last group whole weeks
    // after the leader's (counted from the leader's first full week, as the bid's waves count them).
    ['Tue to Wed, four weeks behind', '2027-04-27', '2027-06-23', '2027-05-24', '2027-07-21'],
    [
      'a leader that starts on a Thursday: its first group takes in the next week',
      '2027-04-08',
      '2027-05-12',
      '2027-05-10',
      '2027-06-09',
    ],
    [
      'a target on the early May bank holiday goes back to the Friday',
      '2027-03-29',
      '2027-04-05',
      '2027-04-26',
      '2027-04-30',
    ],
  ] as const)('a follower moved by the rule: %s', (_name, leaderFirst, leaderLast, start, end) => {
    const slotOf = (iso: string) => {
      let slot = 0;
      while (dateOf(slot) < iso) slot += SLOTS_PER_DAY;
      return slot;
    };
    const finish = rule.followEnd(slotOf(leaderFirst), slotOf(leaderLast) + SLOTS_PER_DAY, slotOf(start));
    expect(dateOf(finish - SLOTS_PER_DAY)).toBe(end);
  });

  it.each([
    // Delivery starts Monday 15 March 2027; the build's eight days end on Wednesday 24 March.
    ['a Deploy pilot starts after Easter', 'Deploy', '2027-03-30'],
    ['a Build action named Pilot stays where it falls', 'Build', '2027-03-25'],
  ] as const)('%s', (_name, phase, start) => {
    const items = [
      cap('c', [
        act('a', 64, [role('e', 100)], { aepPhase: 'Build' }),
        act('p', 16, [role('e', 100)], { name: 'Pilot the build', aepPhase: phase, dependencyIds: ['a'] }),
      ]),
    ];
    const plan = computeSchedule({
      items,
      expectedStart: '2027-03',
      holidays: [...HOLIDAYS],
      wholeDays: true,
    });
    expect(plan.actions.get('a')?.endDate).toBe('2027-03-24');
    expect(plan.actions.get('p')?.startDate).toBe(start);
  });
});
