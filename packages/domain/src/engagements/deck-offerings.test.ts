import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import { deckOfferings } from './deck-offerings.ts';

/** The seeded catalogue's relevance (EX, CS, ROI, TCO, OE) of the offerings the seeded engagements choose. */
const capability = (id: string, [EX, CS, ROI, TCO, OE]: number[]) =>
  ({ id, name: id, areaId: 'area-core', relevance: { EX, CS, ROI, TCO, OE } }) as unknown as Capability;
const NORTHBRIDGE = [
  '6,200 staff in 143 branches, the contact centre and head office',
  '7,400 devices still on Windows 10, whose support ended on 14 October 2025',
  '410 business applications, some built in-house, to be tested on Windows 11',
  'Devices to be managed from the cloud with Intune',
  'The branches stay open throughout: a few devices a branch at a time, out of opening hours',
];
const PRIORITIES = [
  { key: 'CS' as const, label: 'Cyber security' },
  { key: 'OE' as const, label: 'Operational efficiency' },
  { key: 'EX' as const, label: 'Employee experience' },
  { key: 'TCO' as const, label: 'Reduced total cost of ownership' },
];
const offered = [
  {
    id: 'offering-windows-11-migration',
    name: 'Windows 11 Migration',
    areaId: 'area-core',
    description: 'x',
  },
  {
    id: 'offering-device-management',
    name: 'Device Management (Intune)',
    areaId: 'area-core',
    description: 'y',
  },
  {
    id: 'offering-discovery-assessment',
    name: 'Discovery & Assessment',
    areaId: 'area-core',
    description: 'z',
  },
] as const;
const capabilityOf = new Map([
  ['offering-windows-11-migration', capability('cap-windows-11-migration', [85, 60, 50, 60, 70])],
  ['offering-device-management', capability('cap-device-management', [80, 70, 55, 75, 85])],
  ['offering-discovery-assessment', capability('cap-discovery-assessment', [70, 45, 60, 65, 75])],
]);

describe('the offerings on the deck, from what we heard', () => {
  it.each([
    [
      'free discovery workshops: Discovery and Assessment not suggested beside them',
      true,
      [
        ['Windows 11 Migration', 3, ['Cyber security', 'Operational efficiency', 'Employee experience']],
        ['Device Management (Intune)', 1, ['Operational efficiency', 'Employee experience']],
      ],
      ['Discovery and Assessment'],
    ],
    [
      'paid workshops: Discovery and Assessment kept, with why (nothing heard bears on it)',
      false,
      [
        ['Windows 11 Migration', 3, ['Cyber security', 'Operational efficiency', 'Employee experience']],
        ['Device Management (Intune)', 1, ['Operational efficiency', 'Employee experience']],
        ['Discovery and Assessment', 0, ['Operational efficiency']],
      ],
      [],
    ],
  ])('%s', (_name, freeDiscovery, rows, covered) => {
    const out = deckOfferings({
      client: 'Northbridge Building Society',
      heard: NORTHBRIDGE,
      priorities: PRIORITIES,
      offered: [...offered],
      capabilityOf,
      catalogueText: new Map(),
      freeDiscovery,
      visibleItems: () => [],
    });
    expect(out.offerings.map((o) => [o.name, o.heard.length, o.serves])).toEqual(rows);
    // Reduced total cost of ownership: no offering serves it, but the client did not raise it (no point heard
    // bears on it): not reported as unserved.
    expect(out.unserved).toEqual([]);
    expect(out.coveredByWorkshops).toEqual(covered);
    expect(out.offerings[0]!.description).toMatch(/^Your Windows devices moved to Windows 11/);
  });

  it('names an unserved priority only when the client raised it', () => {
    const out = deckOfferings({
      client: 'Northbridge Building Society',
      heard: NORTHBRIDGE,
      priorities: PRIORITIES.map((p) =>
        p.key === 'TCO' ? { ...p, heard: ['Licences cost too much'] } : { ...p, heard: [] },
      ),
      offered: [...offered],
      capabilityOf,
      catalogueText: new Map(),
      freeDiscovery: true,
      visibleItems: () => [],
    });
    expect(out.unserved).toEqual(['Reduced total cost of ownership']);
  });
});
