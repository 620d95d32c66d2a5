import { describe, expect, it } from 'vitest';
import {
  automaticScale,
  clampScale,
  dayWidth,
  monthLabel,
  monthsOf,
  pageOf,
  scaleFactor,
  timelineWidth,
  weekLabel,
} from './scale.ts';

describe('timeline scale (spec: factor n+1 above 0, 1/(|n|+1) below, range -5..5)', () => {
  it.each([
    [5, 6],
    [2, 3],
    [1, 2],
    [0, 1],
    [-1, 1 / 2],
    [-2, 1 / 3],
    [-5, 1 / 6],
  ])('scale %s has factor %s', (scale, factor) => {
    expect(scaleFactor(scale)).toBeCloseTo(factor, 10);
  });

  it.each([
    [7, 5],
    [-9, -5],
    [2.4, 2],
    [-0.6, -1],
    [Number.NaN, 0],
  ])('clamps %s to %s', (input, clamped) => {
    expect(clampScale(input)).toBe(clamped);
  });

  it('draws a week 40 px wide at scale 0, 80 px at scale 1, 20 px at scale -1', () => {
    expect(dayWidth(0) * 7).toBeCloseTo(40, 10);
    expect(dayWidth(1) * 7).toBeCloseTo(80, 10);
    expect(dayWidth(-1) * 7).toBeCloseTo(20, 10);
    // 28 days + 7 trailing days = 5 weeks = 200 px at scale 0.
    expect(timelineWidth(28, 0)).toBeCloseTo(200, 10);
  });
});

describe('automatic scale: the first from 0 down to -5 that fits the window (default 1,500 px)', () => {
  it.each([
    // days, window, expected: (days + 7) x 40/7 x factor <= window
    [100, 1500, 0], // 611 px
    [255, 1500, 0], // 262 days = 1,497 px
    [256, 1500, -1], // 1,503 px at 0, 751 at -1
    [518, 1500, -1], // 525 days = 3,000 px at 0, 1,500 at -1
    [519, 1500, -2],
    [1568, 1500, -5], // 1,575 days x 40/7 / 6 = 1,500 px
    [5000, 1500, -5], // none fits: the smallest scale
    [100, 500, -1],
  ])('%s days in %s px: scale %s', (days, window, expected) => {
    expect(automaticScale(days, window)).toBe(expected);
  });

  it('takes ?scale= when given, clamped', () => {
    expect(automaticScale(5000, 1500, 3)).toBe(3);
    expect(automaticScale(10, 1500, -9)).toBe(-5);
  });
});

describe('pages of 5 capabilities: the slice [page*5-5, page*5)', () => {
  const caps = Array.from({ length: 12 }, (_, i) => i + 1);
  it.each([
    [undefined, caps],
    [0, caps],
    [1, [1, 2, 3, 4, 5]],
    [2, [6, 7, 8, 9, 10]],
    [3, [11, 12]],
    [4, []],
    [-1, caps],
  ] as [number | undefined, number[]][])('page %s', (page, expected) => {
    expect(pageOf(caps, page)).toEqual(expected);
  });
});

describe('header labels (week 40 px, month 160 px at scale 0)', () => {
  it.each([
    [0, 0, 'W1'], // 40 px
    [4, 2, 'W5'],
    [0, -1, '1'], // 20 px: plain numbers when zoomed out
    [9, -1, '10'],
    [0, -2, ''], // 13.3 px: nothing at very small scale
    [0, -5, ''],
  ])('week %s at scale %s: %j', (week, scale, label) => {
    expect(weekLabel(week, scale)).toBe(label);
  });

  it.each([
    [0, 'Mar 2027'], // 160 px
    [-1, 'Mar 2027'], // 80 px
    [-3, 'Mar'], // 40 px
    [-5, 'Mar'], // 26.7 px
  ])('a month at scale %s: %j', (scale, label) => {
    expect(monthLabel(2027, 2, scale)).toBe(label);
  });

  it('lists the months a timeline crosses, from the contract start', () => {
    expect(monthsOf('2027-03-01', 45)).toEqual([
      { year: 2027, month: 2, startDay: 0 },
      { year: 2027, month: 3, startDay: 31 },
    ]);
    expect(monthsOf('2027-12-01', 33).map((m) => [m.year, m.month])).toEqual([
      [2027, 11],
      [2028, 0],
    ]);
  });
});
