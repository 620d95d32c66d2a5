/**
 * The 'What we heard' slide's pages: everything on one slide at the largest size that fits (20 to 14 pt); more than
 * fits at 14 pt goes on to continued slides, a point never split and never lost.
 */
import { describe, expect, it } from 'vitest';
import { heardHeight, heardPages } from './engagement-deck-heard.ts';

const ROOM = 5.6;
const point = (i: number, length: number) =>
  `Point ${i + 1}: ${'what the client told us '.repeat(10)}`.slice(0, length);

describe('What we heard, laid out', () => {
  it.each([
    ['one short point', [point(0, 30)], 20, 1],
    [
      'the Mercia demo: six points of about 100 characters',
      Array.from({ length: 6 }, (_, i) => point(i, 100)),
      17,
      1,
    ],
    ['twelve of 124 characters (1,500 typed)', Array.from({ length: 12 }, (_, i) => point(i, 124)), 14, 2],
    ['a hundred one-word points', Array.from({ length: 100 }, (_, i) => `P${i}`), 14, 8],
  ])('%s', (_name, points, fontSize, slides) => {
    const laid = heardPages(points, ROOM);
    expect(laid.fontSize).toBe(fontSize);
    expect(laid.pages).toHaveLength(slides);
    expect(laid.pages.flat()).toEqual(points);
    for (const page of laid.pages) expect(heardHeight(page, laid.fontSize)).toBeLessThanOrEqual(ROOM);
  });

  it('takes the largest size that fits', () => {
    const points = Array.from({ length: 9 }, (_, i) => point(i, 110));
    const { fontSize, pages } = heardPages(points, ROOM);
    expect(pages).toHaveLength(1);
    expect(heardHeight(points, fontSize)).toBeLessThanOrEqual(ROOM);
    if (fontSize < 20) expect(heardHeight(points, fontSize + 1)).toBeGreaterThan(ROOM);
  });
});
