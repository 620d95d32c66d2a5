import { describe, expect, it } from 'vitest';
import type { RoleId } from '../auth/roles.ts';
import type { Capability } from '../contracts/catalogue.ts';
import type { Solution } from '../contracts/solutions.ts';

type SelectedCapabilities = NonNullable<Solution['state']['capabilities']>;
import { catalogueFor, isPublishedTo, restoreRedacted, seesFullCatalogue, solutionFor } from './exposure.ts';

const cap = (
  id: string,
  published: Capability['published'],
  extra: Partial<Capability> = {},
): Capability => ({
  id,
  name: id,
  published,
  owners: ['owner@provider.example'],
  actions: [
    {
      id: `${id}-a`,
      name: 'Act',
      effort: 40,
      owners: ['owner@provider.example'],
      metrics: [{ id: `${id}-m`, name: 'Sites', effort: 3, defaultEffort: 3, value: 10 }],
    },
  ],
  ...extra,
});

const CATALOGUE: Capability[] = [
  cap('all', ['PROVIDER', 'PARTNER', 'ACCENTURE', 'HP'], {
    items: [cap('all-draft', ['DRAFT']), cap('all-hp', ['HP'])],
  }),
  cap('hp', ['PROVIDER', 'PARTNER', 'HP']),
  cap('acn', ['PROVIDER', 'ACCENTURE']),
  cap('provider', ['PROVIDER']),
  cap('draft', ['DRAFT']),
  cap('hidden', ['PROVIDER', 'PARTNER', 'ACCENTURE', 'HP'], { groups: ['HIDDEN'] }),
  cap('none', undefined),
];

const ids = (caps: Capability[]): string[] => caps.flatMap((c) => [c.id, ...ids(c.items ?? [])]);

describe('catalogue exposure by role', () => {
  it.each([
    ['ADMIN', ['all', 'all-draft', 'all-hp', 'hp', 'acn', 'provider', 'draft', 'hidden', 'none']],
    ['SALES_PERSON', ['all', 'all-draft', 'all-hp', 'hp', 'acn', 'provider', 'draft', 'hidden', 'none']],
    ['SOLUTION_REVIEWER', ['all', 'all-draft', 'all-hp', 'hp', 'acn', 'provider', 'draft', 'hidden', 'none']],
    ['HP_SALES_PERSON', ['all', 'all-hp', 'hp']],
    ['HP_SOLUTION_ARCHITECT', ['all', 'all-hp', 'hp']],
    ['ACCENTURE_SALES_PERSON', ['all', 'hp', 'acn']],
    ['CLIENT', ['all', 'hp', 'acn', 'provider']],
  ] as [RoleId, string[]][])('%s receives %j', (role, expected) => {
    expect(ids(catalogueFor(role, CATALOGUE))).toEqual(expected);
  });

  it.each([
    ['SALES_PERSON', true],
    ['DEAL_TEAM', true],
    ['HP_SALES_PERSON', false],
    ['ACCENTURE_SOLUTION_ARCHITECT', false],
    ['CLIENT', false],
  ] as [RoleId, boolean][])('%s sees effort hours and owners: %s', (role, full) => {
    const [first] = catalogueFor(role, CATALOGUE);
    expect(first!.actions![0]!.effort).toBe(full ? 40 : 0);
    expect(first!.actions![0]!.metrics![0]!.effort).toBe(full ? 3 : 0);
    expect('defaultEffort' in first!.actions![0]!.metrics![0]!).toBe(full);
    expect('owners' in first!).toBe(full);
    expect('owners' in first!.actions![0]!).toBe(full);
    expect(seesFullCatalogue(role)).toBe(full);
  });

  it('publishes nothing with DRAFT or without a publication outside the provider', () => {
    expect(isPublishedTo(cap('x', ['DRAFT', 'HP']), 'HP')).toBe(false);
    expect(isPublishedTo(cap('x', undefined), 'CLIENT')).toBe(false);
    expect(isPublishedTo(cap('x', undefined), 'PROVIDER')).toBe(true);
  });
});

describe('a redacted user reading and saving a solution', () => {
  const stored = [
    {
      ...cap('hp', ['HP']),
      selected: true,
      actions: [{ ...cap('hp', ['HP']).actions![0]!, selected: true, effort: 55 }],
    },
  ];
  const state = { step: 2 as const, steps: [1, 2] as (1 | 2)[], items: stored };

  it('reads the copy without effort or owners', () => {
    const seen = solutionFor('HP_SALES_PERSON', {
      state: {
        ...state,
        capabilities: [{ path: 'hp', isSelected: true, scope: [{ id: 'hp-a', name: 'Act', effort: 85 }] }],
      },
    });
    expect(seen.state.items[0]!.actions![0]!.effort).toBe(0);
    expect(seen.state.capabilities![0]!.scope![0]!.effort).toBe(0);
    expect(solutionFor('SALES_PERSON', { state }).state.items[0]!.actions![0]!.effort).toBe(55);
  });

  it('restores effort from the stored copy first, then the catalogue, ignoring what was sent, and recomputes the scope', () => {
    const sent = [
      { ...stored[0]!, actions: [{ ...stored[0]!.actions[0]!, effort: 9999 }] },
      {
        ...cap('all', ['HP']),
        selected: true,
        owners: ['forged@x.example'],
        actions: [{ ...cap('all', ['HP']).actions![0]!, effort: 0, selected: true }],
      },
    ];
    const restored = restoreRedacted(
      'HP_SALES_PERSON',
      { items: sent, capabilities: [] as SelectedCapabilities },
      [stored, CATALOGUE],
    );
    expect(restored.items[0]!.actions![0]!.effort).toBe(55);
    expect(restored.items[1]!.actions![0]!.effort).toBe(40);
    expect(restored.items[1]!.owners).toEqual(['owner@provider.example']);
    // 40 h own effort + 3 h x 10 sites.
    expect(restored.capabilities!.map((c) => c.scope![0]!.effort)).toEqual([55 + 30, 70]);
  });

  it("leaves a full user's save as sent", () => {
    const sent = { items: stored };
    expect(restoreRedacted('SALES_PERSON', sent, [CATALOGUE])).toBe(sent);
  });
});
