/**
 * The logo's checks in the browser, before it is uploaded: the domain's `checkLogo` (the same rule the API applies:
 * PNG or JPEG by its first bytes, at most 1 MB, 16 to 4000 px), with a clear message. A file over 1 MB is refused
 * by its size without being read.
 */
import { checkLogo, ENGAGEMENT_LOGO_MAX_BYTES } from '@portal/domain';

export { LOGO_ACCEPT } from '@portal/domain';
export const LOGO_HINT = 'A PNG or JPEG image of at most 1 MB.';
const CHOOSE_ANOTHER = ' Choose another file.';

/** The problem with a chosen file in plain words, or null when it may be uploaded. */
export async function logoProblem(file: Blob): Promise<string | null> {
  if (file.size > ENGAGEMENT_LOGO_MAX_BYTES) return `The logo is larger than 1 MB.${CHOOSE_ANOTHER}`;
  const verdict = checkLogo(new Uint8Array(await file.arrayBuffer()));
  return verdict.ok ? null : `${verdict.message}${CHOOSE_ANOTHER}`;
}
