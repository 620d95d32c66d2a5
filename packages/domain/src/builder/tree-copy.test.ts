import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import { DUPLICATE_FAILED_MESSAGE, duplicateAction, duplicateCapability } from './tree-copy.ts';
import { findAction, findCapability } from './tree.ts';

const counter = () => {
  let n = 0;
  return () => `new-${(n += 1)}`;
};

const items: Capability[] = [
  {
    id: 'cap-workplace',
    name: 'Modern Workplace',
    items: [
      {
        id: 'cap-intune',
        name: 'Intune',
        linkIds: ['cap-autopilot', 'cap-security'],
        metrics: [{ id: 'met-devices', name: 'Devices', effort: 0, value: 500 }],
        actions: [
          {
            id: 'act-enrol',
            name: 'Enrol',
            effort: 8,
            dependencyIds: ['act-plan', 'act-outside'],
            metrics: [{ id: 'met-act', name: 'Devices', effort: 0.5, value: 500, metricId: 'met-devices' }],
            deliverables: [
              { id: 'del-1', name: 'Runbook', description: 'How', format: { id: 'word', name: 'Word' } },
            ],
            risks: [
              {
                id: 'risk-1',
                name: 'R',
                consequence: 'C',
                mitigation: 'M',
                impact: 'High',
                probability: 'Low',
                owner: 'O',
              },
            ],
            actions: [{ id: 'act-plan', name: 'Plan', effort: 2 }],
          },
        ],
        items: [{ id: 'cap-autopilot', name: 'Autopilot' }],
      },
      { id: 'cap-after', name: 'After' },
    ],
  },
  { id: 'cap-security', name: 'Security' },
];

describe('duplicate a capability', () => {
  const result = duplicateCapability(items, 'cap-intune', counter());
  if (!result.ok) throw new Error('duplicate failed');
  const siblings = result.items[0]?.items ?? [];
  const copy = siblings[1] as Capability;

  it('places the copy right after the original, named (COPY)', () => {
    expect(siblings.map((c) => c.name)).toEqual(['Intune', 'Intune (COPY)', 'After']);
    expect(result.copyId).toBe(copy.id);
  });

  it('regenerates every id inside the copy (a document format is a reference, not an id of the copy)', () => {
    const ids =
      JSON.stringify(copy, (k, v: unknown) => (k === 'format' ? undefined : v)).match(/"id":"[^"]+"/g) ?? [];
    expect(ids).toHaveLength(8);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((x) => x.includes('new-'))).toBe(true);
  });

  it('points references inside the copy to the new ids and leaves outside ones alone', () => {
    const newAutopilot = copy.items?.[0]?.id;
    expect(copy.linkIds).toEqual([newAutopilot, 'cap-security']);
    const action = copy.actions?.[0];
    expect(action?.dependencyIds).toEqual([action?.actions?.[0]?.id, 'act-outside']);
    expect(action?.metrics?.[0]?.metricId).toBe(copy.metrics?.[0]?.id);
  });

  it('does not change the input', () => {
    expect(items[0]?.items?.map((c) => c.name)).toEqual(['Intune', 'After']);
    expect(result.items[1]).toBe(items[1]);
  });

  it('duplicates a top-level capability at the top level', () => {
    const top = duplicateCapability(items, 'cap-security', counter());
    expect(top.ok && top.items.map((c) => c.name)).toEqual([
      'Modern Workplace',
      'Security',
      'Security (COPY)',
    ]);
  });

  it('fails with the spec alert for an unknown id', () => {
    expect(duplicateCapability(items, 'nope', counter())).toEqual({
      ok: false,
      message: DUPLICATE_FAILED_MESSAGE,
    });
    expect(DUPLICATE_FAILED_MESSAGE).toBe('Something went wrong - could not duplicate selected capability!');
  });
});

describe('duplicate an action', () => {
  it.each([
    ['act-enrol', 'cap-intune', ['Enrol', 'Enrol (COPY)']],
    ['act-plan', 'cap-intune', ['Enrol']],
  ])('%s is copied next to itself', (actionId, capId, topNames) => {
    const result = duplicateAction(items, actionId, counter());
    if (!result.ok) throw new Error('duplicate failed');
    const cap = findCapability(result.items, capId)?.node;
    expect(cap?.actions?.map((a) => a.name)).toEqual(topNames);
    const found = findAction(result.items, result.copyId);
    expect(found?.action.name).toMatch(/ \(COPY\)$/);
  });

  it('copies a sub-action inside its parent action with new ids', () => {
    const result = duplicateAction(items, 'act-plan', counter());
    if (!result.ok) throw new Error('duplicate failed');
    const enrol = findAction(result.items, 'act-enrol')?.action;
    expect(enrol?.actions?.map((a) => [a.id, a.name])).toEqual([
      ['act-plan', 'Plan'],
      ['new-1', 'Plan (COPY)'],
    ]);
  });

  it('gives the copied child items new ids', () => {
    const result = duplicateAction(items, 'act-enrol', counter());
    if (!result.ok) throw new Error('duplicate failed');
    const copy = findAction(result.items, result.copyId)?.action;
    expect(copy?.deliverables?.[0]?.id).not.toBe('del-1');
    expect(copy?.risks?.[0]?.id).not.toBe('risk-1');
    expect(copy?.deliverables?.[0]?.name).toBe('Runbook');
    // the capability metric stays outside the copy, so the link to it is kept
    expect(copy?.metrics?.[0]?.metricId).toBe('met-devices');
  });

  it('fails for an unknown action', () => {
    expect(duplicateAction(items, 'nope', counter()).ok).toBe(false);
  });
});
