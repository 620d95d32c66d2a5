/**
 * Deployment waves (issue 29): a Deploy activity with a volume of its own moves it week by week at the plan's pace,
 * in proportion to each week's working days; the waves add up to the volume; short, unvalued or earlier-phase
 * activities have none.
 */
import { describe, expect, it } from 'vitest';
import type { Action, AepPhase, Capability } from '../contracts/catalogue.ts';
import { computeSchedule } from '../schedule/schedule.ts';
import { bidWaves } from './bid-waves.ts';

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
    // last day joining the week before: 7,400 x 4 / 25 = 1,184, 7,400 x 5 / 25 = 1,480 and 7,400 x 6 / 25 = 1,776.
    ['25 working days', 200, 7400, [], [1184, 1480, 1480, 1480, 1776]],
    // A bank holiday on Wednesday 30 June: weeks of 4, 5, 4, 5, 5 and 2 working days (the last two join the fifth).
    ['a bank holiday in the third week', 200, 7400, ['2027-06-30'], [1184, 1480, 1184, 1480, 2072]],
    // 10 working days: 4, 5 and 1, the last day joining the second week.
    ['10 working days', 80, 900, [], [360, 540]],
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
  ])('none for %s', (_name, actions) => {
    expect(wavesOf(actions)).toEqual([]);
  });
});
