import { describe, expect, it } from 'vitest';
import {
  capabilityRelevanceRowSchema,
  saveCapabilityRelevanceRequestSchema,
} from './capability-relevance.ts';

const row = { id: 'cap-1', EX: 0, CS: 100, ROI: 50, TCO: 7, OE: 99 };

describe('capability relevance save request (whole numbers 0-100)', () => {
  it('accepts rows of whole numbers 0-100', () => {
    expect(saveCapabilityRelevanceRequestSchema.parse({ rows: [row] })).toEqual({ rows: [row] });
  });

  it.each([
    ['no rows', { rows: [] }],
    ['a score of 101', { rows: [{ ...row, EX: 101 }] }],
    ['a negative score', { rows: [{ ...row, CS: -1 }] }],
    ['a fraction', { rows: [{ ...row, ROI: 50.5 }] }],
    ['a score as text', { rows: [{ ...row, TCO: '50' }] }],
    ['a missing score', { rows: [{ id: 'cap-1', EX: 1, CS: 1, ROI: 1, TCO: 1 }] }],
    ['an empty id', { rows: [{ ...row, id: ' ' }] }],
    ['an id with a control character', { rows: [{ ...row, id: 'cap\u0000' }] }],
    ['a capability twice', { rows: [row, row] }],
  ])('refuses %s', (_name, body) => {
    expect(saveCapabilityRelevanceRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('capability relevance row', () => {
  const full = { ...row, areaId: 'area-core', area: 'Core', name: 'Identity', description: 'Who is who' };
  it('round-trips', () => {
    expect(capabilityRelevanceRowSchema.parse(full)).toEqual(full);
  });
  it('refuses a score above 100', () => {
    expect(capabilityRelevanceRowSchema.safeParse({ ...full, OE: 120 }).success).toBe(false);
  });
});
