import { describe, expect, it } from 'vitest';
import { engagementPriorityLabel } from './priorities.ts';
import { engagementPrioritiesFromSliders, sliderToEngagementPriority } from './slider-priorities.ts';

describe('sales helper slider to engagement priority (decision: 50-60 High, 70-80 Medium, 90 Low, 100 N/A)', () => {
  it.each([
    [50, 3, 'High'],
    [60, 3, 'High'],
    [70, 2, 'Medium'],
    [80, 2, 'Medium'],
    [90, 1, 'Low'],
    [100, 0, 'N/A'],
  ] as const)('slider %s is priority %s (%s)', (slider, priority, label) => {
    expect(sliderToEngagementPriority(slider)).toBe(priority);
    expect(engagementPriorityLabel(sliderToEngagementPriority(slider))).toBe(label);
  });

  it('maps all five sliders, never leaving one unset', () => {
    expect(engagementPrioritiesFromSliders({ EX: 50, CS: 60, ROI: 70, TCO: 90, OE: 100 })).toEqual({
      EX: 3,
      CS: 3,
      ROI: 2,
      TCO: 1,
      OE: 0,
    });
  });

  it('maps the default sliders (all 70) to Medium everywhere', () => {
    expect(engagementPrioritiesFromSliders({ EX: 70, CS: 70, ROI: 70, TCO: 70, OE: 70 })).toEqual({
      EX: 2,
      CS: 2,
      ROI: 2,
      TCO: 2,
      OE: 2,
    });
  });
});
