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

describe('dependenciesNeededBy: once each, by the first day an activity needs it', () => {
  const dep = (name: string, actionId: string): Owned<{ id: string; name: string }> => ({
    key: `${actionId}/${name}`,
    item: { id: name, name },
    action: `Action ${actionId}`,
    actionId,
    path: 'Cap',
  });
  const schedule = {
    actions: new Map([
      ['pilot', { startDate: '2027-03-02' }],
      ['waves', { startDate: '2027-03-16' }],
    ]),
  } as unknown as Parameters<typeof dependenciesNeededBy>[1];
  it.each([
    ['one activity', [dep('Pilot users', 'pilot')], [['Pilot users', '2027-03-02']]],
    [
      'the same words from two activities: the earlier date',
      [dep('Site access', 'waves'), dep('Site access', 'pilot')],
      [['Site access', '2027-03-02']],
    ],
    ['an activity not in the plan: no date', [dep('Licences', 'gone')], [['Licences', '']]],
    [
      'in the order the client provides them, undated last',
      [dep('Licences', 'gone'), dep('Site access', 'waves'), dep('Pilot users', 'pilot')],
      [
        ['Pilot users', '2027-03-02'],
        ['Site access', '2027-03-16'],
        ['Licences', ''],
      ],
    ],
  ])('%s', (_name, deps, expected) => {
    expect(dependenciesNeededBy(deps, schedule).map((d) => [d.name, d.neededBy])).toEqual(expected);
  });
});
