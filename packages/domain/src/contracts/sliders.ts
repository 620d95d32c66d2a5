/**
 * The sales helper's five sliders as an engagement stores them (spec §5; relevance/relevance.ts reads them): each
 * 50-100 in steps of 10, 50 the highest importance.
 */
import { z } from 'zod';
import type { PriorityKey } from './catalogue.ts';

export const SLIDER_VALUES = [50, 60, 70, 80, 90, 100] as const;
export type SliderValue = (typeof SLIDER_VALUES)[number];

/** One slider: a whole number 50..100 in steps of 10; anything else is refused. */
export const sliderValueSchema = z.union(
  [z.literal(50), z.literal(60), z.literal(70), z.literal(80), z.literal(90), z.literal(100)],
  { error: 'must be one of 50, 60, 70, 80, 90, 100' },
) satisfies z.ZodType<SliderValue>;

/** The five sliders of step 1. */
export const sliderPrioritiesSchema = z.object({
  EX: sliderValueSchema,
  CS: sliderValueSchema,
  ROI: sliderValueSchema,
  TCO: sliderValueSchema,
  OE: sliderValueSchema,
});
export type SliderPriorities = Record<PriorityKey, SliderValue>;
