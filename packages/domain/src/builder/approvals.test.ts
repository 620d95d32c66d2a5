import { describe, expect, it } from 'vitest';
import type { SolutionFields } from '../contracts/solutions.ts';
import {
  ADD_ITEM_REQUIRED,
  addUnique,
  approve,
  cancelApproval,
  EXPORTED_TO_DELIVER_MESSAGE,
  exportToDeliver,
  isApprovedBy,
  isChildItemComplete,
  ownerCandidates,
  type ChildItemKind,
} from './approvals.ts';

const fields: SolutionFields = {
  organization: 'PROVIDER',
  name: 'Intune',
  complexity: 1,
  aepSolutionType: 'Hero Offer',
};

describe('approvals', () => {
  it('adds the approver once and removes it on cancel', () => {
    const once = approve(fields, { id: 'u1', name: 'Ann' });
    const twice = approve(once, { id: 'u1', name: 'Ann' });
    expect(twice.approvals).toEqual([{ id: 'u1', name: 'Ann' }]);
    expect(isApprovedBy(twice, 'u1')).toBe(true);
    expect(isApprovedBy(twice, 'u2')).toBe(false);
    const both = approve(twice, { id: 'u2', name: 'Bob' });
    expect(cancelApproval(both, 'u1').approvals).toEqual([{ id: 'u2', name: 'Bob' }]);
    expect(fields.approvals).toBeUndefined();
  });

  it('exports to Deliver with the time', () => {
    const now = new Date('2025-06-15T10:00:00.000Z');
    expect(exportToDeliver(fields, now)).toEqual({
      ...fields,
      isExportedToDeliver: true,
      exportedToDeliverAt: '2025-06-15T10:00:00.000Z',
    });
    expect(EXPORTED_TO_DELIVER_MESSAGE).toBe('Solution has been exported to Deliver (AIDA)!');
  });
});

describe('Add/Edit child item dialog', () => {
  const format = { id: 'word', name: 'Word' };
  it.each([
    ['deliverable', { name: 'Runbook', description: 'How to run', format }, true],
    ['deliverable', { name: 'Runbook', description: 'How to run', format: { id: '', name: '' } }, false],
    ['workProduct', { name: 'Plan', description: ' ', format }, false],
    ['tool', { name: 'Script', description: 'PowerShell', format }, true],
    [
      'risk',
      { name: 'R', consequence: 'C', mitigation: 'M', impact: 'High', probability: 'Low', owner: 'Ann' },
      true,
    ],
    [
      'risk',
      {
        name: 'R',
        consequence: 'C',
        mitigation: 'M',
        impact: 'High',
        probability: 'Low',
        owner: '',
        comments: 'x',
      },
      false,
    ],
    [
      'risk',
      {
        name: 'R',
        consequence: 'C',
        mitigation: 'M',
        impact: 'High',
        probability: 'Low',
        owner: 'Ann',
        comments: '',
      },
      true,
    ],
    ['assumption', { name: 'Client provides devices' }, true],
    ['dependency', { name: '' }, false],
  ] as [ChildItemKind, Record<string, unknown>, boolean][])('%s %j complete: %s', (kind, value, complete) => {
    expect(isChildItemComplete(kind, value)).toBe(complete);
  });

  it('never requires comments', () => {
    expect(ADD_ITEM_REQUIRED('risk')).not.toContain('comments');
    expect(ADD_ITEM_REQUIRED('risk')).toEqual([
      'name',
      'consequence',
      'mitigation',
      'impact',
      'probability',
      'owner',
    ]);
  });
});

describe('lists without repeats', () => {
  it.each([
    [['act-1'], 'act-2', ['act-1', 'act-2']],
    [['act-1', 'act-2'], 'act-2', ['act-1', 'act-2']],
    [undefined, 'act-1', ['act-1']],
  ] as [string[] | undefined, string, string[]][])('%j + %s = %j', (list, item, expected) => {
    expect(addUnique(list, item)).toEqual(expected);
  });

  it('compares objects by id', () => {
    const list = [{ id: 'cap-1', name: 'One' }];
    expect(addUnique(list, { id: 'cap-1', name: 'Renamed' })).toEqual(list);
    expect(addUnique(list, { id: 'cap-2', name: 'Two' })).toHaveLength(2);
    expect(list).toHaveLength(1);
  });

  it('offers only owners not added yet, ignoring case', () => {
    const users = [
      { id: '1', name: 'Ann', email: 'Ann@Example.com' },
      { id: '2', name: 'Bob', email: 'bob@example.com' },
    ];
    expect(ownerCandidates(users, ['ann@example.COM']).map((u) => u.name)).toEqual(['Bob']);
    expect(ownerCandidates(users, undefined)).toHaveLength(2);
  });
});
