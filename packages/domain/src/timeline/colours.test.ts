import { describe, expect, it } from 'vitest';
import { actionColour, areaColour, shadesOf } from './colours.ts';

const AREAS = ['area-core', 'area-security', 'area-virtualization', 'area-manage-evolve'];

describe('area colours: seven shades per area', () => {
  it('gives seven distinct shades, the base colour first', () => {
    const shades = shadesOf('#0F6CBD');
    expect(shades).toHaveLength(7);
    expect(new Set(shades).size).toBe(7);
    expect(shades[0]).toBe('#0f6cbd');
  });

  it.each([
    ['area-core', 0, '#0f6cbd'],
    ['area-security', 0, '#c2410c'],
    ['area-core', 7, '#0f6cbd'], // the 8th action starts again
    ['area-unknown', 0, '#616161'],
  ])('%s, action %s: %s', (area, index, colour) => {
    expect(actionColour(AREAS, area, index).toLowerCase()).toBe(colour);
  });

  it('areas differ', () => {
    expect(new Set(AREAS.map((a) => areaColour(AREAS, a))).size).toBe(4);
  });
});
