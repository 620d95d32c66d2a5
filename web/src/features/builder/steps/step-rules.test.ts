import { newSolutionRequest, type Capability } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { displayedName, missingStepOne, nameForClient } from './information-values.ts';
import { capabilityDocuments, reviewItems } from '@portal/domain';

const doc = (id: string, name: string, documentId?: string) => ({
  id,
  name,
  description: `${name} description`,
  format: { id: 'word', name: 'Word' },
  ...(documentId ? { documentId } : {}),
});

const TREE: Capability[] = [
  {
    id: 'cap-a',
    name: 'Workplace',
    selected: true,
    actions: [
      {
        id: 'act-1',
        name: 'Design',
        effort: 10,
        selected: true,
        metrics: [{ id: 'm-1', name: 'Users', effort: 0.1, value: 200 }],
        assumptions: [{ id: 'as-1', name: 'Client provides access' }],
        deliverables: [doc('dl-1', 'Design document', 'https://docs.example/design'), doc('dl-2', 'Plan')],
        actions: [
          {
            id: 'act-1a',
            name: 'Review',
            effort: 2,
            selected: true,
            risks: [
              {
                id: 'r-1',
                name: 'Delay',
                consequence: 'Late',
                mitigation: 'Plan early',
                impact: 'High',
                probability: 'Low',
                owner: 'PM',
              },
            ],
          },
        ],
      },
      { id: 'act-2', name: 'Out of scope', effort: 5, selected: false, tools: [doc('t-1', 'Scanner')] },
    ],
    items: [
      {
        id: 'cap-b',
        name: 'Intune',
        selected: true,
        actions: [
          {
            id: 'act-3',
            name: 'Enrol',
            effort: 4,
            selected: true,
            tools: [doc('t-2', 'Autopilot')],
            workProducts: [doc('wp-1', 'Profiles', 'doc-123')],
            dependencies: [{ id: 'act-1', name: 'Design' }],
          },
        ],
      },
    ],
  },
  {
    id: 'cap-c',
    name: 'Not chosen',
    selected: false,
    actions: [
      { id: 'act-4', name: 'Nothing', effort: 1, selected: true, assumptions: [{ id: 'as-2', name: 'x' }] },
    ],
  },
];

describe('review tables', () => {
  it('collects the children of in-scope actions of selected capabilities, with action and path', () => {
    const items = reviewItems(TREE);
    expect(items.metrics.map((m) => [m.item.name, m.action, m.path])).toEqual([
      ['Users', 'Design', 'Workplace'],
    ]);
    expect(items.assumptions.map((a) => a.item.name)).toEqual(['Client provides access']);
    expect(items.risks.map((r) => [r.item.name, r.action])).toEqual([['Delay', 'Review']]);
    expect(items.tools.map((t) => [t.item.name, t.path])).toEqual([['Autopilot', 'Workplace/Intune']]);
    expect(items.dependencies.map((d) => [d.item.name, d.action])).toEqual([['Design', 'Enrol']]);
  });

  it('lists capability documents that have a document', () => {
    expect(capabilityDocuments(TREE).map((d) => [d.kind, d.item.name, d.path])).toEqual([
      ['Deliverable', 'Design document', 'Workplace'],
      ['Work Product', 'Profiles', 'Workplace/Intune'],
    ]);
    expect(capabilityDocuments([])).toEqual([]);
  });
});

describe('step 1 values', () => {
  it("shows the default name 'Draft' as an empty field", () => {
    expect(displayedName('Draft')).toBe('');
    expect(displayedName(undefined)).toBe('');
    expect(displayedName('Windows 11 rollout')).toBe('Windows 11 rollout');
  });

  it.each([
    ['Draft', 'Contoso', 'Draft for Contoso'],
    ['Draft for Fabrikam', 'Contoso', 'Draft for Contoso'],
    ['Draft for Fabrikam', undefined, 'Draft'],
    ['Windows 11 rollout', undefined, 'Windows 11 rollout'],
  ])('stored name %j with client %j becomes %j', (name, client, expected) => {
    expect(nameForClient(name, client)).toBe(expected);
  });

  it('needs a client, a valid month and a name', () => {
    const draft = newSolutionRequest({ organization: 'PROVIDER', now: new Date('2026-01-15T00:00:00Z') });
    expect(missingStepOne(draft, null)).toEqual(['client', 'name']);
    expect(missingStepOne(draft, '')).toEqual(['client', 'expectedStart', 'name']);
    const filled = {
      ...draft,
      salesClient: { id: 'c-1', name: 'Contoso' },
      fields: { ...draft.fields, name: 'Draft for Contoso' },
    };
    expect(missingStepOne(filled, null)).toEqual([]);
  });
});
