import { describe, expect, it } from 'vitest';
import { decodeEntities, richTextLines, richTextPlain } from './rich-text-runs.ts';

describe('rich text as document runs', () => {
  it.each([
    ['plain', 'Plain text', [[{ text: 'Plain text' }]]],
    ['empty', '', [[]]],
    ['undefined', undefined, [[]]],
    [
      'bold inside',
      'a <b>bold</b> word',
      [[{ text: 'a ' }, { text: 'bold', bold: true }, { text: ' word' }]],
    ],
    [
      'nested marks',
      '<b><i>both</i></b><u>under</u>',
      [
        [
          { text: 'both', bold: true, italic: true },
          { text: 'under', underline: true },
        ],
      ],
    ],
    ['br splits lines', 'one<br>two', [[{ text: 'one' }], [{ text: 'two' }]]],
    [
      'newline splits lines',
      'one\r\ntwo\nthree',
      [[{ text: 'one' }], [{ text: 'two' }], [{ text: 'three' }]],
    ],
    ['blank line kept in the middle', 'a<br><br>b', [[{ text: 'a' }], [], [{ text: 'b' }]]],
    ['trailing breaks dropped', 'a<br><br>', [[{ text: 'a' }]]],
    ['bold across a break', '<b>a<br>b</b>', [[{ text: 'a', bold: true }], [{ text: 'b', bold: true }]]],
    ['upper-case tags', '<B>x</B>', [[{ text: 'x', bold: true }]]],
    ['a stray closing tag', '</b>x', [[{ text: 'x' }]]],
    ['text that is not a tag', 'a < b & c', [[{ text: 'a < b & c' }]]],
    ['entities as shown', 'R&amp;D &lt;b&gt; &#163;5 &#x20AC;', [[{ text: 'R&D <b> £5 €' }]]],
  ])('%s', (_name, input, lines) => {
    expect(richTextLines(input)).toEqual(lines);
  });

  it.each([
    ['&unknown; stays', '&unknown;', '&unknown;'],
    ['a surrogate code stays', '&#xD800;', '&#xD800;'],
    ['nbsp', 'a&nbsp;b', 'a\u00a0b'],
  ])('entities: %s', (_name, input, out) => expect(decodeEntities(input)).toBe(out));

  it('plain text joins the lines', () => {
    expect(richTextPlain('<b>Scope</b><br>of work')).toBe('Scope\nof work');
  });
});
