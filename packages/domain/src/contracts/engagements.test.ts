import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_DOCUMENTS } from './document-types.ts';
import {
  createEngagementResponseSchema,
  engagementListItemSchema,
  engagementLogoSchema,
  engagementSchema,
  saveEngagementRequestSchema,
  toEngagementListItem,
  type Engagement,
} from './engagements.ts';

const minimal = { salesClient: { id: 'client-1' }, type: 0 };

describe('engagement create/save request', () => {
  it('fills a minimal request: empty name and notes, no offerings, every priority unset', () => {
    expect(saveEngagementRequestSchema.parse(minimal)).toEqual({
      salesClient: { id: 'client-1' },
      type: 0,
      fields: { name: '', engagementNotes: '', clientNeeds: '', metOn: '', metWith: '', offeringIds: [] },
      state: { priorities: { EX: -1, CS: -1, ROI: -1, TCO: -1, OE: -1 } },
    });
  });

  it('keeps a full request', () => {
    const body = {
      salesClient: { id: 'client-1', name: 'Contoso' },
      type: 1,
      fields: {
        name: 'Engagement for Contoso',
        engagementNotes: 'Line one\nline two',
        clientNeeds: '2,400 staff\n2,600 laptops',
        metOn: '2026-11-12',
        metWith: 'Fiona MacLeod, Head of IT Infrastructure',
        offeringIds: ['o-1', 'o-2'],
      },
      state: { priorities: { EX: 3, CS: 2, ROI: 1, TCO: 0, OE: -1 } },
    };
    expect(saveEngagementRequestSchema.parse(body)).toEqual(body);
  });

  it.each([
    ['no client', { type: 0 }],
    ['client without id', { salesClient: { name: 'Contoso' }, type: 0 }],
    ['client with an empty id', { salesClient: { id: '  ' }, type: 0 }],
    ['client id with a line break', { salesClient: { id: 'a\nb' }, type: 0 }],
    ['no type', { salesClient: { id: 'c' } }],
    ['type 2', { ...minimal, type: 2 }],
    ['type as text', { ...minimal, type: '0' }],
    ['priority 4', { ...minimal, state: { priorities: { EX: 4 } } }],
    ['priority -2', { ...minimal, state: { priorities: { CS: -2 } } }],
    ['priority 1.5', { ...minimal, state: { priorities: { ROI: 1.5 } } }],
    ['priority as text', { ...minimal, state: { priorities: { TCO: 'High' } } }],
    ['notes too long', { ...minimal, fields: { engagementNotes: 'x'.repeat(4001) } }],
    ['what we heard too long', { ...minimal, fields: { clientNeeds: 'x'.repeat(1501) } }],
    ['what we heard with a control character', { ...minimal, fields: { clientNeeds: 'a\u001bb' } }],
    ['what we heard as a list', { ...minimal, fields: { clientNeeds: ['a'] } }],
    ['notes with a control character', { ...minimal, fields: { engagementNotes: 'a\u0007b' } }],
    ['name too long', { ...minimal, fields: { name: 'x'.repeat(301) } }],
    ['an offering twice', { ...minimal, fields: { offeringIds: ['o-1', 'o-1'] } }],
    ['an empty offering id', { ...minimal, fields: { offeringIds: [''] } }],
    [
      'too many offerings',
      { ...minimal, fields: { offeringIds: Array.from({ length: 501 }, (_, i) => `o-${i}`) } },
    ],
  ])('refuses %s', (_name, body) => {
    expect(saveEngagementRequestSchema.safeParse(body).success).toBe(false);
  });

  it('says which priorities and types are allowed', () => {
    const r = saveEngagementRequestSchema.safeParse({
      ...minimal,
      type: 5,
      state: { priorities: { EX: 9 } },
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['type', 'type must be 0 (engagement) or 1 (engagement and solution)'],
      ['state.priorities.EX', 'must be -1 (unset), 0 (N/A), 1 (Low), 2 (Medium) or 3 (High)'],
    ]);
  });

  it('accepts what we heard of exactly 1,500 characters, line breaks kept', () => {
    const heard = `${'x'.repeat(749)}\n${'y'.repeat(750)}`;
    expect(
      saveEngagementRequestSchema.parse({ ...minimal, fields: { clientNeeds: heard } }).fields.clientNeeds,
    ).toBe(heard);
  });

  it('accepts notes of exactly 4,000 characters, trimmed', () => {
    const parsed = saveEngagementRequestSchema.parse({
      ...minimal,
      fields: { engagementNotes: ` ${'x'.repeat(4000)} ` },
    });
    expect(parsed.fields.engagementNotes).toHaveLength(4000);
  });
});

