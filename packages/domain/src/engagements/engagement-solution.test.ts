import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import { engagementDeckModel, sliderImportance } from './deck-model.ts';
import { frameworkItems, frameworkSolutionRequest, plainToRichText } from './framework-solution.ts';
import { capabilityIdOf, engagementOfferings, offeringIdOf, unknownOfferingIds } from './offerings.ts';
import { unsetPriorities } from './priorities.ts';

const cap = (id: string, areaId: string | undefined, extra: Partial<Capability> = {}): Capability => ({
  id,
  name: `Name ${id}`,
  ...(areaId ? { areaId } : {}),
  ...extra,
});
const catalogue: Capability[] = [
  cap('cap-sec-1', 'area-security', {
    description: 'Zero <b>trust</b>',
    relevance: { EX: 10, CS: 90, ROI: 20, TCO: 30, OE: 40 },
  }),
  cap('cap-core-1', 'area-core', {
    description: 'Core one',
    relevance: { EX: 70, CS: 45, ROI: 60, TCO: 65, OE: 75 },
    actions: [{ id: 'a-1', name: 'Plan', effort: 8 } as never],
    items: [cap('cap-core-1-1', 'area-core'), cap('cap-core-1-h', 'area-core', { groups: ['HIDDEN'] })],
  }),
  cap('cap-core-2', 'area-core', { linkIds: ['cap-sec-1'] }),
  cap('cap-hidden', 'area-core', { groups: ['HIDDEN'] }),
  cap('cap-other', 'area-elsewhere'),
];

describe('offerings come from the catalogue: offering-x is cap-x', () => {
  it.each([
    ['cap-core-1', 'offering-core-1'],
    ['plain', 'offering-plain'],
  ])('%s <-> %s', (capId, offeringId) => {
    expect(offeringIdOf(capId)).toBe(offeringId);
    if (capId.startsWith('cap-')) expect(capabilityIdOf(offeringId)).toBe(capId);
  });

  it('lists visible top-level capabilities of the four areas, in area order, descriptions as plain text', () => {
    expect(engagementOfferings(catalogue)).toEqual([
      { id: 'offering-core-1', name: 'Name cap-core-1', areaId: 'area-core', description: 'Core one' },
      { id: 'offering-core-2', name: 'Name cap-core-2', areaId: 'area-core', description: '' },
      { id: 'offering-sec-1', name: 'Name cap-sec-1', areaId: 'area-security', description: 'Zero trust' },
    ]);
  });

  it('names the unknown ids', () => {
    const offerings = engagementOfferings(catalogue);
    expect(unknownOfferingIds(['offering-core-1', 'offering-hidden', 'x'], offerings)).toEqual([
      'offering-hidden',
      'x',
    ]);
  });
});

describe('the framework solution selects the chosen offerings’ capabilities', () => {
  it('selects a capability with its subtree and its actions in scope; others are not stored', () => {
    const items = frameworkItems(catalogue, ['offering-core-1']);
    expect(items.map((c) => [c.id, c.selected])).toEqual([['cap-core-1', true]]);
    expect(items[0]!.items!.map((c) => [c.id, c.selected])).toEqual([['cap-core-1-1', true]]);
    expect(items[0]!.actions![0]!.selected).toBe(true);
  });

  it('selects linked capabilities as the builder does', () => {
    const items = frameworkItems(catalogue, ['offering-core-2']);
    expect(items.map((c) => [c.id, c.selected])).toEqual([
      ['cap-sec-1', true],
      ['cap-core-2', true],
    ]);
  });

  it('leaves out an offering whose capability is gone', () => {
    expect(frameworkItems(catalogue, ['offering-gone'])).toEqual([]);
  });

  it('makes a step-0 solution for the client, named after the engagement', () => {
    const request = frameworkSolutionRequest({
      name: 'Engagement for Contoso',
      notes: 'a < b & c\nnext',
      client: { id: 'client-1', name: 'Contoso' },
      offeringIds: ['offering-sec-1'],
      priorities: { ...unsetPriorities(), EX: 3 },
      catalogue,
      catalogueVersion: 4,
      organization: 'PROVIDER',
      now: new Date('2026-11-24T10:00:00Z'),
    });
    expect(request).toMatchObject({
      salesClient: { id: 'client-1', name: 'Contoso' },
      expectedStart: '2026-11',
      catalogueVersion: 4,
      fields: {
        organization: 'PROVIDER',
        name: 'Engagement for Contoso',
        engagementNotes: 'a &lt; b &amp; c<br>next',
      },
      state: { step: 0, steps: [], offerings: ['offering-sec-1'], priorities: { EX: 3, CS: -1 } },
    });
    expect(request.state.items.map((c) => c.id)).toEqual(['cap-sec-1']);
    expect(request.state.capabilities?.map((c) => [c.path, c.isSelected])).toEqual([
      ['Name cap-sec-1', true],
    ]);
  });

  it('escapes plain text so nothing becomes a tag', () => {
    expect(plainToRichText('<script>x</script>')).toBe('&lt;script&gt;x&lt;/script&gt;');
  });
});

