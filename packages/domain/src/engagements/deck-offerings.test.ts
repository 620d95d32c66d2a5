import { describe, expect, it } from 'vitest';
import type { Capability } from '../contracts/catalogue.ts';
import { filedUnder, priorityPoints } from './deck-heard-links.ts';
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
    // But it is reported for its row on the priorities slide (the discovery workshops look at it).
    expect(out.notServed).toEqual(['TCO']);
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

// Bid managers' reading: a point filed under one priority was claimed by an offering for another. The seeded
// conversations (api seed data and the preview's Albion), with the priorities the decks rate.
const ALBION = [
  '9,800 staff, most of them at depots or on trains',
  '8,600 devices, among them shared handhelds for frontline staff',
  'Shared mobile devices ready at the start of each shift, signed in within seconds',
  'Teams for operational messages between depots, trains and control',
  'Lost or stolen devices wiped the same day',
];
const SEVERN = [
  '14,500 staff, many of them clinicians who share ward devices between shifts',
  'Signing in to a shared ward device takes too long, so clinicians stay signed in to save time',
  'Security comes first: multi-factor sign-in for everyone, without slowing clinicians down',
  '11,800 devices, not all of them patched on time today',
  'Three service desks today, to become one',
  'Cloud PCs are of interest for staff who work across the trust’s sites',
];
const LABELS = {
  EX: 'Employee experience',
  CS: 'Cyber security',
  ROI: 'Increased return on investment',
  TCO: 'Reduced total cost of ownership',
  OE: 'Operational efficiency',
} as const;
type Key = keyof typeof LABELS;
const SEEDED: Record<string, [string, string, number[]]> = {
  'offering-device-management': ['Device Management (Intune)', 'cap-device-management', [80, 70, 55, 75, 85]],
  'offering-teams-collaboration': ['Teams & Collaboration', 'cap-teams-collaboration', [90, 35, 55, 50, 70]],
  'offering-endpoint-protection': [
    'Endpoint Protection (Defender)',
    'cap-endpoint-protection',
    [40, 95, 45, 55, 60],
  ],
  'offering-service-desk': ['Service Desk', 'cap-service-desk', [80, 40, 60, 65, 85]],
  'offering-identity-foundation': [
    'Identity Foundation (Entra ID)',
    'cap-identity-foundation',
    [65, 90, 40, 50, 70],
  ],
  'offering-zero-trust-access': ['Zero Trust Access', 'cap-zero-trust-access', [60, 90, 45, 60, 55]],
  'offering-windows-365': ['Windows 365 Cloud PC', 'cap-windows-365', [75, 60, 50, 65, 70]],
};

describe('an offering claims a point only under the priority it is filed under', () => {
  it.each([
    [
      // Teams' point is filed under operational efficiency (Low): Teams says it serves it, beside employee
      // experience (its capability's 90), not employee experience alone.
      'Albion (EX, CS High; TCO Medium; OE Low)',
      ALBION,
      [['EX', 'CS', 'TCO'], ['OE']],
      [
        'offering-device-management',
        'offering-teams-collaboration',
        'offering-endpoint-protection',
        'offering-service-desk',
      ],
      [
        [
          'Device Management (Intune)',
          [ALBION[1], ALBION[2], ALBION[4]],
          ['Employee experience', 'Cyber security'],
        ],
        ['Teams and Collaboration', [ALBION[3]], ['Employee experience', 'Operational efficiency']],
        ['Endpoint Protection (Defender)', [], ['Cyber security']],
        ['Service Desk', [], ['Employee experience']],
      ],
      ['TCO'],
    ],
    [
      // The shared ward device point is filed under employee experience: identity and zero trust no longer say they
      // serve operational efficiency by it; Defender no longer serves employee experience by the security point.
      'Severn (CS, EX High; OE, TCO Medium; ROI Low)',
      SEVERN,
      [['CS', 'EX', 'OE', 'TCO'], ['ROI']],
      [
        'offering-identity-foundation',
        'offering-endpoint-protection',
        'offering-zero-trust-access',
        'offering-service-desk',
        'offering-windows-365',
      ],
      [
        [
          'Identity Foundation (Entra ID)',
          [SEVERN[1], SEVERN[0], SEVERN[2]],
          ['Cyber security', 'Employee experience'],
        ],
        ['Endpoint Protection (Defender)', [SEVERN[2]], ['Cyber security']],
        ['Zero Trust Access', [SEVERN[1], SEVERN[2], SEVERN[5]], ['Cyber security', 'Employee experience']],
        ['Service Desk', [SEVERN[4]], ['Employee experience', 'Operational efficiency']],
        // Filed on no row (employee experience shows two others): its themes' priority, as before.
        ['Windows 365 Cloud PC', [SEVERN[5]], ['Employee experience']],
      ],
      ['TCO'],
    ],
  ] as const)('%s', (_name, heard, [countedKeys, lowKeys], ids, rows, notServed) => {
    const keys = [...countedKeys, ...lowKeys] as Key[];
    const points = priorityPoints(heard, keys);
    const out = deckOfferings({
      client: 'Client',
      heard,
      priorities: countedKeys.map((k) => ({ key: k, label: LABELS[k], heard: points[k] ?? [] })),
      rated: keys.map((k) => ({ key: k, label: LABELS[k] })),
      filed: filedUnder(points),
      offered: ids.map((id) => ({
        id,
        name: SEEDED[id]![0],
        areaId: 'area-core' as const,
        description: 'x',
      })),
      capabilityOf: new Map(ids.map((id) => [id, capability(SEEDED[id]![1], SEEDED[id]![2])])),
      catalogueText: new Map(),
      freeDiscovery: true,
      visibleItems: () => [],
    });
    expect(out.offerings.map((o) => [o.name, o.heard, o.serves])).toEqual(rows);
    // Every point an offering claims is filed under a priority it serves, or on no row.
    for (const o of out.offerings)
      for (const p of o.heard) {
        const under = Object.entries(points).find(([, list]) => list.includes(p))?.[0] as Key | undefined;
        if (under) expect(o.serves).toContain(LABELS[under]);
      }
    expect(out.notServed).toEqual(notServed);
    expect(out.unserved).toEqual([]);
  });
});

