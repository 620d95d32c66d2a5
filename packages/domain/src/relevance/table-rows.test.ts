import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import { ENGAGEMENT_OFFERING_AREAS } from '../contracts/reference.ts';
import { applyRelevanceUpdates, capabilityRelevanceRows, relevanceCapabilities } from './table-rows.ts';

const cap = (id: string, areaId: string | undefined, extra: Partial<Capability> = {}): Capability => ({
  id,
  name: `Name ${id}`,
  ...(areaId ? { areaId } : {}),
  ...extra,
});
const catalogue: Capability[] = [
  cap('sec-1', 'area-security', { relevance: { EX: 10, CS: 90, ROI: 20, TCO: 30, OE: 40 } }),
  cap('core-1', 'area-core', {
    description: 'Core one',
    relevance: { EX: 70, CS: 45, ROI: 60, TCO: 65, OE: 75 },
    items: [cap('core-1-1', 'area-core', { relevance: { EX: 1, CS: 1, ROI: 1, TCO: 1, OE: 1 } })],
  }),
  cap('core-2', 'area-core'),
  cap('hidden', 'area-core', { groups: ['HIDDEN'] }),
  cap('other', 'area-elsewhere'),
  cap('none', undefined),
];

describe('relevance table rows (Area, Name, Description, EX, CS, ROI, TCO, OE)', () => {
  const rows = capabilityRelevanceRows(catalogue, ENGAGEMENT_OFFERING_AREAS);
  it('lists visible top-level capabilities of the four areas, in area order', () => {
    expect(rows.map((r) => r.id)).toEqual(['core-1', 'core-2', 'sec-1']);
  });
  it('flattens the scores; missing scores are zeros', () => {
    expect(rows[0]).toEqual({
      id: 'core-1',
      areaId: 'area-core',
      area: 'Core',
      name: 'Name core-1',
      description: 'Core one',
      EX: 70,
      CS: 45,
      ROI: 60,
      TCO: 65,
      OE: 75,
    });
    expect(rows[1]).toMatchObject({ description: '', EX: 0, CS: 0, ROI: 0, TCO: 0, OE: 0 });
    expect(rows[2]).toMatchObject({ area: 'Security', CS: 90 });
  });
  it('gives the sales helper the same capabilities', () => {
    expect(relevanceCapabilities(catalogue, ENGAGEMENT_OFFERING_AREAS).map((c) => c.id)).toEqual([
      'core-1',
      'core-2',
      'sec-1',
    ]);
  });
});

describe('saving relevance rows', () => {
  it('replaces the scores of changed capabilities only', () => {
    const result = applyRelevanceUpdates(catalogue, ENGAGEMENT_OFFERING_AREAS, [
      { id: 'core-2', EX: 5, CS: 0, ROI: 0, TCO: 0, OE: 100 },
      { id: 'sec-1', EX: 10, CS: 90, ROI: 20, TCO: 30, OE: 40 },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.changed).toEqual(['core-2']);
    expect(result.catalogue[2]!.relevance).toEqual({ EX: 5, CS: 0, ROI: 0, TCO: 0, OE: 100 });
    expect(result.catalogue[0]).toBe(catalogue[0]);
    expect(result.catalogue[1]).toBe(catalogue[1]);
    expect(catalogue[2]!.relevance).toBeUndefined();
  });
  it.each([['hidden'], ['core-1-1'], ['other'], ['missing']])('refuses %s, applying nothing', (id) => {
    expect(
      applyRelevanceUpdates(catalogue, ENGAGEMENT_OFFERING_AREAS, [
        { id: 'core-2', EX: 5, CS: 0, ROI: 0, TCO: 0, OE: 100 },
        { id, EX: 1, CS: 1, ROI: 1, TCO: 1, OE: 1 },
      ]),
    ).toEqual({ ok: false, unknownIds: [id] });
  });
});
