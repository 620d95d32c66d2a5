import { describe, expect, it } from 'vitest';
import {
  bulletClauses,
  charsPerLine,
  fitFontSize,
  fitText,
  lineCount,
  linesHeight,
  oneLine,
  shorten,
} from './deck-text.ts';

// Issue 29: a deck's text never runs out of its box, at the seeded names and at 120-character ones.
const LONG_CLIENT =
  'The Worshipful Company of Independent Regional Transport, Logistics and Infrastructure Operators of Greater Northumbria';

describe('measuring text', () => {
  it('counts the characters of a line from the box, the font size and the weight', () => {
    // (13.33 - 0.2) in × 72 / (9 pt × 0.56 em) = 187
    expect(charsPerLine(13.33, { fontSize: 9 })).toBe(187);
    expect(charsPerLine(4, { fontSize: 16, bold: true })).toBeLessThan(charsPerLine(4, { fontSize: 16 }));
    expect(charsPerLine(0.1, { fontSize: 40 })).toBe(1);
  });

  it('wraps at spaces, keeps paragraphs apart and breaks a word longer than a line', () => {
    const style = { fontSize: 10 };
    const per = charsPerLine(2, style);
    expect(lineCount('', 2, style)).toBe(1);
    expect(lineCount('a'.repeat(per), 2, style)).toBe(1);
    expect(lineCount(`${'a'.repeat(per)} b`, 2, style)).toBe(2);
    expect(lineCount('one\ntwo\nthree', 2, style)).toBe(3);
    expect(lineCount('x'.repeat(per * 2 + 1), 2, style)).toBe(3);
    expect(lineCount(`ab ${'x'.repeat(per * 2)}`, 2, style)).toBe(3);
  });

  it('gives the height of lines with the box margins', () => {
    expect(linesHeight(2, 18)).toBeCloseTo((2 * 18 * 1.2) / 72 + 0.1);
  });
});

describe('fitting a box', () => {
  it('keeps the largest size for a short text and steps down for a long one', () => {
    expect(fitFontSize('Mercia County Council', { w: 11.7, h: 1 }, { max: 26, min: 16 })).toBe(26);
    const size = fitFontSize(LONG_CLIENT, { w: 11.7, h: 1 }, { max: 26, min: 16 });
    expect(size).toBeLessThan(26);
    expect(linesHeight(lineCount(LONG_CLIENT, 11.7, { fontSize: size }), size)).toBeLessThanOrEqual(1);
  });

  it('shortens at the smallest size when nothing else fits, so the text stays inside', () => {
    const long = `${LONG_CLIENT} ${LONG_CLIENT} ${LONG_CLIENT}`;
    const fitted = fitText(long, { w: 6, h: 0.8 }, { max: 20, min: 14 });
    expect(fitted.fontSize).toBe(14);
    expect(fitted.text.endsWith('…')).toBe(true);
    expect(linesHeight(lineCount(fitted.text, 6, { fontSize: 14 }), 14)).toBeLessThanOrEqual(0.8);
    expect(fitText('Short', { w: 6, h: 0.8 }, { max: 20, min: 14 })).toEqual({ fontSize: 20, text: 'Short' });
  });

  it('keeps a footer on one line: the text is cut at a word with an ellipsis', () => {
    const line = oneLine(`Commercial in confidence · ${LONG_CLIENT} · ${LONG_CLIENT}`, 9.43, { fontSize: 9 });
    expect(line.length).toBeLessThanOrEqual(charsPerLine(9.43, { fontSize: 9 }));
    expect(line).toMatch(/^Commercial in confidence · The Worshipful .*\S…$/);
    expect(oneLine('Mercia County Council', 9.43, { fontSize: 9 })).toBe('Mercia County Council');
  });

  it('shortens without leaving a separator before the ellipsis', () => {
    expect(shorten('Alpha · Beta · Gamma', 9)).toBe('Alpha…');
    expect(shorten('Alpha', 9)).toBe('Alpha');
    expect(shorten('Supercalifragilistic', 8)).toBe('Superca…');
  });
});

describe('bulletClauses: a typed paragraph as bullets, one a clause', () => {
  it.each([
    [
      'Also not included. Replacing the devices (by site); packaging or fixing applications; and support after hypercare.',
      ['Replacing the devices (by site)', 'Packaging or fixing applications', 'Support after hypercare'],
    ],
    ['Printers.', ['Printers']],
    ['', []],
    ['Servers;  ; networks', ['Servers', 'Networks']],
    [
      'Replacing devices (the report lists them; the client buys them); and printers.',
      ['Replacing devices (the report lists them; the client buys them)', 'Printers'],
    ],
  ])('%j', (text, items) => expect(bulletClauses(text)).toEqual(items));
});
