import { describe, expect, it } from 'vitest';
import { deckImportance, engagementDeckModel } from './deck-model.ts';
import {
  addressedToClient,
  deckConversation,
  deckHeard,
  deckReference,
  deckTitle,
  deckWhereToStart,
  type DeckRelevance,
} from './deck-wording.ts';
import { deckNextSteps } from './deck-next-steps.ts';

// Issue 29: the deck's next steps are the client's, in UK English, naming whom to contact.
describe('the client’s next steps', () => {
  const contact = { name: 'Sam Patel', email: 'sales.person@provider.example' };

  it.each([
    [true, true, 'Confirm your priorities and the offerings we suggest, or tell us what to change'],
    [true, false, 'Confirm your priorities, and tell us which offerings interest you'],
    [false, true, 'Tell us which priorities matter most to you, and confirm the offerings we suggest'],
    [false, false, 'Tell us which priorities matter most to you and which offerings interest you'],
  ])('priorities set %s, offerings chosen %s: first %j', (hasPriorities, hasOfferings, first) => {
    const steps = deckNextSteps({ hasPriorities, hasOfferings, hasSolution: false, contact });
    expect(steps[0]).toBe(first);
  });

  it('dates every step by the plan when one is given', () => {
    const steps = deckNextSteps({
      hasHeard: true,
      hasPriorities: true,
      hasOfferings: true,
      hasSolution: false,
      contact,
      plan: {
        replyBy: '2026-12-11',
        discoveryWeek: '2027-01-04',
        solutionWeek: '2027-01-11',
        proposalBy: '2027-01-22',
      },
    });
    expect(steps.slice(0, 4)).toEqual([
      'By\u00a011\u00a0December\u00a02026, confirm what we heard, your priorities and the offerings we suggest, or tell us what to change',
      'Hold the discovery workshops in the week of 4\u00a0January\u00a02027 (agree the dates, and name your stakeholders from IT and from the teams who use the devices)',
      'Agree a date for the solution workshop in the week of 11\u00a0January\u00a02027, where we shape the solution with you',
      'Review our proposal, which we send by 22\u00a0January\u00a02027',
    ]);
  });

  it('names the stakeholders, agrees the solution workshop and names the owner with the e-mail', () => {
    expect(deckNextSteps({ hasPriorities: true, hasOfferings: true, hasSolution: false, contact })).toEqual([
      'Confirm your priorities and the offerings we suggest, or tell us what to change',
      'Hold the discovery workshops (agree the dates, and name your stakeholders from IT and from the teams who use the devices)',
      'Agree a date for the solution workshop, where we shape the solution with you',
      'Contact Sam Patel (sales.person@provider.example) to arrange the workshops or with any questions',
    ]);
  });

  it('with a framework solution: the workshop takes the client through the outline solution (no number, no portal)', () => {
    const steps = deckNextSteps({ hasPriorities: true, hasOfferings: true, hasSolution: true, contact });
    expect(steps[2]).toBe(
      'Agree a date for the solution workshop, where we shape the outline solution with you',
    );
    expect(steps.join(' ')).not.toMatch(/framework|portal|\d{4}/i);
  });

  it.each([
    [
      { name: 'Sam Patel', email: 'sam@provider.example', phone: '0118 496 0000' },
      'Contact Sam Patel (sam@provider.example), or our team on 0118\u00a0496\u00a00000, to arrange the workshops or with any questions',
    ],
    [{ name: 'Sam Patel', email: '' }, 'Contact Sam Patel to arrange the workshops or with any questions'],
    [
      { name: '', email: 'team@provider.example' },
      'Contact us at team@provider.example to arrange the workshops or with any questions',
    ],
    [{ name: ' ', email: ' ' }, 'Contact your account team to arrange the workshops or with any questions'],
  ])('an owner %j is contacted as %j', (who, step) => {
    expect(
      deckNextSteps({ hasPriorities: true, hasOfferings: true, hasSolution: false, contact: who }).at(-1),
    ).toBe(step);
  });

  it('uses UK spelling and speaks to the client, never of the client', () => {
    const text = deckNextSteps({
      hasPriorities: false,
      hasOfferings: false,
      hasSolution: true,
      contact,
    }).join(' ');
    expect(text).not.toMatch(/\b\w+iz(e|es|ed|ing|ation)\b|\bprogram\b|\bthe client\b/i);
  });
});

