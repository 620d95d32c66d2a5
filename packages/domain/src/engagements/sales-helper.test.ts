import { describe, expect, it } from 'vitest';
import type { SliderPriorities } from '../contracts/sliders.ts';
import { relevantCapabilitiesByArea } from '../relevance/relevance.ts';
import { isCapabilityTicked, tickedCapabilityIds } from './sales-helper.ts';

const s = (EX: number, CS: number, ROI: number, TCO: number, OE: number) => ({ EX, CS, ROI, TCO, OE });
const CAPS = [
  { id: 'cap-a', areaId: 'area-core', relevance: s(90, 90, 90, 90, 90) },
  { id: 'cap-b', areaId: 'area-core', relevance: s(80, 80, 80, 80, 80) },
  { id: 'cap-c', areaId: 'area-core', relevance: s(75, 75, 75, 75, 75) },
  { id: 'cap-d', areaId: 'area-core', relevance: s(72, 72, 72, 72, 72) },
  { id: 'cap-e', areaId: 'area-core', relevance: s(71, 71, 71, 71, 71) },
  { id: 'cap-f', areaId: 'area-core', relevance: s(10, 10, 10, 10, 10) },
  { id: 'cap-g', areaId: 'area-security', relevance: s(95, 0, 0, 0, 0) },
];
const AT_70: SliderPriorities = { EX: 70, CS: 70, ROI: 70, TCO: 70, OE: 70 };
const areas = (sliders: SliderPriorities) =>
  relevantCapabilitiesByArea(CAPS, sliders, ['area-core', 'area-security']);

describe('sales helper ticks (decision: top 4 start ticked, the user’s own choices are kept)', () => {
  it.each([
    [true, {}, true],
    [false, {}, false],
    [true, { x: false }, false],
    [false, { x: true }, true],
  ] as const)('top %s with choices %j is ticked %s', (isTop, choices, ticked) => {
    expect(isCapabilityTicked('x', isTop, choices)).toBe(ticked);
  });

  it('ticks the top 4 of each area by default, not the low-relevancy ones', () => {
    expect(tickedCapabilityIds(areas(AT_70), {})).toEqual(['cap-a', 'cap-b', 'cap-c', 'cap-d', 'cap-g']);
  });

  it('keeps the user’s ticks and unticks', () => {
    expect(tickedCapabilityIds(areas(AT_70), { 'cap-b': false, 'cap-e': true })).toEqual([
      'cap-a',
      'cap-c',
      'cap-d',
      'cap-e',
      'cap-g',
    ]);
  });

  it('sends only capabilities the sliders list (a tick of an unlisted one waits for it to come back)', () => {
    // At 80 on every priority only scores above 80 pass: cap-a and cap-g.
    const at80: SliderPriorities = { EX: 80, CS: 80, ROI: 80, TCO: 80, OE: 80 };
    expect(tickedCapabilityIds(areas(at80), { 'cap-e': true })).toEqual(['cap-a', 'cap-g']);
    expect(tickedCapabilityIds(areas(AT_70), { 'cap-e': true })).toContain('cap-e');
  });
});
