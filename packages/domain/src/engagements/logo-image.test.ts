import { describe, expect, it } from 'vitest';
import { checkLogo, readImageHeader } from './logo-image.ts';

/** A PNG's signature and IHDR chunk (the rest of the file does not matter to the header reader). */
function png(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const v = new DataView(b.buffer);
  v.setUint32(16, width);
  v.setUint32(20, height);
  return b;
}

/** SOI, an APP0 segment, optionally a fill byte, then a start-of-frame segment with the size. */
function jpeg(width: number, height: number, sof = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Array.from({ length: 14 }, () => 0)];
  const frame = [0xff, sof, 0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3];
  return new Uint8Array([0xff, 0xd8, ...app0, 0xff, ...frame, ...Array.from({ length: 20 }, () => 0)]);
}

const text = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 255);

describe('reads the size from the image header', () => {
  it.each([
    ['PNG 640 × 480', png(640, 480), { format: 'png', width: 640, height: 480 }],
    ['baseline JPEG 800 × 600', jpeg(800, 600), { format: 'jpeg', width: 800, height: 600 }],
    ['progressive JPEG 16 × 4000', jpeg(16, 4000, 0xc2), { format: 'jpeg', width: 16, height: 4000 }],
  ])('%s', (_name, bytes, header) => {
    expect(readImageHeader(bytes)).toEqual(header);
  });

  it.each([
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"/>')],
    ['GIF', text('GIF89a\u0064\u0000\u0064\u0000')],
    ['a text file named logo.png', text('just some text, not an image at all')],
    ['a truncated PNG', png(100, 100).slice(0, 20)],
    ['a JPEG whose scan comes before any frame', new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0])],
    ['a JPEG with a broken segment', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 1, 2, 3])],
  ])('refuses %s', (_name, bytes) => {
    expect(readImageHeader(bytes)).toBeUndefined();
  });
});

describe('logo checks: PNG or JPEG, at most 1 MB, 16..4000 px each way', () => {
  it.each([
    ['16 × 16', png(16, 16), true],
    ['4000 × 4000', jpeg(4000, 4000), true],
    ['15 wide', png(15, 100), false],
    ['4001 high', jpeg(100, 4001), false],
    ['zero-byte', new Uint8Array(0), false],
    [
      'over 1 MB',
      (() => {
        const b = new Uint8Array(1024 * 1024 + 1);
        b.set(png(100, 100));
        return b;
      })(),
      false,
    ],
    [
      'exactly 1 MB',
      (() => {
        const b = new Uint8Array(1024 * 1024);
        b.set(png(100, 100));
        return b;
      })(),
      true,
    ],
    ['SVG', text('<svg/>'), false],
  ])('%s: %s', (_name, bytes, ok) => {
    expect(checkLogo(bytes).ok).toBe(ok);
  });

  it('says what is wrong in plain words', () => {
    expect(checkLogo(new Uint8Array(0))).toEqual({ ok: false, message: 'The logo file is empty.' });
    expect(checkLogo(text('<svg/>'))).toEqual({
      ok: false,
      message: 'The logo must be a PNG or JPEG image.',
    });
    expect(checkLogo(png(10, 20))).toEqual({
      ok: false,
      message: 'The logo must be 16 to 4000 pixels wide and high (this one is 10 × 20).',
    });
  });
});
