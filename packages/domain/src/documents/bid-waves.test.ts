/**
 * Deployment waves (issue 29): a Deploy activity with a volume of its own moves it week by week at the plan's pace,
 * in proportion to each week's working days (the first wave at half pace); the waves add up to the volume; short, unvalued or earlier-phase
 * activities have none.
 */
import { describe, expect, it } from 'vitest';
import type { Action, AepPhase, Capability } from '../contracts/catalogue.ts';
import { computeSchedule } from '../schedule/schedule.ts';
import { bidWaves, waveCounts } from './bid-waves.ts';

const engineer = [{ staticId: 'role-engineer', name: 'Engineer', value: 100 }];
/** `hours` in all, `fixed` of them whatever the volume, the rest from the devices. */
const action = (id: string, phase: AepPhase, hours: number, devices: number, fixed = 0): Action => ({
  id,
  name: id,
  effort: devices ? fixed : hours,
  selected: true,
  aepPhase: phase,
  roles: engineer,
  metrics: devices
    ? [{ id: `${id}-m`, name: 'Number of devices', effort: (hours - fixed) / devices, value: devices }]
    : [],
});
const wavesOf = (actions: Action[], holidays: string[] = []) => {
  const items: Capability[] = [{ id: 'cap', name: 'Windows 11', areaId: 'a', selected: true, actions }];
  return bidWaves(items, computeSchedule({ items, expectedStart: '2027-06', holidays }));
};

describe('deployment waves', () => {
  it.each([
    // name, effort (h, one engineer: effort / 8 working days), devices, holidays, waves. Delivery starts on
    // Tuesday 15 June 2027 (4 working days that week): 25 working days are weeks of 4, 5, 5, 5, 5 and 1 day, the
    // last day joining the week before. The first wave moves at half pace, and a wave is at most a week's work, so
    // the weeks weigh 2, 5, 5, 5 and 5 (22): 7,400 x 2 / 22 = 673 and 7,400 x 5 / 22 = 1,682 (to the unit).
    ['25 working days', 200, 7400, [], [672, 1682, 1682, 1682, 1682]],
    // A bank holiday on Wednesday 30 June: weeks of 4, 5, 4, 5, 5 and 2 working days, the last two a short wave of
    // their own (joined to the fifth they made a wave of seven days), weighing 2, 5, 4, 5, 5 and 2 (23).
    ['a bank holiday in the third week', 200, 7400, ['2027-06-30'], [643, 1609, 1287, 1609, 1609, 643]],
    // 10 working days: 4, 5 and 1, the last day joining the second week; weights 2 and 5: 900 x 2 / 7 = 257.
    ['10 working days', 80, 900, [], [257, 643]],
  ])('%s', (_name, effort, devices, holidays, expected) => {
    const waves = wavesOf([action('deploy', 'Deploy', effort, devices)], holidays);
    expect(waves.map((w) => w.volume)).toEqual(expected);
    expect(waves.reduce((t, w) => t + w.volume, 0)).toBe(devices);
    expect(waves.map((w) => w.wave)).toEqual(expected.map((_v, i) => i + 1));
    expect(waves[0]!.text).toBe(`${expected[0]!.toLocaleString('en-GB')} devices`);
    for (const w of waves) {
      expect(holidays).not.toContain(w.start);
      expect(w.start <= w.end).toBe(true);
    }
  });

  it.each([
    ['an activity of under two weeks', [action('deploy', 'Deploy', 32, 500)]],
    ['a Deploy activity without a volume', [action('deploy', 'Deploy', 200, 0)]],
    ['a Build activity with a volume', [action('build', 'Build', 200, 7400)]],
    ['an activity out of scope', [{ ...action('deploy', 'Deploy', 200, 7400), selected: false }]],
    [
      'an activity whose volume adds under a third of its hours',
      [action('report', 'Deploy', 200, 2400, 140)],
    ],
    [
      'a test beside the rollout (its volume checked, not moved)',
      [{ ...action('rest', 'Deploy', 200, 410), name: 'Test the remaining applications' }],
    ],
  ])('none for %s', (_name, actions) => {
    expect(wavesOf(actions)).toEqual([]);
  });
});

