import { describe, expect, it } from 'vitest';
import {
  CLIENT_PRIORITIES,
  ENGAGEMENT_PRIORITY_OPTIONS,
  engagementPriorityLabel,
  isEngagementPriority,
  unsetPriorities,
} from './priorities.ts';

describe('engagement priority values (spec §9: -1 unset, 0 N/A, 1 Low, 2 Medium, 3 High)', () => {
  it.each([
    [-1, 'Not set'],
    [0, 'N/A'],
    [1, 'Low'],
    [2, 'Medium'],
    [3, 'High'],
  ] as const)('%s is %s', (value, label) => {
    expect(isEngagementPriority(value)).toBe(true);
    expect(engagementPriorityLabel(value)).toBe(label);
  });

  it.each([-2, 4, 1.5, Number.NaN, '1', null, undefined])('%j is not a priority', (v) => {
    expect(isEngagementPriority(v)).toBe(false);
  });

  it('offers N/A, Low, Medium, High in that order; unset is the placeholder', () => {
    expect(ENGAGEMENT_PRIORITY_OPTIONS.map((o) => o.label)).toEqual(['N/A', 'Low', 'Medium', 'High']);
  });

  it('starts every priority unset', () => {
    expect(unsetPriorities()).toEqual({ EX: -1, CS: -1, ROI: -1, TCO: -1, OE: -1 });
  });
});

describe('the five client priorities with their spec names', () => {
  it.each([
    ['EX', 'Employee Experience (EX)'],
    ['CS', 'Cyber Security (CS)'],
    ['ROI', 'Increased ROI (ROI)'],
    ['TCO', 'Reduced TCO (TCO)'],
    ['OE', 'Operational Efficiency (OE)'],
  ])('%s is %s', (key, label) => {
    expect(CLIENT_PRIORITIES.find((p) => p.key === key)?.label).toBe(label);
  });

  it('keeps the order EX, CS, ROI, TCO, OE', () => {
    expect(CLIENT_PRIORITIES.map((p) => p.key)).toEqual(['EX', 'CS', 'ROI', 'TCO', 'OE']);
  });
});
