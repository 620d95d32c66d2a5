import { describe, expect, it } from 'vitest';
import type { RelevanceScores } from '../contracts/catalogue.ts';
import {
  SLIDER_VALUES,
  sliderPrioritiesSchema,
  sliderValueSchema,
  type SliderPriorities,
} from '../contracts/sliders.ts';
import {
  capabilityRelevance,
  DEFAULT_SLIDER_PRIORITIES,
  isCapabilityShown,
  isSliderValue,
  matchingPriorities,
  relevanceBand,
  relevantCapabilitiesByArea,
  sliderWeight,
} from './relevance.ts';

const s = (EX: number, CS: number, ROI: number, TCO: number, OE: number): RelevanceScores => ({
  EX,
  CS,
  ROI,
  TCO,
  OE,
});
const sliders = (EX: number, CS: number, ROI: number, TCO: number, OE: number) =>
  ({ EX, CS, ROI, TCO, OE }) as SliderPriorities;
const all = (v: number) => sliders(v, v, v, v, v);

describe('slider values map to weights (spec §9: 100 -> 0, 90 -> 0.2 ... 50 -> 1)', () => {
  it.each([
    [100, 0],
    [90, 0.2],
    [80, 0.4],
    [70, 0.6],
    [60, 0.8],
    [50, 1],
  ] as const)('%s maps to %s', (value, weight) => {
    expect(sliderWeight(value)).toBe(weight);
  });

  it('has exactly the six stops 50..100 in steps of 10', () => {
    expect(SLIDER_VALUES).toEqual([50, 60, 70, 80, 90, 100]);
  });
});

describe('slider validation (spec §5: step 10, values 50 to 100)', () => {
  it.each([50, 60, 70, 80, 90, 100])('accepts %s', (v) => {
    expect(isSliderValue(v)).toBe(true);
    expect(sliderValueSchema.safeParse(v).success).toBe(true);
  });

  it.each([0, 40, 45, 55, 99, 101, 110, 70.5, -50, Number.NaN, Infinity, '70', null, undefined])(
    'refuses %s',
    (v) => {
      expect(isSliderValue(v)).toBe(false);
      expect(sliderValueSchema.safeParse(v).success).toBe(false);
    },
  );

  it('says which values are allowed', () => {
    expect(sliderValueSchema.safeParse(55).error?.issues[0]?.message).toBe(
      'must be one of 50, 60, 70, 80, 90, 100',
    );
  });

  it('needs all five priorities', () => {
    expect(sliderPrioritiesSchema.safeParse({ EX: 50, CS: 60, ROI: 70, TCO: 80 }).success).toBe(false);
    expect(sliderPrioritiesSchema.parse({ EX: 50, CS: 60, ROI: 70, TCO: 80, OE: 100 })).toEqual(
      sliders(50, 60, 70, 80, 100),
    );
  });

  it('starts every slider at 70', () => {
    expect(DEFAULT_SLIDER_PRIORITIES).toEqual(all(70));
  });
});

describe('relevance = 100 x weighted average of score/100, weights the mapped slider values', () => {
  const core = s(70, 45, 60, 65, 75);
  it.each([
    ['equal sliders: the plain mean', core, all(70), 63], // 315 / 5
    ['equal sliders at 50: the plain mean', core, all(50), 63],
    ['only EX matters', core, sliders(50, 100, 100, 100, 100), 70],
    ['only EX, at low importance: still only EX', core, sliders(90, 100, 100, 100, 100), 70],
    ['EX 1, CS 0.8', core, sliders(50, 60, 100, 100, 100), 59], // (70 + 36) / 1.8 = 58.89
    ['EX 0.2, OE 1', core, sliders(90, 100, 100, 100, 50), 74], // (14 + 75) / 1.2 = 74.17
    ['every slider at 100: nothing weighs, 0', core, all(100), 0],
    ['half rounds up', s(45, 50, 0, 0, 0), sliders(50, 50, 100, 100, 100), 48], // 47.5
    ['half rounds up with 0.2 weights', s(45, 50, 0, 0, 0), sliders(90, 90, 100, 100, 100), 48],
    ['all scores 100', s(100, 100, 100, 100, 100), sliders(60, 90, 100, 50, 80), 100],
    ['all scores 0', s(0, 0, 0, 0, 0), all(50), 0],
    ['mixed weights', s(30, 20, 90, 95, 60), sliders(100, 80, 60, 50, 70), 75], // (0 + 8 + 72 + 95 + 36) / 2.8 = 75.36
  ] as const)('%s: %s', (_name, scores, chosen, expected) => {
    expect(capabilityRelevance(scores, chosen)).toBe(expected);
  });
});

