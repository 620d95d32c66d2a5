/**
 * The sales helper's capability relevance (spec §9: "Relevance formula"; §5: sales helper sliders).
 *
 * Sliders run 50-100 in steps of 10: 50 is the highest importance, 100 the lowest. Each slider value maps to a
 * weight: 100 -> 0, 90 -> 0.2, 80 -> 0.4, 70 -> 0.6, 60 -> 0.8, 50 -> 1.
 *
 * Decisions where the spec is silent (also in docs/engagements.md):
 * - "100 times the weighted average of mapped value times capability score": the mapped values are the weights
 *   and the scores (whole numbers 0-100) are read as fractions, so
 *       relevance = 100 x sum(w_p x score_p / 100) / sum(w_p)  =  sum(w_p x score_p) / sum(w_p)
 *   over the five priorities p. The result stays on the scores' 0-100 scale, which the colour bands (up to
 *   "80 or more") need. When every slider is at 100 (all weights 0) the relevance is 0.
 * - Relevance is rounded to a whole number (half up) before it is shown, banded or ranked.
 * - "A capability is shown if its score on a priority exceeds the chosen value": the raw score (0-100) is compared
 *   with the raw slider value (50-100), strictly greater, on at least one of the five priorities. So a priority at
 *   50 (highest importance) lets scores of 51 and more through; a priority at 100 never shows anything.
 *   Capabilities that pass on no priority are not listed at all (not even behind the low-relevancy toggle).
 * - Ranking within an area: relevance, highest first; ties keep the catalogue's order. The first 4 are the top
 *   capabilities; the other shown ones sit behind 'Show capabilities with low relevancy'.
 */
import { PRIORITY_KEYS, type PriorityKey, type RelevanceScores } from '../contracts/catalogue.ts';
import { SLIDER_VALUES, type SliderPriorities, type SliderValue } from '../contracts/sliders.ts';

export const SLIDER_MIN = 50;
export const SLIDER_MAX = 100;
export const SLIDER_STEP = 10;
/** Where every slider starts (spec silent): 70, the middle of the six stops, leaning to "important". */
export const DEFAULT_SLIDER_VALUE: SliderValue = 70;
export const TOP_CAPABILITIES_PER_AREA = 4;
export const LOW_RELEVANCY_TOGGLE_TEXT = 'Show capabilities with low relevancy';

/** The spec's mapping from slider value to weight. */
export const SLIDER_WEIGHTS: Readonly<Record<SliderValue, number>> = {
  100: 0,
  90: 0.2,
  80: 0.4,
  70: 0.6,
  60: 0.8,
  50: 1,
};

export function isSliderValue(value: unknown): value is SliderValue {
  return typeof value === 'number' && (SLIDER_VALUES as readonly number[]).includes(value);
}

export const DEFAULT_SLIDER_PRIORITIES: SliderPriorities = {
  EX: DEFAULT_SLIDER_VALUE,
  CS: DEFAULT_SLIDER_VALUE,
  ROI: DEFAULT_SLIDER_VALUE,
  TCO: DEFAULT_SLIDER_VALUE,
  OE: DEFAULT_SLIDER_VALUE,
};

export function sliderWeight(value: SliderValue): number {
  return SLIDER_WEIGHTS[value];
}

/** Relevance 0-100 (whole number) of a capability's scores under the chosen sliders. */
export function capabilityRelevance(scores: RelevanceScores, sliders: SliderPriorities): number {
  let weighted = 0;
  let weights = 0;
  for (const p of PRIORITY_KEYS) {
    const w = sliderWeight(sliders[p]);
    weighted += w * scores[p];
    weights += w;
  }
  if (weights === 0) return 0;
  // Round the tiny floating-point noise of the 0.2-step weights away before rounding half up.
  return Math.round(Math.round((weighted / weights) * 1e6) / 1e6);
}

/** Whether the capability is listed: its score exceeds the chosen slider value on at least one priority. */
export function isCapabilityShown(scores: RelevanceScores, sliders: SliderPriorities): boolean {
  return PRIORITY_KEYS.some((p) => scores[p] > sliders[p]);
}

/** The priorities on which the capability passes (its score exceeds the slider value), in EX..OE order. */
export function matchingPriorities(scores: RelevanceScores, sliders: SliderPriorities): PriorityKey[] {
  return PRIORITY_KEYS.filter((p) => scores[p] > sliders[p]);
}

export interface RelevanceCandidate {
  id: string;
  areaId: string;
  relevance?: RelevanceScores;
}

export interface RankedCapability<T extends RelevanceCandidate> {
  capability: T;
  relevance: number;
  band: RelevanceBand;
}

export interface AreaRelevance<T extends RelevanceCandidate> {
  areaId: string;
  top: RankedCapability<T>[];
  lowRelevancy: RankedCapability<T>[];
}

const NO_SCORES: RelevanceScores = { EX: 0, CS: 0, ROI: 0, TCO: 0, OE: 0 };

/**
 * Step 2 of the sales helper: per area (in the order of `areaIds`), the shown capabilities ranked by relevance;
 * the first 4 in `top`, the rest in `lowRelevancy`. Capabilities of other areas are ignored; a capability without
 * scores counts as all zeros (and is therefore never shown).
 */
export function relevantCapabilitiesByArea<T extends RelevanceCandidate>(
  capabilities: readonly T[],
  sliders: SliderPriorities,
  areaIds: readonly string[],
): AreaRelevance<T>[] {
  return areaIds.map((areaId) => {
    const ranked = capabilities
      .filter((c) => c.areaId === areaId && isCapabilityShown(c.relevance ?? NO_SCORES, sliders))
      .map((c) => {
        const relevance = capabilityRelevance(c.relevance ?? NO_SCORES, sliders);
        return { capability: c, relevance, band: relevanceBand(relevance) };
      });
    // Array.prototype.sort is stable: ties keep the catalogue's order.
    ranked.sort((a, b) => b.relevance - a.relevance);
    return {
      areaId,
      top: ranked.slice(0, TOP_CAPABILITIES_PER_AREA),
      lowRelevancy: ranked.slice(TOP_CAPABILITIES_PER_AREA),
    };
  });
}

/**
 * Colour bands (spec §9: "at 0, under 20, 40, 60, 80, and 80 or more"): exactly 0; above 0 and under 20; 20 to
 * under 40; 40 to under 60; 60 to under 80; 80 or more. The web maps each key to a colour.
 */
export const RELEVANCE_BANDS = ['zero', 'under-20', 'under-40', 'under-60', 'under-80', 'from-80'] as const;
export type RelevanceBand = (typeof RELEVANCE_BANDS)[number];

export function relevanceBand(relevance: number): RelevanceBand {
  if (relevance <= 0) return 'zero';
  if (relevance < 20) return 'under-20';
  if (relevance < 40) return 'under-40';
  if (relevance < 60) return 'under-60';
  if (relevance < 80) return 'under-80';
  return 'from-80';
}
