import { describe, expect, it } from 'vitest';
import { columnWidths, measureColumns, textUnits } from './column-widths.ts';

// The Word table of the proposal's risks: A4 text width 9,026 twentieths of a point, 9.5 pt Calibri.
const WORD = { total: 9026, letter: 95, padding: 240 };

const RISKS_HEADER = ['Risk', 'Consequence', 'Mitigation', 'Impact', 'Probability', 'Owner'];
const RISKS = [
  [
    'Legacy applications fail on Windows 11',
    'Users cannot work on the new build',
    'Test the top 50 applications in the pilot',
    'High',
    'Medium',
    'Client application owners',
  ],
];

describe('column widths from content', () => {
  it.each([
    ['Probability', 'a header word'],
    ['PowerPoint', 'a format name'],
    ['Kestrel', 'a short name'],
  ])('%s (%s) fits its column: the column is at least as wide as its longest word', (word) => {
    const widths = columnWidths(
      ['Name', 'Format', 'Description'],
      [[word, word, 'A long description '.repeat(8)]],
      WORD,
    );
    const needed = textUnits(word) * 1.1 * WORD.letter + WORD.padding;
    expect(widths[0]).toBeGreaterThanOrEqual(needed - 1e-6);
    expect(widths[1]).toBeGreaterThanOrEqual(needed - 1e-6);
  });

  it('gives the page width to the six risk columns, no column narrower than its longest word', () => {
    const widths = columnWidths(RISKS_HEADER, RISKS, WORD);
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(WORD.total, 6);
    const measures = measureColumns(RISKS_HEADER, RISKS);
    widths.forEach((w, i) =>
      expect(w).toBeGreaterThanOrEqual(measures[i]!.word * WORD.letter + WORD.padding),
    );
    // 'Probability' (a header wider than its values) keeps its word's room; the text columns get the rest.
    expect(widths[2]).toBeGreaterThan(widths[3]!);
  });

  it.each([
    ['all fit on their lines: in proportion to their text', [['Phase', 'Hours'], [['Deploy', '80']]], 2],
    [
      'one long cell: the short column keeps its word, the long one wraps',
      [['A', 'B'], [['Hi', 'x '.repeat(200)]]],
      2,
    ],
  ] as const)('%s', (_name, [header, rows], n) => {
    const widths = columnWidths(header, rows, WORD);
    expect(widths).toHaveLength(n);
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(WORD.total, 6);
  });

  it('keeps a short text (a date) on one line and lets the long text wrap', () => {
    const roles = 'Workplace Engineer (Offshore) 100%, Project Manager 50%, Change Manager 25%';
    const rows = [['Deploy Windows 11 in waves', 'Deploy', 80, '15 December 2026', '1 January 2027', roles]];
    const header = ['Action', 'Phase', 'Hours', 'Start', 'End', 'Roles'];
    const widths = columnWidths(header, rows, WORD);
    const oneLine = (text: string) => textUnits(text) * WORD.letter + WORD.padding;
    expect(widths[3]).toBeGreaterThanOrEqual(oneLine('15 December 2026') - 1e-6);
    expect(widths[4]).toBeGreaterThanOrEqual(oneLine('1 January 2027') - 1e-6);
    expect(widths[5]).toBeLessThan(oneLine(roles));
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(WORD.total, 6);
  });

  it('shrinks in proportion when even the longest words cannot fit', () => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(2);
    const widths = columnWidths([word, word, word], [], WORD);
    expect(widths.map((w) => Math.round(w))).toEqual([3009, 3009, 3009]);
  });

  it.each([
    ['iiii', 2.2],
    ['MMMM', 6.2],
    ['abcd', 4],
  ])('textUnits(%j) is %d', (text, units) => expect(textUnits(text)).toBeCloseTo(units, 6));
});
