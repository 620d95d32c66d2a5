/**
 * The sales helper's sliders (50-100, 50 highest importance) as an engagement's priorities (-1..3), so an
 * engagement made by the sales helper carries priorities the engagement wizard and the slide deck understand.
 *
 * Decision (docs/engagements.md, "Sales helper sliders as engagement priorities"): 50 and 60 are High (3), 70 and
 * 80 Medium (2), 90 Low (1), 100 N/A (0). A slider always has a value, so the result is never unset (-1).
 */
import { PRIORITY_KEYS } from '../contracts/catalogue.ts';
import type { SliderPriorities, SliderValue } from '../contracts/sliders.ts';
import type { EngagementPriority } from '../contracts/engagements.ts';
import type { EngagementPriorities } from './priorities.ts';

export const SLIDER_TO_PRIORITY: Readonly<Record<SliderValue, EngagementPriority>> = {
  50: 3,
  60: 3,
  70: 2,
  80: 2,
  90: 1,
  100: 0,
};

/** One slider value as a priority: 50-60 High, 70-80 Medium, 90 Low, 100 N/A. */
export function sliderToEngagementPriority(value: SliderValue): EngagementPriority {
  return SLIDER_TO_PRIORITY[value];
}

/** The five sliders as the engagement's five priorities. */
export function engagementPrioritiesFromSliders(sliders: SliderPriorities): EngagementPriorities {
  return Object.fromEntries(
    PRIORITY_KEYS.map((k) => [k, sliderToEngagementPriority(sliders[k])]),
  ) as EngagementPriorities;
}
