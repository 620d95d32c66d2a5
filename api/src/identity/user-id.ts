import { createHash } from 'node:crypto';

/**
 * The stable user id of an e-mail address: 'u-' followed by the first 16 hex digits of the SHA-256 of the
 * lower-cased, trimmed address. The API derives user ids with the same rule, so seeds and sign-ins agree.
 */
export function userIdForEmail(email: string): string {
  return 'u-' + createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}