describe('alternatives that answer the same points', () => {
  // Mercia's conversation: working from home and the ending virtual desktop contract, both answered by either desktop.
  const MERCIA = [
    'Staff work from home two or three days a week, and signing in to the virtual desktops from home is slow',
    'The virtual desktop estate’s support contract ends in 2028, and it is costly to run',
  ];
  const ALTERNATIVES: Record<string, [string, string]> = {
    'offering-azure-virtual-desktop': ['Azure Virtual Desktop', 'cap-azure-virtual-desktop'],
    'offering-windows-365': ['Windows 365 Cloud PC', 'cap-windows-365'],
  };
  it('each says what it would do about them (the answers differ: what the client compares)', () => {
    const keys: Key[] = ['EX', 'TCO'];
    const points = priorityPoints(MERCIA, keys);
    const ids = Object.keys(ALTERNATIVES);
    const out = deckOfferings({
      client: 'Client',
      heard: MERCIA,
      priorities: keys.map((k) => ({ key: k, label: LABELS[k], heard: points[k] ?? [] })),
      rated: keys.map((k) => ({ key: k, label: LABELS[k] })),
      filed: filedUnder(points),
      offered: ids.map((id) => ({
        id,
        name: ALTERNATIVES[id]![0],
        areaId: 'area-core' as const,
        description: 'x',
      })),
      capabilityOf: new Map(ids.map((id) => [id, capability(ALTERNATIVES[id]![1], [75, 50, 50, 70, 60])])),
      catalogueText: new Map(),
      freeDiscovery: true,
      visibleItems: () => [],
    });
    const [first, second] = out.offerings;
    expect(first!.option).toBe('An alternative to Windows 365 Cloud PC: we help you choose, or mix both.');
    expect(second!.option).toBe('An alternative to Azure Virtual Desktop: we help you choose, or mix both.');
    expect(second!.heard).toEqual(first!.heard);
    expect(second!.why).toBeUndefined();
    expect(first!.answers).toEqual([
      {
        topic: 'Working anywhere',
        text: 'a quick sign-in from home or any site, with desktops added at busy times',
      },
      {
        topic: 'Virtual desktops',
        text: 'your desktops moved to Azure in stages, with no servers of your own to run or renew',
      },
    ]);
    expect(second!.answers).toEqual([
      { topic: 'Working anywhere', text: 'each person’s own desktop, the same at home or at any site' },
      {
        topic: 'Virtual desktops',
        text: 'your desktops moved to cloud PCs in stages, at a known price per person per month',
      },
    ]);
    // It serves what the first serves.
    expect(second!.serves).toEqual(first!.serves);
  });
});