describe('the slide deck model', () => {
  const base = {
    client: 'Contoso',
    name: 'Engagement for Contoso',
    notes: 'Notes',
    preparedBy: 'Sam Seller',
    generatedAt: new Date('2026-11-24T23:30:00Z'),
    priorities: { EX: 3, CS: 2, ROI: 1, TCO: 0, OE: -1 } as const,
    offeringIds: ['offering-sec-1', 'offering-core-1'],
    catalogue,
  };

  it('holds cover, priorities with their labels, offerings grouped by area, next steps', () => {
    const m = engagementDeckModel(base);
    expect(m.date).toBe('24 November 2026');
    expect(m.priorities.map((p) => [p.label, p.value])).toEqual([
      ['Employee Experience (EX)', 'High'],
      ['Cyber Security (CS)', 'Medium'],
      ['Increased ROI (ROI)', 'Low'],
      ['Reduced TCO (TCO)', 'N/A'],
    ]);
    expect(m.areas).toEqual([
      {
        id: 'area-core',
        name: 'Core',
        offerings: [
          {
            id: 'offering-core-1',
            name: 'Name cap-core-1',
            description: 'Core one',
            capabilities: ['Name cap-core-1-1'],
          },
        ],
      },
      {
        id: 'area-security',
        name: 'Security',
        offerings: [
          { id: 'offering-sec-1', name: 'Name cap-sec-1', description: 'Zero trust', capabilities: [] },
        ],
      },
    ]);
    expect(m.relevance).toBeUndefined();
    expect(m.fromSliders).toBe(false);
    expect(m.solution).toBeUndefined();
    expect(m.nextSteps).toEqual([
      'Confirm the client priorities and the chosen offerings with the client',
      'Agree the scope and timeline of a first workshop',
      'Build a solution for the chosen offerings with a solution architect',
    ]);
  });

  it('names and describes the offerings as the stored offerings say, an added one without includes (ADR 0041)', () => {
    const m = engagementDeckModel({
      ...base,
      offeringIds: ['offering-core-1', 'offering-sec-1', 'offering-new'],
      offerings: [
        { id: 'offering-core-1', name: 'Core renamed', areaId: 'area-core', description: 'Kept apart' },
        { id: 'offering-new', name: 'Added', areaId: 'area-security', description: 'No capability' },
      ],
    });
    expect(m.areas).toEqual([
      {
        id: 'area-core',
        name: 'Core',
        offerings: [
          {
            id: 'offering-core-1',
            name: 'Core renamed',
            description: 'Kept apart',
            capabilities: ['Name cap-core-1-1'],
          },
        ],
      },
      {
        id: 'area-security',
        name: 'Security',
        offerings: [
          { id: 'offering-new', name: 'Added', description: 'No capability', capabilities: [] },
          // Removed from the stored offerings since: named after its capability.
          { id: 'offering-sec-1', name: 'Name cap-sec-1', description: 'Zero trust', capabilities: [] },
        ],
      },
    ]);
  });

  it('leaves out the priorities not set (a client slide never says Not set)', () => {
    const m = engagementDeckModel({ ...base, priorities: { EX: -1, CS: -1, ROI: -1, TCO: -1, OE: -1 } });
    expect(m.priorities).toEqual([]);
  });

  it('with sliders: importance from the sliders and the relevance chart (spec §9 worked example)', () => {
    const m = engagementDeckModel({
      ...base,
      sliders: { EX: 50, CS: 60, ROI: 100, TCO: 100, OE: 100 },
      solutionId: '1042',
      publicUrl: 'https://portal.example/',
    });
    expect(m.fromSliders).toBe(true);
    expect(m.priorities.map((p) => [p.key, p.value, p.detail])).toEqual([
      ['EX', 'High', 'Slider 50 · weight 1'],
      ['CS', 'High', 'Slider 60 · weight 0.8'],
      ['ROI', 'N/A', 'Slider 100 · weight 0'],
      ['TCO', 'N/A', 'Slider 100 · weight 0'],
      ['OE', 'N/A', 'Slider 100 · weight 0'],
    ]);
    // (70 × 1 + 45 × 0.8) / 1.8 = 58.9 -> 59; (10 × 1 + 90 × 0.8) / 1.8 = 45.6 -> 46
    expect(m.relevance).toEqual([
      { name: 'Name cap-core-1', relevance: 59, band: 'under-60' },
      { name: 'Name cap-sec-1', relevance: 46, band: 'under-60' },
    ]);
    expect(m.solution).toEqual({ id: '1042', url: 'https://portal.example/sales/solution/1042' });
    expect(m.nextSteps.at(-1)).toBe('Open framework solution 1042 in the Solution Portal');
  });

  it.each([
    [50, 'High'],
    [60, 'High'],
    [70, 'Medium'],
    [80, 'Medium'],
    [90, 'Low'],
    [100, 'N/A'],
  ] as const)('slider %s reads as %s', (value, label) => {
    expect(sliderImportance(value)).toBe(label);
  });
});
