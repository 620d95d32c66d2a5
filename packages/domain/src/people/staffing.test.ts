import { describe, expect, it } from 'vitest';
import type { StaffingResourceLevel, StaticRole } from '../contracts/reference.ts';
import { ENGLAND_AND_WALES, SCOTLAND } from '../schedule/bank-holidays.fixture.ts';
import { computeSchedule } from '../schedule/schedule.ts';
import { act, cap, role, WORKED_EXAMPLE } from '../schedule/worked-example.ts';
import { pyramids, ratioOf, roleLines, teamColour, teamTables, withExtraDays } from './staffing.ts';

const staticRole = (
  id: string,
  team: 'PROVIDER' | 'ACCENTURE',
  location: string,
  levelId?: number,
): StaticRole => ({
  id,
  name: `Role ${id}`,
  team,
  location,
  governance: false,
  ...(levelId ? { aepLevel: { staffingResourceLevelId: levelId, resourceLevel: `L${levelId}` } } : {}),
});

/** The worked example's roles: three provider roles (UK, Germany, India) and an Accenture consultant. */
const ROLES: StaticRole[] = [
  staticRole('architect', 'PROVIDER', 'ONSHORE_UK', 5),
  staticRole('workplace-architect', 'PROVIDER', 'ONSHORE_DE', 6),
  staticRole('engineer', 'PROVIDER', 'OFFSHORE_INDIA', 16),
  staticRole('security', 'ACCENTURE', 'ONSHORE_UK'), // no level: the default, 7 Consultant
];

const level = (
  id: number,
  name: string,
  type: 'Onshore' | 'Offshore',
  rung: number,
  order: number,
): StaffingResourceLevel => ({
  staffingResourceLevelId: id,
  resourceLevel: name,
  resourceType: type,
  hoursPerWeek: type === 'Onshore' ? 38 : 43,
  title: 'Provider Title',
  order,
  acnLevelId: rung,
  staffingResourceLevelBillCodes: [],
});
const LEVELS = [
  level(5, 'Manager', 'Onshore', 5, 5),
  level(6, 'Senior Consultant', 'Onshore', 6, 6),
  level(7, 'Consultant', 'Onshore', 7, 7),
  level(16, 'ATC Consultant', 'Offshore', 7, 16),
];

const schedule = computeSchedule({ items: WORKED_EXAMPLE, expectedStart: '2027-03' });

describe('roles timeline and the bridge gap (docs/schedule.md)', () => {
  it.each([
    // [gap, engineer segments (calendar days from 1 March), work days, bridged days, days]
    [14, [[14, 43.5]], 13, 5, 18],
    [7.5, [[14, 43.5]], 13, 5, 18], // the idle stretch is exactly 7.5 days: still bridged
    [
      7,
      [
        [14, 22],
        [29.5, 43.5],
      ],
      13,
      0,
      13,
    ],
    [
      1,
      [
        [14, 22],
        [29.5, 43.5],
      ],
      13,
      0,
      13,
    ],
  ])('gap %s days: engineer %j, %s + %s = %s days', (gap, segments, work, bridged, days) => {
    const engineer = roleLines(schedule, ROLES, gap).find((l) => l.staticId === 'engineer');
    expect(engineer?.segments.map((s) => [s.startDay, s.endDay])).toEqual(segments);
    expect([engineer?.workDays, engineer?.bridgedDays, engineer?.days]).toEqual([work, bridged, days]);
  });

  it('joins back-to-back work into one bar and takes team, location and level from the static roles', () => {
    const lines = roleLines(schedule, ROLES, 14);
    expect(lines.map((l) => [l.staticId, l.team, l.offshore, l.levelId, l.days, l.segments.length])).toEqual([
      ['architect', 'PROVIDER', false, 5, 4, 1],
      ['workplace-architect', 'PROVIDER', false, 6, 9.5, 1],
      ['engineer', 'PROVIDER', true, 16, 18, 1],
      ['security', 'ACCENTURE', false, 7, 2, 1],
    ]);
  });

  it('a role the static roles do not know keeps its name, the provider team, ONSHORE_UK and level 7', () => {
    const [line] = roleLines(schedule, [], 14);
    expect([line?.name, line?.team, line?.location, line?.levelId, line?.level]).toEqual([
      'architect',
      'PROVIDER',
      'ONSHORE_UK',
      7,
      'Consultant',
    ]);
  });
});

