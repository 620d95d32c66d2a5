/**
 * The logo's checks in the browser, before it is uploaded (the API checks again): a PNG or JPEG image, told by
 * its first bytes (not by its name or type), of at most 1 MB.
 */
export const MAX_LOGO_BYTES = 1024 * 1024;
export const LOGO_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';
export const LOGO_HINT = 'A PNG or JPEG image of at most 1 MB.';
export const LOGO_NOT_AN_IMAGE = 'The logo must be a PNG or JPEG image. Choose another file.';
export const LOGO_TOO_LARGE = 'The logo is larger than 1 MB. Choose a smaller image.';
export const LOGO_EMPTY = 'The file is empty. Choose a PNG or JPEG image.';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export type LogoKind = 'png' | 'jpeg';

/** The image kind from the file's first bytes, or undefined when it is neither PNG nor JPEG. */
export function logoKindOf(head: Uint8Array): LogoKind | undefined {
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  if (starts(PNG)) return 'png';
  if (starts(JPEG)) return 'jpeg';
  return undefined;
}

/** The problem with a chosen file in plain words, or null when it may be uploaded. */
export async function logoProblem(file: Blob): Promise<string | null> {
  if (file.size === 0) return LOGO_EMPTY;
  if (file.size > MAX_LOGO_BYTES) return LOGO_TOO_LARGE;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return logoKindOf(head) ? null : LOGO_NOT_AN_IMAGE;
}