describe('a rollout that follows another of the same volume moves its groups a week later', () => {
  const twoRollouts = (upgradeHours: number, holidays: string[] = []) => {
    const enrol = { ...action('enrol', 'Deploy', 200, 7400), name: 'Enrol the existing devices in waves' };
    const upgrade = {
      ...action('upgrade', 'Deploy', upgradeHours, 7400),
      name: 'Deploy Windows 11 in waves',
      dependencyIds: ['enrol'],
    };
    const items: Capability[] = [
      { id: 'w11', name: 'Windows 11', areaId: 'a', selected: true, actions: [upgrade] },
      { id: 'intune', name: 'Intune', areaId: 'a', selected: true, actions: [enrol] },
    ];
    return bidWaves(items, computeSchedule({ items, expectedStart: '2027-06', holidays, wholeDays: true }));
  };
  it('the same groups, each the week after, when it takes no longer than its leader', () => {
    const waves = twoRollouts(120);
    const enrol = waves.filter((w) => w.activity === 'Enrol the existing devices in waves');
    const upgrade = waves.filter((w) => w.activity === 'Deploy Windows 11 in waves');
    expect(upgrade.map((w) => w.volume)).toEqual(enrol.map((w) => w.volume));
    expect(upgrade.every((w) => w.follows === 'Enrol the existing devices in waves')).toBe(true);
    // Each upgrade wave starts the week after its group's enrolment (seven days later, or the working day after a
    // wave of more than a week ends), never while its group is still being enrolled.
    for (const [i, w] of upgrade.entries()) {
      const days = (Date.parse(w.start) - Date.parse(enrol[i]!.start)) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(7);
      expect(days).toBeLessThanOrEqual(10);
      expect(w.start > enrol[i]!.end).toBe(true);
    }
    // The leader is listed first, as it starts first, though its capability comes second.
    expect(waves[0]!.activity).toBe('Enrol the existing devices in waves');
  });
  it('the same groups when a bank holiday gives it a week more or less than its leader', () => {
    // Monday 19 July 2027 off: the upgrade's weeks are not the enrolment's, its groups still are.
    const waves = twoRollouts(120, ['2027-07-19']);
    const enrol = waves.filter((w) => w.activity === 'Enrol the existing devices in waves');
    const upgrade = waves.filter((w) => w.activity === 'Deploy Windows 11 in waves');
    expect(upgrade.map((w) => w.volume)).toEqual(enrol.map((w) => w.volume));
    expect(upgrade.map((w) => w.start)).not.toContain('2027-07-19');
    for (const [i, w] of upgrade.entries()) expect(w.start > enrol[i]!.start && w.start <= w.end).toBe(true);
  });
  it('a group is sized on the shorter of its two weeks: a bank holiday in the follower\u2019s week cuts it in both', () => {
    const plain = twoRollouts(120);
    const upgrade = plain.filter((w) => w.activity === 'Deploy Windows 11 in waves');
    // A bank holiday on the Monday of the upgrade's third wave, a week after that group's enrolment.
    const monday = (iso: string) =>
      new Date(
        Date.parse(`${iso}T00:00:00Z`) - ((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7) * 86_400_000,
      )
        .toISOString()
        .slice(0, 10);
    const holiday = monday(upgrade[2]!.start);
    const waves = twoRollouts(120, [holiday]);
    const enrol = waves.filter((w) => w.activity === 'Enrol the existing devices in waves');
    const after = waves.filter((w) => w.activity === 'Deploy Windows 11 in waves');
    expect(after.map((w) => w.volume)).toEqual(enrol.map((w) => w.volume));
    // The third group is four days' worth, against five for its neighbours (at full pace).
    expect(enrol[2]!.volume).toBeLessThan(enrol[1]!.volume);
    expect(Math.abs(enrol[2]!.volume / enrol[1]!.volume - 4 / 5)).toBeLessThan(0.01);
    expect(after.reduce((t, w) => t + w.volume, 0)).toBe(7400);
  });

  it('the same groups, three weeks on, when its leader starts on a Thursday and a gate holds it back', () => {
    // The enrolment starts on Thursday 17 June 2027 (after two days of preparation), so its first wave takes in the
    // next week; the upgrade waits for its own gate and starts on Monday 12 July, three weeks after the enrolment's
    // first full week. Each group moves three weeks after its enrolment, not four (the last would not fit). (A
    // rollout no longer starts on a Friday in the bid's plan: after three days of preparation it waits for Monday.)
    const prep = { ...action('prep', 'Build', 16, 0) };
    const enrol = { ...action('enrol', 'Deploy', 200, 7400), name: 'Enrol the existing devices in waves' };
    const gate = { ...action('gate', 'Build', 152, 0) };
    const upgrade = {
      ...action('upgrade', 'Deploy', 200, 7400),
      name: 'Deploy Windows 11 in waves',
      dependencyIds: ['enrol', 'gate'],
    };
    const items: Capability[] = [
      { id: 'w11', name: 'Windows 11', areaId: 'a', selected: true, actions: [gate, upgrade] },
      { id: 'intune', name: 'Intune', areaId: 'a', selected: true, actions: [prep, enrol] },
    ];
    const schedule = computeSchedule({ items, expectedStart: '2027-06', wholeDays: true });
    expect(schedule.actions.get('enrol')!.startDate).toBe('2027-06-17');
    expect(schedule.actions.get('upgrade')!.startDate).toBe('2027-07-12');
    const waves = bidWaves(items, schedule);
    const led = waves.filter((w) => w.activity === 'Enrol the existing devices in waves');
    const after = waves.filter((w) => w.activity === 'Deploy Windows 11 in waves');
    expect(after.every((w) => w.follows === 'Enrol the existing devices in waves')).toBe(true);
    expect(after.map((w) => w.volume)).toEqual(led.map((w) => w.volume));
    expect(after.map((w) => w.start)).toEqual([
      '2027-07-12',
      '2027-07-19',
      '2027-07-26',
      '2027-08-02',
      '2027-08-09',
    ]);
  });

  it('its own waves when it needs longer than its leader', () => {
    const upgrade = twoRollouts(400).filter((w) => w.activity === 'Deploy Windows 11 in waves');
    expect(upgrade.some((w) => w.follows)).toBe(false);
    expect(upgrade.reduce((t, w) => t + w.volume, 0)).toBe(7400);
  });
});

describe('the waves of a rollout with a wave size', () => {
  it.each([
    [500, 6],
    [300, 10],
  ])('2,600 devices at %s a week: %s waves, none larger than the wave size', (waveSize, count) => {
    const deploy = { ...action('deploy', 'Deploy', 156, 2600), waveSize };
    const items: Capability[] = [
      { id: 'cap', name: 'Windows 11', areaId: 'a', selected: true, actions: [deploy] },
    ];
    // Delivery starts on Monday 15 February 2027: whole weeks from its first day.
    const waves = bidWaves(items, computeSchedule({ items, expectedStart: '2027-02', wholeDays: true }));
    expect(waves.length).toBe(count);
    expect(waves.reduce((t, w) => t + w.volume, 0)).toBe(2600);
    expect(Math.max(...waves.map((w) => w.volume))).toBeLessThanOrEqual(waveSize);
  });
});

describe('waveCounts: waves of equal weeks are equal, the last takes what rounding leaves', () => {
  it.each([
    // Northbridge's nine waves of 7,400 devices: a half first week, two short weeks, a two-day last wave.
    [[2.5, 4, 5, 5, 5, 4, 5, 5, 2], 7_400, [493, 789, 987, 987, 987, 789, 987, 987, 394]],
    [[1, 1, 1], 10, [3, 3, 4]],
    // The half-paced first wave takes it where every later week is full.
    [[2, 5, 5, 5, 5], 7_400, [672, 1_682, 1_682, 1_682, 1_682]],
    [[2.5, 5, 5], 900, [180, 360, 360]],
    // The odd wave cannot take a negative remainder: largest remainders instead.
    [[1, 1, 1, 0.0001], 5, [2, 2, 1, 0]],
    [[0, 0], 5, [0, 0]],
  ])('%j of %i: %j', (weights, volume, expected) => {
    const counts = waveCounts(weights, volume);
    expect(counts).toEqual(expected);
    if (weights.some((w) => w > 0)) expect(counts.reduce((t, c) => t + c, 0)).toBe(volume);
  });
});
