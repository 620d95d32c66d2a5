import { ENGAGEMENT_LOGO_MAX_BYTES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { logoProblem } from './logo-check.ts';

/** A PNG header of the given size (signature, IHDR chunk with width and height). */
function png(width: number, height: number, size = 64): Blob {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return new Blob([bytes]);
}

describe('logo checks in the browser (the domain rule, before upload)', () => {
  it.each([
    ['a 200 × 80 PNG', png(200, 80), null],
    ['a PNG of exactly 1 MB', png(200, 80, ENGAGEMENT_LOGO_MAX_BYTES), null],
    [
      'a PNG one byte over 1 MB',
      png(200, 80, ENGAGEMENT_LOGO_MAX_BYTES + 1),
      'The logo is larger than 1 MB. Choose another file.',
    ],
    [
      'a text file renamed .png',
      new Blob(['just some text, not an image']),
      'The logo must be a PNG or JPEG image. Choose another file.',
    ],
    [
      'an SVG',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"></svg>']),
      'The logo must be a PNG or JPEG image. Choose another file.',
    ],
    ['an empty file', new Blob([]), 'The logo file is empty. Choose another file.'],
    [
      'a 10 × 10 PNG',
      png(10, 10),
      'The logo must be 16 to 4000 pixels wide and high (this one is 10 × 10). Choose another file.',
    ],
  ])('%s: %s', async (_name, file, problem) => {
    expect(await logoProblem(file)).toBe(problem);
  });
});
