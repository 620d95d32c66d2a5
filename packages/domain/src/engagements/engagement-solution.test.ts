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
    preparedBy: 'Sam Seller',
    contact: { name: 'Olive Owner', email: 'olive.owner@provider.example' },
    generatedAt: new Date('2026-11-24T23:30:00Z'),
    priorities: { EX: 2, CS: 3, ROI: 1, TCO: 0, OE: -1 } as const,
    offeringIds: ['offering-sec-1', 'offering-core-1'],
    catalogue,
  };

  it('holds cover, priorities by name and importance (most important first), offerings grouped by area, next steps', () => {
    const m = engagementDeckModel(base);
    expect(m.date).toBe('24 November 2026');
    // No internal keys ('(EX)'), abbreviations spelt out, and no 'N/A': what is not a priority is said apart from
    // the priorities (issue 29).
    expect(m.priorities.map((p) => [p.label, p.value])).toEqual([
      ['Cyber security', 'High'],
      ['Employee experience', 'Medium'],
      ['Increased return on investment', 'Low'],
    ]);
    expect(m.notPriorities).toEqual(['Reduced total cost of ownership']);
    expect(m.priorities[0]!.meaning).toBe('Your people, devices and data kept safe from threats');
    expect(m.prioritiesToAgree).toEqual([]);
    // One list for the client, no area headings; nothing heard, so each says why it is suggested.
    expect(m.offerings.map((o) => [o.name, o.description, o.serves])).toEqual([
      // In the order chosen; each serves the priority its capability serves best (at SERVES_AT or more).
      ['Name cap-core-1', 'Core one.', ['Employee experience']],
      ['Name cap-sec-1', 'Zero trust.', ['Cyber security']],
    ]);
    expect(m.offerings[1]!.why).toBe(
      'Beyond the points you raised, we suggest it for cyber security. Tell us if it is of interest.',
    );
    expect(m.unserved).toEqual([]);
    expect(m.relevance).toBeUndefined();
    expect(m.whereToStart).toBeUndefined();
    expect(m.link).toBeUndefined();
    expect(m.contact).toEqual(base.contact);
    // Dated from the deck's date (no conversation date): five working days on, then a week apart.
    expect(m.nextSteps).toEqual([
      'By\u00a01\u00a0December\u00a02026, confirm your priorities and the offerings we suggest, or tell us what to change',
      'Hold the discovery workshops in the week of 7\u00a0December\u00a02026 (agree the dates, and name your stakeholders from IT and from the teams who use the devices)',
      'Agree a date for the solution workshop in the week of 14\u00a0December\u00a02026, where we shape the solution with you',
      'Review our proposal, which we send by 8\u00a0January\u00a02027',
      'Contact Olive Owner (olive.owner@provider.example) to arrange the workshops or with any questions',
    ]);
  });

  it('holds nothing of the engagement that is internal: no notes field, no slider values or weights', () => {
    const m = engagementDeckModel({ ...base, sliders: { EX: 50, CS: 60, ROI: 100, TCO: 100, OE: 100 } });
    expect(JSON.stringify(m)).not.toMatch(/notes|[Ss]lider|weight|\(EX\)|N\/A/);
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
    expect(m.offerings.map((o) => [o.id, o.name, o.description, o.capabilities])).toEqual([
      ['offering-core-1', 'Core renamed', 'Kept apart.', ['Name cap-core-1-1']],
      ['offering-new', 'Added', 'No capability.', []],
      // Removed from the stored offerings since: named after its capability.
      ['offering-sec-1', 'Name cap-sec-1', 'Zero trust.', []],
    ]);
    expect(m.offerings[1]!.why).toBe('Beyond the points you raised: tell us if it is of interest.');
  });

  it('names the Virtualization area by what it does, the UK way, for the client', () => {
    const m = engagementDeckModel({
      ...base,
      offeringIds: ['offering-vdi'],
      catalogue: [cap('cap-vdi', 'area-virtualization', { description: 'Desktops' })],
    });
    expect(m.areas.map((a) => a.name)).toEqual(['Virtual desktops and cloud PCs']);
  });

  it('leaves out the priorities not set (a client slide never says Not set) and lists the five to agree', () => {
    const m = engagementDeckModel({ ...base, priorities: { EX: -1, CS: -1, ROI: -1, TCO: -1, OE: -1 } });
    expect(m.priorities).toEqual([]);
    expect(m.prioritiesToAgree.map((p) => p.label)).toEqual([
      'Employee experience',
      'Cyber security',
      'Increased return on investment',
      'Reduced total cost of ownership',
      'Operational efficiency',
    ]);
    expect(m.notPriorities).toEqual([]);
    expect(m.nextSteps[0]).toBe(
      'By\u00a01\u00a0December\u00a02026, tell us which priorities matter most to you, and confirm the offerings we suggest',
    );
  });

  it('with sliders: importance from the sliders, the relevance chart named as the offerings table and where to start (spec §9 worked example)', () => {
    const m = engagementDeckModel({
      ...base,
      sliders: { EX: 50, CS: 60, ROI: 100, TCO: 100, OE: 100 },
      offerings: [
        { id: 'offering-core-1', name: 'Core renamed', areaId: 'area-core', description: 'Kept apart' },
      ],
      solutionId: '1042',
      publicUrl: 'https://portal.example/',
    });
    expect(m.priorities.map((p) => [p.key, p.value])).toEqual([
      ['EX', 'High'],
      ['CS', 'High'],
    ]);
    expect(m.notPriorities).toEqual([
      'Increased return on investment',
      'Reduced total cost of ownership',
      'Operational efficiency',
    ]);
    // (70 × 1 + 45 × 0.8) / 1.8 = 58.9 -> 59; (10 × 1 + 90 × 0.8) / 1.8 = 45.6 -> 46
    expect(m.relevance).toEqual([
      { name: 'Core renamed', relevance: 59, band: 'under-60' },
      { name: 'Name cap-sec-1', relevance: 46, band: 'under-60' },
    ]);
    expect(m.whereToStart).toBe(
      'Core renamed matches your priorities best, so we suggest the discovery workshops start with it.',
    );
    // The solution's link on a public address, never its number.
    expect(m.link).toEqual({
      text: 'The outline solution online (sign-in needed)',
      url: 'https://portal.example/sales/solution/1042',
    });
    expect(m.nextSteps[2]).toBe(
      'Agree a date for the solution workshop in the week of 14\u00a0December\u00a02026, where we shape the outline solution with you',
    );
    expect(m.nextSteps.join(' ')).not.toContain('1042');
  });

  it.each([
    'http://127.0.0.1:4280',
    'http://localhost:4280/',
    'http://portal:8080',
    'http://10.1.2.3',
    '',
    undefined,
  ])('prints no link to the framework solution on the address %j (a client cannot open it)', (publicUrl) => {
    const m = engagementDeckModel({
      ...base,
      solutionId: '1042',
      ...(publicUrl === undefined ? {} : { publicUrl }),
    });
    expect(m.link).toBeUndefined();
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
