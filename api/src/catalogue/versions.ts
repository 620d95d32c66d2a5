/**
 * The capability catalogue's immutable versions (ADR 0007, ADR 0020): `v{n}` documents and the `current` pointer in
 * the `catalogue` container. Both admin saves that change the catalogue use this: the Capabilities admin
 * (catalogue/catalogue-save.ts) and the capability relevance table (catalogue/relevance.ts), so a save in
 * one and a save in the other conflict properly (one ETag, the `current` pointer's).
 */
import type { Capability, Catalogue } from '@portal/domain';
import type { Actor } from '../http/current-user.ts';
import { conflict, notFound, type HttpError } from '../http/errors.ts';
import { ConflictError, PreconditionFailedError, type Container, type Stored } from '../ports/store.ts';
import type { Services } from '../services.ts';

export type StoredVersion = Catalogue & { id: string };
export type Pointer = { id: string; version: number };

/** A version written by a save that never moved `current` (a crash in between) may be replaced after this. */
const ORPHAN_AFTER_MS = 60_000;

export const versionsOf = (services: Services) =>
  services.store.container<StoredVersion | Pointer>('catalogue');

/** The `current` pointer (with its ETag) and the version it points at; 404 when the catalogue is missing. */
export async function readCurrentCatalogue(services: Services) {
  const container = versionsOf(services);
  const pointer = await container.read('current');
  if (!pointer) throw notFound('The capability catalogue');
  const current = pointer.item as Pointer;
  const stored = await container.read(`v${current.version}`);
  if (!stored) throw notFound('The current capability catalogue');
  return { pointer: current, etag: pointer.etag, version: stored.item as StoredVersion };
}

/** The `current` pointer with its ETag, or undefined when the catalogue is missing. */
export async function readCataloguePointer(services: Services): Promise<Stored<Pointer> | undefined> {
  const pointer = await versionsOf(services).read('current');
  return pointer ? { item: pointer.item as Pointer, etag: pointer.etag } : undefined;
}

/** A stored version (the current one when no number is given), or undefined when there is none. */
export async function readCatalogueVersion(
  services: Services,
  version?: number,
): Promise<StoredVersion | undefined> {
  const container = versionsOf(services);
  const n = version ?? ((await container.read('current'))?.item as Pointer | undefined)?.version;
  if (n === undefined) return undefined;
  return (await container.read(`v${n}`))?.item as StoredVersion | undefined;
}

/** Writes v{n}: create, or replace a version left behind by a save that never moved `current`. */
async function writeVersion(
  container: Container<StoredVersion | Pointer>,
  doc: StoredVersion,
  now: Date,
  staleMessage: string,
) {
  try {
    await container.create(doc);
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
    const orphan = await container.read(doc.id);
    const at = Date.parse((orphan?.item as StoredVersion | undefined)?.createdAt ?? '');
    if (!orphan || !(now.getTime() - at > ORPHAN_AFTER_MS)) throw conflict(staleMessage);
    await container.replace(doc, { ifMatch: orphan.etag });
  }
}

/**
 * Writes `v{n+1}` with these capabilities and moves `current` to it, conditional on `ifMatch`. When another save
 * moved `current` first, throws what `stale` builds from the newer pointer and its ETag (a 409).
 */
export async function commitCatalogueVersion(
  services: Services,
  actor: Actor,
  before: StoredVersion,
  capabilities: Capability[],
  ifMatch: string,
  stale: { message: string; conflict: (pointer: Pointer, etag: string) => Promise<HttpError> },
): Promise<{ version: StoredVersion; etag: string }> {
  const container = versionsOf(services);
  const now = services.now();
  const next: StoredVersion = {
    id: `v${before.version + 1}`,
    version: before.version + 1,
    areas: before.areas,
    capabilities,
    createdAt: now.toISOString(),
    createdBy: { id: actor.user.id, name: actor.user.name, email: actor.user.email },
  };
  await writeVersion(container, next, now, stale.message);
  try {
    const moved = await container.replace({ id: 'current', version: next.version }, { ifMatch });
    return { version: next, etag: moved.etag };
  } catch (err) {
    if (err instanceof PreconditionFailedError) {
      const latest = await container.read('current');
      throw await stale.conflict(
        (latest?.item ?? { id: 'current', version: before.version }) as Pointer,
        latest?.etag ?? '',
      );
    }
    throw err;
  }
}
