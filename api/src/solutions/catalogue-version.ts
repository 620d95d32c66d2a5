/**
 * The catalogue version a saved solution claims (ADR 0007, ADR 0020 "catalogue changed since"): resolved from
 * the store, never trusted. A save that keeps the stored version needs no look-up; any other version must exist
 * and be no newer than `current` (a solution moves forward onto a version on purpose, never onto one that
 * does not exist). Version 0 (no version recorded) is accepted only where it is already stored.
 */
import type { SaveSolutionRequest } from '@portal/domain';
import { badRequest } from '../http/errors.ts';
import type { Services } from '../services.ts';
import type { StoredSolution } from './repository.ts';
import { readCataloguePointer, readCatalogueVersion } from '../catalogue/versions.ts';

export async function checkCatalogueVersion(
  services: Services,
  body: SaveSolutionRequest,
  existing: StoredSolution | undefined,
): Promise<void> {
  const wanted = body.catalogueVersion;
  if (wanted === undefined || wanted === existing?.catalogueVersion) return;
  if (wanted === 0 && !existing) return;
  const [current, version] = await Promise.all([
    readCataloguePointer(services),
    wanted > 0 ? readCatalogueVersion(services, wanted) : Promise.resolve(undefined),
  ]);
  if (!version || !current || wanted > current.item.version) {
    throw badRequest(
      `Version ${wanted} of the capability catalogue does not exist. Reload the solution and try again.`,
      { fields: { catalogueVersion: 'is not a stored catalogue version' } },
    );
  }
}
