import type { DocumentItem } from '../contracts/catalogue.ts';
import { describe, expect, it } from 'vitest';
import { combinedTools, dependenciesNeededBy, type Owned } from './review-items.ts';

const tool = (name: string, action: string, path: string, documentId?: string): Owned<DocumentItem> => ({
  key: `${path}/${action}/${name}`,
  item: {
    id: `${action}-${name}`,
    name,
    description: `${name} (${action})`,
    format: { id: 'pdf', name: 'PDF' },
    ...(documentId ? { documentId } : {}),
  },
  action,
  actionId: action,
  path,
});

describe('Combined Tools', () => {
  it.each([
    ['no tools', [], []],
    [
      'one tool used by two actions of one capability',
      [tool('Intune', 'Pilot', 'EUC/Intune'), tool('Intune', 'Rollout', 'EUC/Intune')],
      [['Intune', ['Pilot', 'Rollout'], ['EUC/Intune']]],
    ],
    [
      'names compared trimmed and case-insensitive; first name kept',
      [tool('Autopilot', 'Pilot', 'A'), tool(' autopilot ', 'Design', 'B')],
      [['Autopilot', ['Pilot', 'Design'], ['A', 'B']]],
    ],
    [
      'different tools stay apart, in first-seen order',
      [tool('Visio', 'Design', 'A'), tool('Intune', 'Pilot', 'A'), tool('Visio', 'Design', 'A')],
      [
        ['Visio', ['Design'], ['A']],
        ['Intune', ['Pilot'], ['A']],
      ],
    ],
  ] as const)('%s', (_name, tools, expected) => {
    expect(combinedTools(tools).map((t) => [t.item.name, t.actions, t.paths])).toEqual(expected);
  });

  it('keeps the first description and takes a document from a later copy when the first has none', () => {
    const [t] = combinedTools([
      tool('Intune', 'Pilot', 'A'),
      tool('Intune', 'Rollout', 'A', 'https://x.example/d'),
    ]);
    expect(t?.item.description).toBe('Intune (Pilot)');
    expect(t?.item.documentId).toBe('https://x.example/d');
  });
});

describe('dependenciesNeededBy: once each, a week before the first activity that needs it', () => {
  const dep = (name: string, actionId: string): Owned<{ id: string; name: string }> => ({
    key: `${actionId}/${name}`,
    item: { id: name, name },
    action: `Action ${actionId}`,
    actionId,
    path: 'Cap',
  });
  // Delivery starts on Monday 15 February 2027; Good Friday, 26 March, is a bank holiday.
  const schedule = {
    workStart: '2027-02-15',
    holidays: ['2027-03-26'],
    actions: new Map([
      ['start', { startDate: '2027-02-15' }],
      ['early', { startDate: '2027-02-18' }],
      ['pilot', { startDate: '2027-03-02' }],
      ['waves', { startDate: '2027-03-16' }],
      ['easter', { startDate: '2027-03-30' }],
    ]),
  } as unknown as Parameters<typeof dependenciesNeededBy>[1];
  it.each([
    // Tuesday 2 March: five working days before is Tuesday 23 February.
    ['one activity', [dep('Pilot users', 'pilot')], [['Pilot users', '2027-02-23']]],
    [
      'the same words from two activities: the earlier date',
      [dep('Site access', 'waves'), dep('Site access', 'pilot')],
      [['Site access', '2027-02-23']],
    ],
    ['an activity not in the plan: no date', [dep('Licences', 'gone')], [['Licences', '']]],
    ['needed when delivery starts: that day', [dep('Licences', 'start')], [['Licences', '2027-02-15']]],
    ['needed in the first week: when delivery starts', [dep('Rights', 'early')], [['Rights', '2027-02-15']]],
    // Tuesday 30 March, after Good Friday: 29, 25, 24, 23 and 22 March.
    ['a bank holiday in the week before', [dep('Devices', 'easter')], [['Devices', '2027-03-22']]],
    [
      'people taking part: when the work starts',
      [
        dep('Application owners available to confirm test results', 'pilot'),
        dep('Application owners fixing the failures within the week', 'waves'),
      ],
      [
        ['Application owners available to confirm test results', '2027-03-02'],
        ['Application owners fixing the failures within the week', '2027-03-16'],
      ],
    ],
    // Tuesday 30 March, after Easter: approved by the working day before, Monday 29 March.
    [
      'an approval: by the working day before',
      [dep('The change board approving each wave', 'easter')],
      [['The change board approving each wave', '2027-03-29']],
    ],
    [
      'an approval on the first day: when delivery starts',
      [dep('A board approving it', 'start')],
      [['A board approving it', '2027-02-15']],
    ],
    [
      'in the order the client provides them, undated last',
      [dep('Licences', 'gone'), dep('Site access', 'waves'), dep('Pilot users', 'pilot')],
      [
        ['Pilot users', '2027-02-23'],
        ['Site access', '2027-03-09'],
        ['Licences', ''],
      ],
    ],
  ])('%s', (_name, deps, expected) => {
    expect(dependenciesNeededBy(deps, schedule).map((d) => [d.name, d.neededBy])).toEqual(expected);
  });
});