describe('importance as the client reads it', () => {
  it.each([
    [3, 'High'],
    [2, 'Medium'],
    [1, 'Low'],
    [0, 'Not a priority'],
  ] as const)('%s is %s', (value, label) => {
    expect(deckImportance(value)).toBe(label);
  });
});

describe('where to start', () => {
  const r = (name: string, relevance: number): DeckRelevance => ({ name, relevance, band: 'under-80' });

  it('names the best two', () => {
    expect(deckWhereToStart([r('A', 71), r('B', 70), r('C', 65)])).toBe(
      'A and B match your priorities best, so we suggest the discovery workshops start with them.',
    );
  });

  it.each([
    // Severn: three within 5 points of each other
    [
      [68, 66, 65],
      'All three match your priorities about equally, so we suggest the discovery workshops cover them together.',
    ],
    // Albion: one leads by 10 points
    [[74, 64, 62], 'A matches your priorities best, so we suggest the discovery workshops start with it.'],
    // two close, a third 6 behind the best
    [
      [71, 70, 65],
      'A and B match your priorities best, so we suggest the discovery workshops start with them.',
    ],
    [[70, 66], 'A and B match your priorities best, so we suggest the discovery workshops start with them.'],
  ])('with matches %j: %s', (scores, text) => {
    expect(deckWhereToStart(scores.map((s, i) => r(String.fromCharCode(65 + i), s)))).toBe(text);
  });

  it('names every offering that shares the best match', () => {
    expect(deckWhereToStart([r('A', 70), r('B', 70), r('C', 70), r('D', 60)])).toBe(
      'A, B and C match your priorities best, so we suggest the discovery workshops start with them.',
    );
  });

  it('names one alone when it is the only one above 0', () => {
    expect(deckWhereToStart([r('A', 40), r('B', 0)])).toBe(
      'A matches your priorities best, so we suggest the discovery workshops start with it.',
    );
    expect(deckWhereToStart([r('A', 40)])).toBe(
      'A matches your priorities best, so we suggest the discovery workshops start with it.',
    );
  });

  it('suggests nothing when nothing matches (every slider at 100) or there is no chart', () => {
    expect(deckWhereToStart([r('A', 0), r('B', 0)])).toBeUndefined();
    expect(deckWhereToStart([])).toBeUndefined();
  });
});

describe('addressedToClient: a catalogue text in the deck\u2019s voice', () => {
  it.each([
    ['Agree a target state and roadmap with the client.', 'Agree a target state and roadmap with you.'],
    [
      'Replacement hardware for ineligible devices is the client\u2019s.',
      'Replacement hardware for ineligible devices is yours.',
    ],
    ['The workplace run for the client after the project.', 'The workplace run for you after the project.'],
    ['The client\u2019s service desk stays first line.', 'Your service desk stays first line.'],
    ['Keeps the client\u2019s data in the UK.', 'Keeps your data in the UK.'],
    ['The client provides the devices.', 'You provide the devices.'],
    ['The client buys and replaces the devices.', 'You buy and replace the devices.'],
    ['The client has a contract; the client is billed.', 'You have a contract; you are billed.'],
    ['Devices the client keeps.', 'Devices you keep.'],
    ['Nothing of a client here.', 'Nothing of a client here.'],
  ])('%j reads %j', (text, read) => {
    expect(addressedToClient(text, 'Mercia County Council')).toBe(read);
  });
});

// Issue 29, thirty-fifth reading: the deck says what the client told us, which version it is, and a real title.
describe('what we heard, a point a line', () => {
  it.each([
    ['', []],
    ['   \n \n', []],
    ['One point', ['One point']],
    ['- a\n* b\n\u2022 c\n\u2013 d', ['a', 'b', 'c', 'd']],
    ['1. first\n2) second\n10. tenth', ['first', 'second', 'tenth']],
    ['  padded  \r\n\r\nnext', ['padded', 'next']],
    // A number that begins a point stays: only a list's numbering is taken off.
    ['2,600 laptops\n140 applications', ['2,600 laptops', '140 applications']],
    ['-5 degrees at the depots', ['-5 degrees at the depots']],
  ])('%j prints %j', (typed, points) => {
    expect(deckHeard(typed)).toEqual(points);
  });
});

