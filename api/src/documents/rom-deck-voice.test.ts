/** The ROM deck speaks as 'we': the catalogue's and the terms' third person turned to the first (inOurVoice). */
import { describe, expect, it } from 'vitest';
import { inOurVoice } from './rom-deck-slides.ts';

describe('inOurVoice', () => {
  it.each([
    [
      'remote access from the supplier\u2019s delivery centre, which the supplier sends with the proposal',
      'remote access from our delivery centre, which we send with the proposal',
    ],
    [
      'the price and the dates stand only when the Supplier confirms them in writing',
      'the price and the dates stand only when we confirm them in writing',
    ],
    ['a list from the supplier', 'a list from us'],
    // A sentence it cannot turn is left as written, never made ungrammatical.
    ['the supplier replaces them', 'the supplier replaces them'],
    ['nothing of ours here', 'nothing of ours here'],
  ])('%s', (text, voiced) => {
    expect(inOurVoice(text)).toBe(voiced);
  });
});