describe('bridged days skip bank holidays', () => {
  // The worked example with England and Wales' Easter 2027: the engineer works 15-22 March, then from midday
  // Thursday 1 April (Rollout moved two days by Good Friday 26 and Easter Monday 29 March) to Thursday 15 April.
  const easter = computeSchedule({
    items: WORKED_EXAMPLE,
    expectedStart: '2027-03',
    holidays: ENGLAND_AND_WALES,
  });
  const engineer = (s: typeof easter, gap: number) =>
    roleLines(s, ROLES, gap).find((l) => l.staticId === 'engineer');

  it.each([
    // [gap, engineer segments (calendar days from 1 March), work, bridged, days]: the idle stretch is 22 to 31.5
    [
      14,
      [[14, 45.5]],
      13,
      5, // 23, 24, 25, 30 and 31 March: Good Friday and Easter Monday are not bridged days
      18,
    ],
    [9.5, [[14, 45.5]], 13, 5, 18],
    [
      9,
      [
        [14, 22],
        [31.5, 45.5],
      ],
      13,
      0,
      13,
    ],
  ])('Easter 2027, gap %s days: engineer %j, %s + %s = %s days', (gap, segments, work, bridged, days) => {
    const line = engineer(easter, gap);
    expect(line?.segments.map((x) => [x.startDay, x.endDay])).toEqual(segments);
    expect([line?.workDays, line?.bridgedDays, line?.days]).toEqual([work, bridged, days]);
  });

  it('the same bars with the holidays counted as working days would bridge 7 days', () => {
    expect(engineer({ ...easter, holidays: [] }, 14)?.bridgedDays).toBe(7);
  });

  it.each([
    // Role x works until Thursday 24 December 2026, is idle while y works a day, and comes back for a day.
    ['England and Wales', '2026-12-30', 1, ENGLAND_AND_WALES], // idle from 25 (a holiday) to 29: Tuesday 29 bridged
    ['Scotland', '2026-12-30', 1, SCOTLAND],
    ['no holidays', '2026-12-28', 1, []], // idle on Friday 25 only: bridged
  ])('over Christmas 2026 (%s): x is back on %s, %s day bridged', (_region, back, bridged, holidays) => {
    const s = computeSchedule({
      expectedStart: '2026-12',
      holidays,
      items: [
        cap('c', [
          act('a', 64, [role('x', 100)]),
          act('wait', 8, [role('y', 100)]),
          act('c', 8, [role('x', 100)]),
        ]),
      ],
    });
    expect(s.actions.get('a')?.endDate).toBe('2026-12-24');
    expect(s.actions.get('c')?.startDate).toBe(back);
    const x = roleLines(s, [], 14).find((l) => l.staticId === 'x');
    expect([x?.segments.length, x?.bridgedDays, x?.days]).toEqual([1, bridged, 9 + bridged]);
    // Counted as working days, Christmas Day and Boxing Day's Monday would be bridged too.
    if (holidays.length) expect(roleLines({ ...s, holidays: [] }, [], 14)[0]?.bridgedDays).toBe(3);
  });
});

