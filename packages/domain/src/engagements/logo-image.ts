/**
 * The engagement logo upload (issue 10): PNG or JPEG recognised by their magic bytes (never by the name or the
 * content type), at most 1 MB, width and height 16..4000 px read from the image header. Pure: bytes in, verdict
 * out, so the API and the tests share one reader.
 *
 * Decisions: SVG (script risk), GIF, WebP and everything else are refused; a JPEG's size comes from its first
 * start-of-frame segment (baseline, progressive or lossless), and a JPEG without one before the scan is refused.
 */
import {
  ENGAGEMENT_LOGO_MAX_BYTES,
  ENGAGEMENT_LOGO_MAX_PX,
  ENGAGEMENT_LOGO_MIN_PX,
} from '../contracts/engagements.ts';

/** The documents row type of an engagement logo (beside the uploads 101-104). */
export const ENGAGEMENT_LOGO_UPLOAD = 105;

export type LogoFormat = 'png' | 'jpeg';

export interface ImageHeader {
  format: LogoFormat;
  width: number;
  height: number;
}

export const LOGO_MIME: Readonly<Record<LogoFormat, string>> = { png: 'image/png', jpeg: 'image/jpeg' };
export const LOGO_EXTENSION: Readonly<Record<LogoFormat, string>> = { png: '.png', jpeg: '.jpg' };
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32 = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;

function pngHeader(b: Uint8Array): ImageHeader | undefined {
  if (b.length < 24 || !PNG_SIGNATURE.every((v, i) => b[i] === v)) return undefined;
  // The first chunk must be IHDR (length 13): width and height follow its type.
  if (u32(b, 8) !== 13 || String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) !== 'IHDR') return undefined;
  return { format: 'png', width: u32(b, 16), height: u32(b, 20) };
}

/** Start-of-frame markers that carry the size: C0-CF except C4 (DHT), C8 (JPG) and CC (DAC). */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegHeader(b: Uint8Array): ImageHeader | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return undefined;
  let i = 2;
  while (i + 3 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image or scan before any frame
    const length = u16(b, i + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (i + 8 >= b.length) return undefined;
      return { format: 'jpeg', height: u16(b, i + 5), width: u16(b, i + 7) };
    }
    i += 2 + length;
  }
  return undefined;
}

/** The format and size of a PNG or JPEG from its first bytes; undefined for anything else. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  return pngHeader(bytes) ?? jpegHeader(bytes);
}

export type LogoCheck = { ok: true; image: ImageHeader } | { ok: false; message: string };

/** Whether the bytes are an acceptable logo; the message says in plain words what is wrong. */
export function checkLogo(bytes: Uint8Array): LogoCheck {
  if (bytes.length === 0) return { ok: false, message: 'The logo file is empty.' };
  if (bytes.length > ENGAGEMENT_LOGO_MAX_BYTES)
    return { ok: false, message: 'The logo is larger than 1 MB.' };
  const image = readImageHeader(bytes);
  if (!image) return { ok: false, message: 'The logo must be a PNG or JPEG image.' };
  const within = (n: number) => n >= ENGAGEMENT_LOGO_MIN_PX && n <= ENGAGEMENT_LOGO_MAX_PX;
  if (!within(image.width) || !within(image.height))
    return {
      ok: false,
      message: `The logo must be ${ENGAGEMENT_LOGO_MIN_PX} to ${ENGAGEMENT_LOGO_MAX_PX} pixels wide and high (this one is ${image.width} × ${image.height}).`,
    };
  return { ok: true, image };
}
