import { describe, expect, it } from 'vitest';
import { engagementDeckModel } from './deck-model.ts';

// The client-side reader: the offerings quoted the client back to them, the workshops had no agenda. The model holds
// what each offering does about each point it answers, and, with workshops offered, their agenda.
describe('the deck model: answers to what we heard, and the workshops’ agenda', () => {
  const catalogue = [
    {
      id: 'cap-device-management',
      name: 'Device Management (Intune)',
      areaId: 'area-core',
      relevance: { EX: 80, CS: 70, ROI: 55, TCO: 75, OE: 85 },
    },
  ] as never[];
  // Albion as the preview makes it (scripts/documents-preview-engagement.ts), with Intune chosen.
  const albion = {
    client: 'Albion Rail Services',
    name: '',
    preparedBy: 'Sam Patel',
    contact: { name: 'Sam Patel', email: 'sales.person@provider.example' },
    generatedAt: new Date('2026-11-30T10:00:00Z'),
    priorities: { EX: -1, CS: -1, ROI: -1, TCO: -1, OE: -1 } as const,
    sliders: { EX: 50, CS: 60, ROI: 100, TCO: 90, OE: 70 } as const,
    clientNeeds: [
      '9,800 staff, most of them at depots or on trains',
      '8,600 devices, among them shared handhelds for frontline staff',
      'Shared mobile devices ready at the start of each shift, signed in within seconds',
      'Lost or stolen devices wiped the same day',
    ].join('\n'),
    catalogue,
    offeringIds: ['offering-device-management'],
  };

  it.each([
    [
      'workshops offered',
      { discoveryCount: 2, discoveryHours: 3, solutionHours: 3, feePounds: 0 },
      [
        'The workshops, at no charge',
        'Discovery workshop 1 \u00b7 three hours',
        'Discovery workshop 2 \u00b7 three hours',
        'Solution workshop \u00b7 three hours',
      ],
    ],
    ['no offer: no agenda (the panels say what happens next)', undefined, undefined],
  ])('%s', (_name, workshops, agenda) => {
    const m = engagementDeckModel({ ...albion, ...(workshops ? { workshops } : {}) });
    const [intune] = m.offerings;
    expect(intune!.answers.map((a) => `${a.topic}: ${a.text}`)).toEqual([
      // 'Signed in within seconds' answered with the shared devices (the cover promises quicker sign-in).
      'Shared devices and sign-in: the shared ones among your 8,600 devices ready each shift, where one sign-in opens every app',
      'Lost or stolen devices: locked or wiped remotely as soon as they are reported',
    ]);
    // The points it answers stay in the model (they decide what it serves), three of them, two on shared devices.
    expect(intune!.heard).toHaveLength(3);
    expect(
      m.workshopAgenda && [m.workshopAgenda.heading, ...m.workshopAgenda.sessions.map((s) => s.title)],
    ).toEqual(agenda);
  });
});

// The client-side reader: 'Reduced total cost of ownership', Low, with a stock line, though the client never raised
// it. A Low priority nothing we heard bears on is left off the table once the client has told us something.
describe('the deck model: a Low priority nobody raised', () => {
  const base = {
    client: 'Albion Rail Services',
    name: '',
    preparedBy: 'Sam Patel',
    contact: { name: 'Sam Patel', email: 'sales.person@provider.example' },
    generatedAt: new Date('2026-11-30T10:00:00Z'),
    catalogue: [] as never[],
    offeringIds: [],
  };
  const lost = 'Lost or stolen devices wiped the same day';
  const costly = 'The desktop estate is costly to run';

  it.each([
    // EX High, CS High, OE Medium, TCO Low (not raised), ROI not a priority.
    ['raised nothing on it: left out', { EX: 3, CS: 3, ROI: 0, TCO: 1, OE: 2 }, [lost], ['EX', 'CS', 'OE']],
    ['raised: kept', { EX: 3, CS: 3, ROI: 0, TCO: 1, OE: 2 }, [lost, costly], ['EX', 'CS', 'OE', 'TCO']],
    ['nothing heard at all: kept', { EX: 3, CS: 3, ROI: 0, TCO: 1, OE: 2 }, [], ['EX', 'CS', 'OE', 'TCO']],
    // Every rated priority Low and none raised: kept, so the table is not empty.
    [
      'all Low: kept',
      { EX: 1, CS: 1, ROI: -1, TCO: 1, OE: -1 },
      ['Something else entirely'],
      ['EX', 'CS', 'TCO'],
    ],
  ] as const)('%s', (_name, priorities, heard, keys) => {
    const m = engagementDeckModel({ ...base, priorities, clientNeeds: heard.join('\n') });
    expect(m.priorities.map((p) => p.key)).toEqual(keys);
  });

  it('says each priority as outcomes, not the points', () => {
    const m = engagementDeckModel({
      ...base,
      priorities: { EX: 3, CS: 3, ROI: 0, TCO: 1, OE: 2 },
      clientNeeds: lost,
    });
    expect(m.priorities.find((p) => p.key === 'CS')).toMatchObject({
      heard: [lost],
      outcomes: ['Your data safe when a device is lost or stolen'],
    });
  });
});
