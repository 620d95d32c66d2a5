/** The form state's rules: naming through the domain, what a save sends, and what the server may change alone. */
import type { Offering } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  emptyDraft,
  isDirty,
  mayCreate,
  onlyServerAdditions,
  requestOf,
  retiredOfferings,
  withClient,
  withOffering,
  withPriority,
} from './engagement-draft.ts';
import { engagementFixture } from './test-support.tsx';

const OFFERINGS: Offering[] = [
  { id: 'offering-a', name: 'A', areaId: 'area-core', description: '' },
  { id: 'offering-b', name: 'B', areaId: 'area-security', description: '' },
];

describe('engagement draft', () => {
  it('names the engagement after the chosen client, never over a typed name', () => {
    let draft = withClient(emptyDraft(), { id: 'c-1', name: 'Contoso Ltd' });
    expect(draft.name).toBe('Engagement for Contoso Ltd');
    expect(mayCreate(draft)).toBe(true);
    draft = withClient({ ...draft, name: 'My own' }, { id: 'c-2', name: 'Fabrikam plc' });
    expect(draft).toMatchObject({ name: 'My own', client: { id: 'c-2', name: 'Fabrikam plc' } });
    expect(mayCreate(emptyDraft())).toBe(false);
  });

  it('sends the contract’s request, leaving out offerings no longer offered', () => {
    let draft = withClient(emptyDraft(), { id: 'c-1', name: 'Contoso Ltd' });
    draft = withPriority(draft, 'CS', 3);
    draft = withOffering(withOffering(draft, 'offering-b', true), 'offering-gone', true);
    draft = { ...draft, notes: '  Keep\nthis  ' };
    expect(retiredOfferings(draft, OFFERINGS)).toEqual(['offering-gone']);
    expect(requestOf(draft, 1, OFFERINGS)).toEqual({
      request: {
        salesClient: { id: 'c-1' },
        type: 1,
        fields: {
          name: 'Engagement for Contoso Ltd',
          engagementNotes: 'Keep\nthis',
          clientNeeds: '',
          metOn: '',
          metWith: '',
          offeringIds: ['offering-b'],
        },
        state: { priorities: { EX: -1, CS: 3, ROI: -1, TCO: -1, OE: -1 } },
      },
      errors: {},
    });
  });

  it('keeps the sales helper’s logo and sliders on a save of its engagement', () => {
    const stored = engagementFixture({
      logo: { logoId: 'logo-1', fileName: 'contoso.png', width: 200, height: 80 },
      sliders: { EX: 50, CS: 60, ROI: 70, TCO: 80, OE: 100 },
    });
    const { request } = requestOf(draftOf(stored), 0, OFFERINGS, stored);
    expect(request).toMatchObject({
      logoId: 'logo-1',
      sliders: { EX: 50, CS: 60, ROI: 70, TCO: 80, OE: 100 },
    });
  });

  it('sends what we heard as typed, apart from the notes', () => {
    const draft = {
      ...withClient(emptyDraft(), { id: 'c-1', name: 'Contoso' }),
      notes: 'Mine',
      heard: 'a\nb',
    };
    expect(requestOf(draft, 0, OFFERINGS).request?.fields).toMatchObject({
      engagementNotes: 'Mine',
      clientNeeds: 'a\nb',
    });
    expect(
      draftOf({ ...engagementFixture(), fields: { ...engagementFixture().fields, clientNeeds: 'heard' } })
        .heard,
    ).toBe('heard');
  });

  it('gives field messages for what the contract refuses (a control character)', () => {
    const draft = { ...withClient(emptyDraft(), { id: 'c-1', name: 'Contoso' }), name: 'Bad\u0007name' };
    expect(requestOf(draft, 0, OFFERINGS)).toEqual({
      errors: { 'fields.name': 'must not contain control characters' },
    });
  });

  it('knows when the form holds changes', () => {
    const saved = draftOf(engagementFixture());
    expect(isDirty(saved, saved)).toBe(false);
    expect(isDirty({ ...saved, notes: 'x' }, saved)).toBe(true);
    expect(isDirty({ ...saved, heard: '2,400 staff' }, saved)).toBe(true);
    expect(isDirty(withOffering(saved, 'offering-a', false), saved)).toBe(true);
    expect(isDirty(withPriority(saved, 'EX', 3), saved)).toBe(false);
    expect(isDirty(withPriority(saved, 'EX', 2), saved)).toBe(true);
  });

  it('adopts a fresh read only when the server alone changed it (deck, solution id)', () => {
    const loaded = engagementFixture();
    const withDeck = { ...loaded, solutionId: '1042', etag: '"v2"', documents: [] };
    expect(onlyServerAdditions(loaded, withDeck)).toBe(true);
    const edited = { ...loaded, fields: { ...loaded.fields, engagementNotes: 'Someone else' }, etag: '"v3"' };
    expect(onlyServerAdditions(loaded, edited)).toBe(false);
  });
});