describe('the conversation what we heard comes from', () => {
  const nb = (s: string) => s.replace(/ /g, '\u00a0');
  it.each([
    [
      '2026-11-12',
      'Fiona MacLeod, Head of IT Infrastructure',
      `On ${nb('12 November 2026')}, with Fiona MacLeod, Head of IT Infrastructure.`,
    ],
    ['2026-11-12', '', `On ${nb('12 November 2026')}.`],
    ['', 'Claire Hughes, Director of IT and Digital.', 'With Claire Hughes, Director of IT and Digital.'],
    ['', '  ', undefined],
    ['', '', undefined],
    [undefined, undefined, undefined],
  ])('met on %j with %j: %j', (metOn, metWith, text) => {
    expect(deckConversation(metOn, metWith)).toBe(text);
  });
});

describe('the cover\u2019s title', () => {
  it.each([
    [
      'Engagement for Mercia County Council',
      'Mercia County Council',
      'Your priorities and where we can help',
    ],
    ['  ', 'Mercia County Council', 'Your priorities and where we can help'],
    ['Hybrid working and virtual desktops', 'Mercia County Council', 'Hybrid working and virtual desktops'],
    // Another client's default name was typed on purpose: it stays.
    [
      'Engagement for Severn Valley NHS Trust',
      'Mercia County Council',
      'Engagement for Severn Valley NHS Trust',
    ],
  ])('%j for %s is %j', (name, client, title) => {
    expect(deckTitle(name, client)).toBe(title);
  });
});

describe('the deck model with what we heard', () => {
  const base = {
    client: 'Mercia County Council',
    name: 'Engagement for Mercia County Council',
    preparedBy: 'Sam Patel',
    contact: { name: 'Sam Patel', email: 'sam@provider.example' },
    generatedAt: new Date('2026-11-30T10:00:00Z'),
    priorities: { EX: 3, CS: 2, ROI: -1, TCO: -1, OE: -1 } as const,
    offeringIds: [],
    catalogue: [],
  };

  it.each([
    [undefined, 0, [], 1, 'Confirm your priorities, and tell us which offerings interest you'],
    [
      '- 7,600 staff\n- 40 sites',
      2,
      ['7,600 staff', '40 sites'],
      3,
      'Confirm what we heard and your priorities, and tell us which offerings interest you',
    ],
  ])(
    'heard %j after %i decks: points %j, version %i, first step %j',
    (clientNeeds, earlier, heard, version, first) => {
      const m = engagementDeckModel({
        ...base,
        ...(clientNeeds === undefined ? {} : { clientNeeds }),
        earlierDecks: earlier,
      });
      expect(m.heard).toEqual(heard);
      expect(m.version).toBe(version);
      // Dated from the deck's date, 30 November 2026: five working days on.
      expect(m.nextSteps[0]).toBe(
        `By\u00a07\u00a0December\u00a02026, ${first.charAt(0).toLowerCase()}${first.slice(1)}`,
      );
      // Unnamed, and nothing heard that a theme reads: titled by the High priority (EX), not a placeholder.
      expect(m.title).toBe('Where we can help with employee experience');
    },
  );
});

describe('the engagement\u2019s reference', () => {
  it('is ENG- and six letters or digits without look-alikes, the same for the same engagement', () => {
    const ids = [
      'engagement-demo-mercia',
      'engagement-demo-severn',
      '0b8f6d2e-7c1a-4f5e-9a3b-2d4c6e8f0a1b',
      'x',
    ];
    const refs = ids.map(deckReference);
    for (const ref of refs) expect(ref).toMatch(/^ENG-[2-9A-HJ-NP-Z]{6}$/);
    expect(new Set(refs).size).toBe(ids.length);
    expect(deckReference('engagement-demo-mercia')).toBe(refs[0]);
  });
});

