import { describe, expect, it } from 'vitest';
import type { AepPhase } from '../contracts/catalogue.ts';
import type { Schedule } from '../schedule/schedule.ts';
import { bidPhases } from './bid-plan.ts';

const scheduleOf = (actions: [string, AepPhase, string, string][]) =>
  ({
    capabilities: [
      {
        name: 'Windows 11 Migration',
        path: 'Windows 11 Migration',
        actions: actions.map(([name, phase, startDate, endDate]) => ({ name, phase, startDate, endDate })),
      },
    ],
  }) as unknown as Schedule;

describe('bidPhases', () => {
  it.each([
    ['a deployment with a pilot', 'Pilot Windows 11', 'Pilot and deploy'],
    ['a deployment whose pilot is not its first activity', 'Pilot device management', 'Pilot and deploy'],
    ['a deployment without one', 'Hand over to support', 'Deploy'],
    ['a word that only contains "pilot"', 'Autopilot profiles rolled out', 'Deploy'],
  ])('%s', (_case, second, label) => {
    const phases = bidPhases(
      scheduleOf([
        ['Design the build', 'Design', '2027-01-18', '2027-01-29'],
        ['Enable co-management', 'Deploy', '2027-03-05', '2027-03-18'],
        [second, 'Deploy', '2027-03-19', '2027-04-06'],
      ]),
    );
    expect(phases.map((p) => [p.phase, p.label, p.start, p.end, p.activities])).toEqual([
      ['Design', 'Design', '2027-01-18', '2027-01-29', 1],
      ['Deploy', label, '2027-03-05', '2027-04-06', 2],
    ]);
  });
});
