/**
 * The rate card version a saved solution is priced with (issue 19; as the catalogue version, ADR 0020): resolved
 * from the store, never trusted. A new solution (or one saved before the rate card existed) takes the current
 * version unless it names another; a save that keeps the stored version needs no check; any other version must
 * be stored and no newer than the current one (a 400 otherwise).
 */
import type { SaveSolutionRequest } from '@portal/domain';
import { badRequest } from '../http/errors.ts';
import { rateCardsOf, readCurrentRateCard } from '../rate-card/rate-card-store.ts';
import type { Services } from '../services.ts';
import type { StoredSolution } from './repository.ts';

export async function resolveRateCardVersion(
  services: Services,
  body: SaveSolutionRequest,
  existing: StoredSolution | undefined,
): Promise<number> {
  const wanted = body.rateCardVersion ?? existing?.rateCardVersion;
  if (wanted !== undefined && wanted === existing?.rateCardVersion) return wanted;
  const current = (await readCurrentRateCard(services)).item;
  if (wanted === undefined || wanted === current.version) return current.version;
  const stored = await rateCardsOf(services).read(`v${wanted}`);
  if (!stored || wanted > current.version)
    throw badRequest(
      `Version ${wanted} of the rate card does not exist. Reload the solution and try again.`,
      {
        fields: { rateCardVersion: 'is not a stored rate card version' },
      },
    );
  return wanted;
}