describe('priorities from the sales helper\u2019s sliders', () => {
  it('are ranked by the slider: 50 before 60, though both are High (ties in the spec\u2019s order)', () => {
    const m = engagementDeckModel({
      client: 'Severn Valley NHS Trust',
      name: 'A secure workplace for clinicians',
      preparedBy: 'Olivia Hart',
      contact: { name: 'Olivia Hart', email: 'olivia@provider.example' },
      generatedAt: new Date('2026-11-30T10:00:00Z'),
      priorities: { EX: -1, CS: -1, ROI: -1, TCO: -1, OE: -1 },
      sliders: { EX: 60, CS: 50, ROI: 90, TCO: 80, OE: 70 },
      offeringIds: [],
      catalogue: [],
    });
    expect(m.priorities.map((p) => [p.key, p.value])).toEqual([
      ['CS', 'High'],
      ['EX', 'High'],
      ['OE', 'Medium'],
      ['TCO', 'Medium'],
      ['ROI', 'Low'],
    ]);
  });
});

// Bid managers' reading: a priority the client rated that no offering serves was left hanging, and Albion's cover
// listed products. The model says on the priority's row that the discovery workshops look at it, and titles an
// unnamed engagement by what the client needs.
describe('the deck model: priorities no offering serves, and the cover of an unnamed engagement', () => {
  const catalogue = [
    {
      id: 'cap-device-management',
      name: 'Device Management (Intune)',
      areaId: 'area-core',
      relevance: { EX: 80, CS: 70, ROI: 55, TCO: 75, OE: 85 },
    },
  ] as never[];
  const albion = {
    client: 'Albion Rail Services',
    name: '',
    preparedBy: 'Sam Patel',
    contact: { name: 'Sam Patel', email: 'sam@provider.example' },
    generatedAt: new Date('2026-11-30T10:00:00Z'),
    priorities: { EX: -1, CS: -1, ROI: -1, TCO: -1, OE: -1 } as const,
    // EX, CS High; TCO Medium; OE Low; ROI not a priority.
    sliders: { EX: 50, CS: 60, ROI: 100, TCO: 80, OE: 90 } as const,
    clientNeeds: [
      '8,600 devices, among them shared handhelds for frontline staff',
      'Lost or stolen devices wiped the same day',
    ].join('\n'),
    catalogue,
    workshops: { discoveryCount: 2, discoveryHours: 3, solutionHours: 3, feePounds: 0 },
  };
  const line =
    'No offering we suggest serves this yet: we look at it with you in the two discovery workshops, and suggest more if it helps.';

  it.each([
    [
      'Intune chosen: total cost of ownership (Medium, not raised) is served by nothing',
      ['offering-device-management'],
      // Operational efficiency, Low, nothing heard filed under it: not on the table (a client-side reader).
      [
        ['EX', undefined],
        ['CS', undefined],
        ['TCO', line],
      ],
      'Shared devices ready to use and lost devices secured',
    ],
    [
      'nothing chosen: no row says it (the offerings slide says they are agreed in the first workshop)',
      [],
      [
        ['EX', undefined],
        ['CS', undefined],
        ['TCO', undefined],
      ],
      'Shared devices ready to use and lost devices secured',
    ],
  ])('%s', (_name, offeringIds, rows, title) => {
    const m = engagementDeckModel({ ...albion, offeringIds });
    expect(m.priorities.map((p) => [p.key, p.unserved])).toEqual(rows);
    expect(m.title).toBe(title);
  });

  it.each([
    [
      'nothing heard, priorities rated: the High ones',
      undefined,
      'Where we can help with employee experience and cyber security',
    ],
    [
      'a point no theme reads: the same',
      '9,800 staff, most of them at depots or on trains',
      'Where we can help with employee experience and cyber security',
    ],
  ])('%s', (_name, clientNeeds, title) => {
    const { clientNeeds: _omit, ...rest } = albion;
    const m = engagementDeckModel({
      ...rest,
      ...(clientNeeds ? { clientNeeds } : {}),
      offeringIds: ['offering-device-management'],
    });
    expect(m.title).toBe(title);
  });
});
