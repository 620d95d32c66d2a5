import { describe, expect, it } from 'vitest';
import type { AepPhase } from '../contracts/catalogue.ts';
import type { Schedule } from '../schedule/schedule.ts';
import { bidMilestones, bidPhases, phaseCompletions } from './bid-plan.ts';

const scheduleOf = (actions: [string, AepPhase, string, string][]) =>
  ({
    workStart: actions[0]![2],
    endDate: actions
      .map((a) => a[3])
      .sort()
      .at(-1),
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
    ['a pilot and tests beside the rollouts', 'Pilot Windows 11', 'Pilot, deploy and test the rest', true],
    ['tests beside the rollouts', 'Hand over to support', 'Deploy and test the rest', true],
  ])('%s', (_case, second, label, testsBeside = false) => {
    const phases = bidPhases(
      scheduleOf([
        ['Design the build', 'Design', '2027-01-18', '2027-01-29'],
        ['Enable co-management', 'Deploy', '2027-03-05', '2027-03-18'],
        [second, 'Deploy', '2027-03-19', '2027-04-06'],
        ...(testsBeside
          ? ([
              ['Test the critical applications', 'Test Exec', '2027-02-01', '2027-02-12'],
              ['Test the remaining applications', 'Deploy', '2027-03-19', '2027-04-06'],
            ] as [string, AepPhase, string, string][])
          : []),
      ]),
    );
    expect(phases.map((p) => [p.phase, p.label, p.start, p.end, p.activities])).toEqual([
      ['Design', 'Design', '2027-01-18', '2027-01-29', 1],
      ...(testsBeside ? [['Test Exec', 'Testing before deployment', '2027-02-01', '2027-02-12', 1]] : []),
      ['Deploy', label, '2027-03-05', '2027-04-06', testsBeside ? 3 : 2],
    ]);
  });
});

describe('hypercare after the last wave', () => {
  const schedule = scheduleOf([
    ['Design the build', 'Design', '2027-01-18', '2027-01-29'],
    ['Deploy Windows 11 in waves', 'Deploy', '2027-04-27', '2027-06-23'],
    ['Hypercare after the last wave', 'Deploy', '2027-06-24', '2027-07-07'],
  ]);

  it('is a milestone of its own: the deployment completes with the last wave, the hypercare two weeks later', () => {
    expect(bidMilestones(schedule).map((m) => [m.name, m.date])).toEqual([
      ['Delivery starts', '2027-01-18'],
      ['Windows 11 Migration: design complete', '2027-01-29'],
      ['Windows 11 Migration: deployment complete', '2027-06-23'],
      ['Windows 11 Migration: hypercare complete', '2027-07-07'],
      ['Delivery complete', '2027-07-07'],
    ]);
  });

  it('completes the deployment at the last wave for its payment, the hypercare ending the work', () => {
    expect(phaseCompletions(schedule)).toEqual([
      { phase: 'Design', name: 'Design complete', date: '2027-01-29' },
      { phase: 'Deploy', name: 'Deployment complete', date: '2027-06-23', beforeHypercare: true },
    ]);
  });

  it('closes the phase, whose milestone says so', () => {
    expect(bidPhases(schedule).map((p) => [p.label, p.milestone, p.end])).toEqual([
      ['Design', 'Design complete', '2027-01-29'],
      ['Deploy', 'Deployment and hypercare complete', '2027-07-07'],
    ]);
  });
});

describe('testing that goes on beside the rollouts', () => {
  it.each([
    [
      'the remaining applications tested in the waves',
      'Test the remaining applications',
      'testing before deployment complete',
      'Testing before deployment complete',
    ],
    [
      'a retest in the waves',
      'Retest the failed applications',
      'testing before deployment complete',
      'Testing before deployment complete',
    ],
    [
      'a smoke test in the waves',
      'Smoke-test each wave',
      'testing before deployment complete',
      'Testing before deployment complete',
    ],
    ['no test in the waves', 'Hand over to support', 'testing complete', 'Testing complete'],
    [
      'a name that only mentions a test',
      'Hand over the test devices',
      'testing complete',
      'Testing complete',
    ],
  ])('%s: the testing milestone says what it closes', (_case, deployActivity, milestone, phaseMilestone) => {
    const schedule = scheduleOf([
      ['Build Windows 11 configuration', 'Build', '2027-01-18', '2027-02-26'],
      ['Test the critical applications', 'Test Exec', '2027-03-01', '2027-03-31'],
      ['Deploy Windows 11 in waves', 'Deploy', '2027-04-12', '2027-06-23'],
      [deployActivity, 'Deploy', '2027-04-12', '2027-05-21'],
    ]);
    expect(bidMilestones(schedule).find((m) => m.date === '2027-03-31')?.name).toBe(
      `Windows 11 Migration: ${milestone}`,
    );
    expect(bidPhases(schedule).find((p) => p.phase === 'Test Exec')?.milestone).toBe(phaseMilestone);
  });
});

describe('the pilots in the milestones', () => {
  it.each([
    ['Pilot Windows 11', 'pilot of Windows 11'],
    ['Pilot device management', 'pilot of device management'],
    ['Pilot mobile enrolment', 'pilot of mobile enrolment'],
  ])('"%s" starts and ends as "%s", on its first and last days', (name, what) => {
    const schedule = scheduleOf([
      ['Test the build', 'Test Exec', '2027-03-01', '2027-03-12'],
      [name, 'Deploy', '2027-03-15', '2027-03-26'],
      ['Agree the go-ahead for the waves', 'Deploy', '2027-03-29', '2027-03-31'],
    ]);
    const pilot = bidMilestones(schedule).filter((m) => m.name.includes('pilot of'));
    expect(pilot.map((m) => [m.name, m.date])).toEqual([
      [`Windows 11 Migration: ${what} starts`, '2027-03-15'],
      [`Windows 11 Migration: ${what} ends`, '2027-03-26'],
    ]);
  });

  it('none for an activity that only contains the word ("Autopilot profiles rolled out")', () => {
    const schedule = scheduleOf([['Autopilot profiles rolled out', 'Deploy', '2027-03-15', '2027-03-26']]);
    expect(bidMilestones(schedule).filter((m) => m.name.includes('pilot of'))).toEqual([]);
  });
});