describe('team tables: Onshore, Offshore and the ratio', () => {
  it.each([
    [10, 0, '100 : 0'],
    [0, 10, '0 : 100'],
    [15.5, 18, '46 : 54'],
    [1, 2, '33 : 67'],
    [0, 0, '–'],
  ])('%s onshore and %s offshore days: %s', (on, off, ratio) => {
    expect(ratioOf(on, off)).toBe(ratio);
  });

  it('Total Team, then the provider team, then Accenture', () => {
    const tables = teamTables(roleLines(schedule, ROLES, 14));
    expect(tables.map((t) => [t.title, t.onshore, t.offshore, t.ratio])).toEqual([
      ['Total Team', { roles: 3, days: 15.5 }, { roles: 1, days: 18 }, '46 : 54'],
      ['Provider Team', { roles: 2, days: 13.5 }, { roles: 1, days: 18 }, '43 : 57'],
      ['Accenture Team', { roles: 1, days: 2 }, { roles: 0, days: 0 }, '100 : 0'],
    ]);
  });

  it.each([
    ['PROVIDER', '#E8710A'],
    ['ACCENTURE', '#7500C0'],
    ['HP', '#8A8886'],
  ])('team %s is drawn in %s', (team, colour) => {
    expect(teamColour(team)).toBe(colour);
  });
});

describe('pyramids by resource level (FTE = hours / (delivery weeks x 38 or 43))', () => {
  const all = pyramids(schedule, roleLines(schedule, ROLES, 14), LEVELS);
  const bars = (name: string) => all.find((p) => p.name === name)?.bars.map((b) => [b.level, b.team, b.fte]);

  it('has the four pyramids in the spec order', () => {
    expect(all.map((p) => p.name)).toEqual(['Overall', 'Provider UK', 'Provider', 'Provider Offshore']);
  });

  it.each([
    [
      'Overall',
      [
        ['Manager', 'PROVIDER', 0.2], // 4 days x 8 h / (4.3 weeks x 38 h)
        ['Senior Consultant', 'PROVIDER', 0.47], // 9.5 x 8 / 163.4
        ['Consultant', 'ACCENTURE', 0.1], // 2 x 8 / 163.4
        ['ATC Consultant', 'PROVIDER', 0.78], // 18 x 8 / (4.3 x 43)
      ],
    ],
    ['Provider UK', [['Manager', 'PROVIDER', 0.2]]],
    ['Provider', [['Senior Consultant', 'PROVIDER', 0.47]]],
    ['Provider Offshore', [['ATC Consultant', 'PROVIDER', 0.78]]],
  ])('%s', (name, expected) => {
    expect(bars(name)).toEqual(expected);
  });

  it.each([
    // [role, extra days, the Overall bar of its level, its FTE]
    ['architect', 4.3, 'Manager', 0.41], // (4 + 4.3) x 8 / 163.4 = 0.406: added to the line the plan has
    ['security', 5, 'Consultant', 0.34], // (2 + 5) x 8 / 163.4: the Accenture consultant's line
    ['manager', 10, 'Manager', 0.69], // a line of its own at level 5: (4 + 10) x 8 / 163.4 with the architect's 4
    ['architect', 0, 'Manager', 0.2], // nothing to add
  ])('with %s given %s days more (project management across the programme)', (id, extra, levelName, fte) => {
    const roles = [...ROLES, staticRole('manager', 'PROVIDER', 'ONSHORE_UK', 5)];
    const manager = roles.find((r) => r.id === id) as StaticRole;
    const lines = withExtraDays(roleLines(schedule, ROLES, 14), manager, extra);
    const overall = pyramids(schedule, lines, LEVELS)[0];
    expect(overall?.bars.find((b) => b.level === levelName)?.fte).toBe(fte);
    const days = lines.reduce((t, l) => t + l.days, 0);
    expect(days).toBeCloseTo(roleLines(schedule, ROLES, 14).reduce((t, l) => t + l.days, 0) + extra, 6);
  });

  it('an empty solution has empty pyramids', () => {
    const empty = computeSchedule({ items: [], expectedStart: '2027-03' });
    expect(pyramids(empty, [], LEVELS).every((p) => p.bars.length === 0 && p.fte === 0)).toBe(true);
  });
});
