/**
 * The offerings an admin keeps (ADR 0041): the save's input rules and the id of an added offering.
 */
import { describe, expect, it } from 'vitest';
import { OFFERING_LIMITS, saveOfferingsRequestSchema, type Offering } from '../contracts/reference.ts';
import { newOfferingId, offeringsWithEdit, type OfferingDraft } from './offerings.ts';

const ok: Offering = {
  id: 'offering-zero-trust',
  name: 'Zero Trust',
  areaId: 'area-security',
  description: '',
};
const save = (offerings: unknown[]) => saveOfferingsRequestSchema.safeParse({ offerings });
const problemOf = (offerings: unknown[]) => {
  const r = save(offerings);
  return r.success ? undefined : `${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}`;
};

describe('the offerings save: each rule refuses with the field it names', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['an id without the prefix', { id: 'zero-trust' }, 'offerings.0.id'],
    ['an upper-case id', { id: 'offering-Zero' }, 'offerings.0.id'],
    ['an id ending in a hyphen', { id: 'offering-zero-' }, 'offerings.0.id'],
    ['an oversize id', { id: `offering-${'a'.repeat(OFFERING_LIMITS.id)}` }, 'offerings.0.id'],
    ['an empty name', { name: '   ' }, 'offerings.0.name'],
    ['a name with a line break', { name: 'Zero\nTrust' }, 'offerings.0.name'],
    ['a name with a control character', { name: 'Zero\u0007Trust' }, 'offerings.0.name'],
    ['an oversize name', { name: 'N'.repeat(OFFERING_LIMITS.name + 1) }, 'offerings.0.name'],
    ['an area that is none of the four', { areaId: 'area-unknown' }, 'offerings.0.areaId'],
    ['a description with a control character', { description: 'a\u0000b' }, 'offerings.0.description'],
    [
      'an oversize description',
      { description: 'd'.repeat(OFFERING_LIMITS.description + 1) },
      'offerings.0.description',
    ],
    ['a name that is a number', { name: 7 }, 'offerings.0.name'],
  ])('%s', (_label, change, path) => {
    expect(problemOf([{ ...ok, ...change }])).toMatch(new RegExp(`^${path.replace(/\./g, '\\.')}: `));
  });

  it('refuses an id or a name twice (names ignoring case and spaces), naming the second', () => {
    const other = { ...ok, id: 'offering-other', name: 'Other' };
    expect(problemOf([ok, other, { ...other, name: 'Third' }])).toBe('offerings.2.id: is used twice');
    expect(problemOf([ok, { ...other, name: ' zero trust ' }])).toBe('offerings.1.name: is used twice');
  });

  it('refuses more offerings than the limit, and a body without the list', () => {
    const many = Array.from({ length: OFFERING_LIMITS.offerings + 1 }, (_, i) => ({
      ...ok,
      id: `offering-o${i}`,
      name: `O ${i}`,
    }));
    expect(problemOf(many)).toMatch(/^offerings: /);
    expect(saveOfferingsRequestSchema.safeParse({}).success).toBe(false);
  });

  it('keeps a valid list, trimming names and descriptions; line breaks stay in a description; none is fine', () => {
    const r = save([{ ...ok, name: '  Zero Trust ', description: ' Line one\nLine two ' }]);
    expect(r.success && r.data.offerings).toEqual([{ ...ok, description: 'Line one\nLine two' }]);
    expect(save([]).success).toBe(true);
  });
});

describe('an added offering’s id comes from its name, unique against the ids taken', () => {
  it.each([
    ['Copilot Readiness', [], 'offering-copilot-readiness'],
    ['  Azure & M365: Café Workshop! ', [], 'offering-azure-and-m365-cafe-workshop'],
    ['Zero Trust', ['offering-zero-trust'], 'offering-zero-trust-2'],
    ['Zero Trust', ['offering-zero-trust', 'offering-zero-trust-2'], 'offering-zero-trust-3'],
    ['!!!', [], 'offering-item'],
    ['x'.repeat(300), [], `offering-${'x'.repeat(80)}`],
  ])('%j -> %s', (name, taken, id) => {
    expect(newOfferingId(name, taken)).toBe(id);
    expect(saveOfferingsRequestSchema.safeParse({ offerings: [{ ...ok, id }] }).success).toBe(true);
  });
});

describe('an admin’s edit of one offering gives the list to send, or that offering’s field messages', () => {
  const list: Offering[] = [
    ok,
    { id: 'offering-identity', name: 'Identity', areaId: 'area-core', description: '' },
  ];

  it('replaces the edited offering in place, trimmed, keeping its id', () => {
    const r = offeringsWithEdit(list, 'offering-identity', {
      name: ' Identity and Access ',
      areaId: 'area-security',
      description: 'Sign-in',
    });
    expect(r).toEqual({
      offerings: [
        ok,
        {
          id: 'offering-identity',
          name: 'Identity and Access',
          areaId: 'area-security',
          description: 'Sign-in',
        },
      ],
    });
  });

  it('appends a new offering with an id from its name', () => {
    const r = offeringsWithEdit(list, undefined, {
      name: 'Zero-Trust!',
      areaId: 'area-core',
      description: '',
    });
    expect('offerings' in r && r.offerings.at(-1)).toEqual({
      id: 'offering-zero-trust-2',
      name: 'Zero-Trust!',
      areaId: 'area-core',
      description: '',
    });
  });

  it.each<[string, OfferingDraft, Record<string, string>]>([
    [
      'no name and no area',
      { name: ' ', areaId: '', description: '' },
      { name: 'is required', areaId: 'must be one of the four offering areas' },
    ],
    [
      'a name another offering has',
      { name: 'zero trust', areaId: 'area-core', description: '' },
      { name: 'is used twice' },
    ],
    [
      'a control character',
      { name: 'Ok', areaId: 'area-core', description: 'a\u0007' },
      { description: 'must not contain control characters' },
    ],
  ])('%s', (_label, draft, errors) => {
    expect(offeringsWithEdit(list, 'offering-identity', draft)).toEqual({ errors });
  });
});
