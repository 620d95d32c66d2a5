/**
 * Entra sign-ins are keyed by the directory (tid) and the person's object id (oid), never by an e-mail claim
 * (ADR 0033). One row per bound person in the 'identities' container names their user, so a sign-in stays a point
 * read. The user's own `entraIdentity` is the truth; this row is its index, written after it and re-written
 * whenever it is missing.
 */
import { createHash } from 'node:crypto';
import type { Services } from '../services.ts';

export interface EntraKey {
  tenantId: string;
  objectId: string;
}

export interface IdentityBinding extends EntraKey {
  id: string;
  userId: string;
  boundAt: string;
}

const bindingsOf = (services: Services) => services.store.container<IdentityBinding>('identities');

/** The row id of a tid + oid: a hash, so any claim text makes a valid store id. */
export const bindingIdOf = (key: EntraKey) =>
  'e-' + createHash('sha256').update(`${key.tenantId}\n${key.objectId}`).digest('hex').slice(0, 32);

export const sameEntraKey = (a: EntraKey, b: EntraKey) =>
  a.tenantId === b.tenantId && a.objectId === b.objectId;

/** The user id bound to this tid + oid, if the person has signed in before. */
export async function boundUserId(services: Services, key: EntraKey): Promise<string | undefined> {
  return (await bindingsOf(services).read(bindingIdOf(key)))?.item.userId;
}

/** Records the binding after the user's own record names this tid + oid (the row follows the user record). */
export async function recordBinding(services: Services, key: EntraKey, userId: string): Promise<void> {
  await bindingsOf(services).upsert({
    id: bindingIdOf(key),
    tenantId: key.tenantId,
    objectId: key.objectId,
    userId,
    boundAt: services.now().toISOString(),
  });
}
