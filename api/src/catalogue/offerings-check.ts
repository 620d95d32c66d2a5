/**
 * Admin > Offerings' save (issue 32): a starter bundle's typical set is resolved against the current catalogue, never
 * trusted as sent; an id the catalogue does not hold is refused naming the offering and the id.
 */
import { unknownBundleCapabilities, type Offering } from '@portal/domain';
import { badRequest } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { readCurrentCatalogue } from './versions.ts';

export async function checkOfferingCapabilities(services: Services, offerings: readonly Offering[]) {
  if (!offerings.some((o) => o.capabilityIds?.length)) return;
  const { version } = await readCurrentCatalogue(services);
  const unknown = unknownBundleCapabilities(offerings, version.capabilities);
  if (!unknown.length) return;
  const first = unknown[0]!;
  const name = offerings[first.index]?.name ?? '';
  throw badRequest(
    `The offering \u2018${name.slice(0, 80)}\u2019 names a capability the catalogue does not hold: ${first.ids
      .slice(0, 3)
      .map((id) => id.slice(0, 60))
      .join(', ')}. Choose its capabilities from the catalogue.`,
    {
      fields: Object.fromEntries(
        unknown.map((u) => [
          `offerings.${u.index}.capabilityIds`,
          `unknown: ${u.ids.slice(0, 3).join(', ')}`,
        ]),
      ),
    },
  );
}
