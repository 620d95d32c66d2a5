import { describe, expect, it } from 'vitest';
import { capabilityLanes, keyMilestones, withPaymentPhases } from './rom-deck-plan.ts';

const m = (capability: string, name: string, date: string, extra: object = {}) => ({
  name: `${capability}: ${name}`,
  date,
  capability,
  ...extra,
});

/** Caledonia's plan, as the proposal dates it: three capabilities, fifteen milestones and the end of delivery. */
const ALL = [
  { name: 'Delivery starts', date: '2027-03-15' },
  m('Identity', 'design complete', '2027-03-25', { phase: 'Design' }),
  m('Identity', 'testing before deployment complete', '2027-04-06', { phase: 'Test Exec' }),
  m('Intune', 'build complete', '2027-04-21', { phase: 'Build' }),
  m('Windows 11', 'fixes complete', '2027-04-22', { phase: 'Test Fix' }),
  m('Intune', 'testing complete', '2027-04-30', { phase: 'Test Exec' }),
  m('Intune', 'pilot of device management starts', '2027-05-04', { phase: 'Deploy' }),
  m('Intune', 'pilot of mobile enrolment starts', '2027-05-11', { phase: 'Deploy' }),
  m('Intune', 'go-ahead for the mobile waves agreed', '2027-05-20', { gate: true }),
  m('Intune', 'go-ahead for the enrolment waves agreed', '2027-05-21', { gate: true }),
  m('Windows 11', 'testing before deployment complete', '2027-05-14', { phase: 'Test Exec' }),
  m('Windows 11', 'pilot of Windows 11 starts', '2027-05-19', { phase: 'Deploy' }),
  m('Windows 11', 'go-ahead for the Windows 11 waves agreed', '2027-06-07', { gate: true }),
  m('Intune', 'deployment complete', '2027-06-21', { phase: 'Deploy' }),
  m('Identity', 'deployment complete', '2027-07-07', { phase: 'Deploy' }),
  m('Windows 11', 'deployment and hypercare complete', '2027-07-19', { phase: 'Deploy' }),
  { name: 'Delivery complete', date: '2027-07-19' },
] as Parameters<typeof keyMilestones>[0];

describe('keyMilestones: the ROM deck names each capability’s testing, pilot, go-ahead and deployment', () => {
  it('each named by its capability in date order, never a fix before its testing, at most twelve, the end once', () => {
    const names = keyMilestones(ALL).map((x) => x.name);
    // In date order, each named by its capability.
    expect(names).toEqual([
      'Identity: testing before deployment complete',
      'Intune: testing complete',
      'Intune: pilot of device management starts',
      'Intune: pilot of mobile enrolment starts',
      'Windows 11: testing before deployment complete',
      'Windows 11: pilot of Windows 11 starts',
      // Thirteen key milestones: Intune's second go-ahead gives way.
      'Intune: go-ahead for the mobile waves agreed',
      'Windows 11: go-ahead for the Windows 11 waves agreed',
      'Intune: deployment complete',
      'Identity: deployment complete',
      // Windows 11's hypercare ends the plan.
      'Hypercare and delivery complete',
    ]);
    expect(names.some((n) => /fixes|build|design/.test(n))).toBe(false);
  });

  it('with room kept for the design\u2019s and the build\u2019s ends: at most ten rows, a second pilot giving way, the end last', () => {
    const names = keyMilestones(ALL, 10).map((x) => x.name);
    expect(names.length).toBeLessThanOrEqual(10);
    expect(names.at(-1)).toBe('Hypercare and delivery complete');
    expect(names).not.toContain('Intune: pilot of mobile enrolment starts');
    for (const kept of ['Identity: testing before deployment complete', 'Intune: deployment complete'])
      expect(names).toContain(kept);
  });

  it('a capability whose fixes follow its testing is tested when they are retested', () => {
    const northbridge = [
      { name: 'Delivery starts', date: '2027-02-15' },
      m('Windows 11', 'testing before deployment complete', '2027-04-22', { phase: 'Test Exec' }),
      m('Windows 11', 'fixes complete', '2027-04-29', { phase: 'Test Fix' }),
      m('Windows 11', 'pilot of Windows 11 starts', '2027-04-30', { phase: 'Deploy' }),
      m('Windows 11', 'deployment complete', '2027-07-15', { phase: 'Deploy' }),
      m('Windows 11', 'hypercare complete', '2027-07-29', { phase: 'Deploy' }),
      { name: 'Delivery complete', date: '2027-07-29' },
    ] as Parameters<typeof keyMilestones>[0];
    expect(keyMilestones(northbridge).map((x) => [x.name, x.date])).toEqual([
      ['Windows 11: testing before deployment and its fixes complete', '2027-04-29'],
      ['Windows 11: pilot of Windows 11 starts', '2027-04-30'],
      ['Windows 11: deployment complete', '2027-07-15'],
      ['Hypercare and delivery complete', '2027-07-29'],
    ]);
  });
});