describe('a capability shows when its score on a priority exceeds the chosen slider value', () => {
  it.each([
    ['OE 75 > 70', s(70, 45, 60, 65, 75), all(70), true, ['OE']],
    ['equal is not exceeding', s(70, 45, 60, 65, 70), all(70), false, []],
    ['nothing exceeds 80', s(70, 45, 60, 65, 75), all(80), false, []],
    ['51 exceeds 50', s(51, 0, 0, 0, 0), all(50), true, ['EX']],
    ['50 does not exceed 50', s(50, 50, 50, 50, 50), all(50), false, []],
    ['a slider at 100 never passes', s(100, 100, 100, 100, 100), all(100), false, []],
    ['several priorities', s(95, 20, 60, 40, 70), sliders(90, 50, 50, 100, 60), true, ['EX', 'ROI', 'OE']],
  ] as const)('%s', (_name, scores, chosen, shown, matching) => {
    expect(isCapabilityShown(scores, chosen)).toBe(shown);
    expect(matchingPriorities(scores, chosen)).toEqual(matching);
  });
});

describe('colour bands (spec §9: 0, under 20, 40, 60, 80, 80 or more)', () => {
  it.each([
    [0, 'zero'],
    [1, 'under-20'],
    [19, 'under-20'],
    [19.99, 'under-20'],
    [20, 'under-40'],
    [39, 'under-40'],
    [40, 'under-60'],
    [59, 'under-60'],
    [60, 'under-80'],
    [79, 'under-80'],
    [80, 'from-80'],
    [100, 'from-80'],
  ] as const)('%s is %s', (relevance, band) => {
    expect(relevanceBand(relevance)).toBe(band);
  });
});

describe('relevant capabilities per area: top 4, the rest behind the low-relevancy toggle', () => {
  const cap = (id: string, areaId: string, v?: number) => ({
    id,
    areaId,
    ...(v === undefined ? {} : { relevance: s(v, v, v, v, v) }),
  });
  const catalogue = [
    cap('c1', 'area-core', 90),
    cap('c2', 'area-core', 60),
    cap('s1', 'area-security', 100),
    cap('c3', 'area-core', 80),
    cap('c4', 'area-core', 70),
    cap('c5', 'area-core', 60),
    cap('c6', 'area-core', 55),
    cap('c7', 'area-core', 50),
    cap('c8', 'area-core'),
    cap('x1', 'area-elsewhere', 100),
  ];
  const result = relevantCapabilitiesByArea(catalogue, all(50), [
    'area-core',
    'area-security',
    'area-virtualization',
  ]);
  const ids = (list: { capability: { id: string } }[]) => list.map((r) => r.capability.id);

  it('keeps the areas in the order asked for, ignoring other areas', () => {
    expect(result.map((a) => a.areaId)).toEqual(['area-core', 'area-security', 'area-virtualization']);
  });
  it('ranks by relevance, ties in catalogue order, first 4 on top', () => {
    expect(ids(result[0]!.top)).toEqual(['c1', 'c3', 'c4', 'c2']);
    expect(ids(result[0]!.lowRelevancy)).toEqual(['c5', 'c6']);
  });
  it('leaves out what passes on no priority, and what has no scores', () => {
    const listed = [...ids(result[0]!.top), ...ids(result[0]!.lowRelevancy)];
    expect(listed).not.toContain('c7');
    expect(listed).not.toContain('c8');
  });
  it('carries relevance and band', () => {
    expect(result[0]!.top[0]).toMatchObject({ relevance: 90, band: 'from-80' });
    expect(result[0]!.lowRelevancy[1]).toMatchObject({ relevance: 55, band: 'under-60' });
    expect(result[1]!.top.map((r) => r.relevance)).toEqual([100]);
    expect(result[2]).toEqual({ areaId: 'area-virtualization', top: [], lowRelevancy: [] });
  });
});
