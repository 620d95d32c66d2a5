import { describe, expect, it } from 'vitest';
import {
  LOGO_EMPTY,
  LOGO_NOT_AN_IMAGE,
  LOGO_TOO_LARGE,
  logoKindOf,
  logoProblem,
  MAX_LOGO_BYTES,
} from './logo-check.ts';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const blob = (bytes: number[], size = bytes.length) => {
  const data = new Uint8Array(size);
  data.set(bytes);
  return new Blob([data]);
};

describe('logo checks in the browser (PNG or JPEG by their first bytes, at most 1 MB)', () => {
  it.each([
    [PNG_HEAD, 'png'],
    [JPEG_HEAD, 'jpeg'],
    [[0x47, 0x49, 0x46, 0x38], undefined],
    [[...new TextEncoder().encode('<svg xmlns')], undefined],
    [[...new TextEncoder().encode('hello, I am text')], undefined],
  ] as const)('%j is %s', (head, kind) => {
    expect(logoKindOf(new Uint8Array(head))).toBe(kind);
  });

  it.each([
    ['a small PNG', blob(PNG_HEAD, 100), null],
    ['a JPEG of exactly 1 MB', blob(JPEG_HEAD, MAX_LOGO_BYTES), null],
    ['a PNG one byte over 1 MB', blob(PNG_HEAD, MAX_LOGO_BYTES + 1), LOGO_TOO_LARGE],
    ['a text file renamed .png', new Blob(['just some text']), LOGO_NOT_AN_IMAGE],
    ['an empty file', new Blob([]), LOGO_EMPTY],
  ])('%s: %s', async (_name, file, problem) => {
    expect(await logoProblem(file)).toBe(problem);
  });
});