const person = { id: 'u1', name: 'Sam Seller', email: 'sam@example.com' };
const stored: Engagement = {
  id: 'eng-1',
  salesClient: { id: 'client-1', name: 'Contoso' },
  type: 1,
  fields: {
    name: 'Engagement for Contoso',
    engagementNotes: 'Notes',
    clientNeeds: '',
    metOn: '',
    metWith: '',
    offeringIds: ['o-1'],
  },
  state: { partnerSubmitted: false, priorities: { EX: 3, CS: 2, ROI: 1, TCO: 0, OE: -1 } },
  owner: person,
  modifiedBy: person,
  createdAt: '2026-11-24T10:15:00.000Z',
  modifiedAt: '2026-11-24T10:15:00.000Z',
  documents: [
    {
      id: 'doc-1',
      name: 'Slide deck',
      type: 1,
      modifiedAt: '2026-11-24T10:16:00.000Z',
      fileName: 'old.pptx',
    },
    {
      id: 'doc-2',
      name: 'Slide deck',
      type: 1,
      modifiedAt: '2026-11-24T11:00:00.000Z',
      fileName: 'new.pptx',
    },
    { id: 'doc-3', name: 'ROM', type: 2, modifiedAt: '2026-11-24T12:00:00.000Z', fileName: 'rom.xlsx' },
  ],
  solutionId: '1001',
  etag: '"abc"',
};

describe('stored engagement and list item', () => {
  it('round-trips a stored engagement', () => {
    expect(engagementSchema.parse(stored)).toEqual(stored);
  });

  it('makes the list row: client, notes, owner, created, newest slide deck, solution link', () => {
    const item = toEngagementListItem(stored);
    expect(item).toEqual({
      id: 'eng-1',
      clientName: 'Contoso',
      name: 'Engagement for Contoso',
      notes: 'Notes',
      owner: person,
      createdAt: '2026-11-24T10:15:00.000Z',
      type: 1,
      slideDeck: { documentId: 'doc-2', fileName: 'new.pptx' },
      solutionId: '1001',
    });
    expect(engagementListItemSchema.parse(item)).toEqual(item);
  });

  it('leaves deck and solution out when there are none', () => {
    const item = toEngagementListItem({ ...stored, type: 0, documents: [], solutionId: undefined });
    expect(item).not.toHaveProperty('slideDeck');
    expect(item).not.toHaveProperty('solutionId');
  });
});

describe('logo and sales helper sliders (issue 10)', () => {
  it('keeps a logo id and the five sliders', () => {
    const sliders = { EX: 50, CS: 60, ROI: 70, TCO: 80, OE: 100 };
    const parsed = saveEngagementRequestSchema.parse({ ...minimal, logoId: 'logo-1', sliders });
    expect(parsed.logoId).toBe('logo-1');
    expect(parsed.sliders).toEqual(sliders);
  });

  it('leaves both out when not sent', () => {
    const parsed = saveEngagementRequestSchema.parse(minimal);
    expect(parsed).not.toHaveProperty('logoId');
    expect(parsed).not.toHaveProperty('sliders');
  });

  it.each([
    ['a slider at 55', { EX: 55, CS: 60, ROI: 70, TCO: 80, OE: 100 }],
    ['a slider at 40', { EX: 40, CS: 60, ROI: 70, TCO: 80, OE: 100 }],
    ['a slider at 110', { EX: 110, CS: 60, ROI: 70, TCO: 80, OE: 100 }],
    ['a missing slider', { EX: 50, CS: 60, ROI: 70, TCO: 80 }],
    ['a slider as text', { EX: '50', CS: 60, ROI: 70, TCO: 80, OE: 100 }],
  ])('refuses %s', (_name, sliders) => {
    expect(saveEngagementRequestSchema.safeParse({ ...minimal, sliders }).success).toBe(false);
  });

  it.each([
    ['an empty logo id', ''],
    ['a logo id with a control character', 'logo\u0000'],
    ['a logo id that is not text', 42],
  ])('refuses %s', (_name, logoId) => {
    expect(saveEngagementRequestSchema.safeParse({ ...minimal, logoId }).success).toBe(false);
  });

  it('stores the logo and sliders on the engagement', () => {
    const withExtras = {
      ...stored,
      logo: { logoId: 'logo-1', fileName: 'contoso.png', width: 200, height: 80 },
      sliders: { EX: 50, CS: 50, ROI: 70, TCO: 70, OE: 70 },
    };
    expect(engagementSchema.parse(withExtras)).toEqual(withExtras);
    expect(engagementLogoSchema.safeParse({ ...withExtras.logo, width: 15 }).success).toBe(false);
  });

  it('answers a create or save with the engagement and its slide deck job', () => {
    const job = {
      traceId: 'job-1',
      type: 'engagement-deck',
      status: 'queued',
      text: 'Creating the slide deck...',
      progress: 0,
      attempts: 0,
      createdAt: '2026-11-24T10:15:00.000Z',
      modifiedAt: '2026-11-24T10:15:00.000Z',
    };
    expect(createEngagementResponseSchema.parse({ engagement: stored, job })).toEqual({
      engagement: stored,
      job,
    });
    expect(ENGAGEMENT_DOCUMENTS[1]).toEqual({
      title: 'Slide Deck',
      created: 'Slide Deck Created!',
      working: 'Creating the slide deck...',
      format: 'pptx',
    });
  });
});