describe('capabilityLanes: the ROM plan’s one lane per capability', () => {
  const action = (phase: string, startDay: number) => ({ phase, startDay }) as never;
  it('spans each top-level capability with its sub-capabilities, its deployment from its first Deploy activity, in the order they start', () => {
    const lanes = capabilityLanes({
      capabilities: [
        {
          path: 'Windows 11',
          name: 'Windows 11',
          startDay: 20,
          endDay: 120,
          actions: [action('Build', 20), action('Deploy', 70)],
        },
        { path: 'Intune', name: 'Intune', startDay: 14, endDay: 100, actions: [action('Design', 14)] },
        { path: 'Intune/Mobile', name: 'Mobile', startDay: 40, endDay: 90, actions: [action('Deploy', 60)] },
        { path: 'Idle', name: 'Idle', startDay: 5, endDay: 5, actions: [] },
      ] as never,
    });
    expect(lanes).toEqual([
      { name: 'Intune', start: 14, end: 100, deploy: 60 },
      { name: 'Windows 11', start: 20, end: 120, deploy: 70 },
    ]);
  });
});

describe('withPaymentPhases: the ROM plan dates the design, the build and the testing that payments fall due on', () => {
  const key = [
    m('Windows 11', 'testing complete', '2027-04-22', { phase: 'Test Exec' }),
    m('Windows 11', 'deployment complete', '2027-07-15', { phase: 'Deploy' }),
    { name: 'Delivery complete', date: '2027-07-29' },
  ] as Parameters<typeof withPaymentPhases>[0];
  const phases = [
    { phase: 'Design', milestone: 'Design complete', end: '2027-03-15' },
    { phase: 'Build', milestone: 'Build complete', end: '2027-03-25' },
    { phase: 'Test Exec', milestone: 'Testing complete', end: '2027-04-22' },
  ];
  it.each([
    [
      'room for both: in date order, the end of delivery last',
      key,
      [
        'All the work: design complete',
        'All the work: build complete',
        'Windows 11: testing complete',
        'Windows 11: deployment complete',
        'Delivery complete',
      ],
    ],
    [
      'eleven key milestones: room for one, the design',
      [
        ...Array.from({ length: 10 }, (_, i) =>
          m('Intune', `pilot ${i} starts`, `2027-05-${String(10 + i)}`),
        ),
        key[2]!,
      ],
      [
        'All the work: design complete',
        ...Array.from({ length: 10 }, (_, i) => `Intune: pilot ${i} starts`),
        'Delivery complete',
      ],
    ],
    [
      'the testing across all the work where no capability\u2019s testing ends that day',
      [m('Intune', 'testing complete', '2027-04-20', { phase: 'Test Exec' }), key[1]!, key[2]!],
      [
        'All the work: design complete',
        'All the work: build complete',
        'Intune: testing complete',
        'All the work: testing complete',
        'Windows 11: deployment complete',
        'Delivery complete',
      ],
    ],
  ])('%s', (_name, given, names) => {
    expect(withPaymentPhases(given, phases).map((x) => x.name)).toEqual(names);
  });
});
