/**
 * The engagement's offerings (spec §2 "New engagement wizard": four offering areas, "driven by the capabilities
 * configuration"): one offering per visible top-level capability of the four offering areas, in the catalogue's
 * order, with the capability's name and description. Offering 'offering-x' is capability 'cap-x'.
 *
 * Decisions (docs/engagements.md): the API resolves offering ids against the offerings of the current catalogue
 * (never trusted as sent); the framework solution selects the capabilities of the chosen offerings.
 */
import type { Capability } from '../contracts/catalogue.ts';
import { ENGAGEMENT_OFFERING_AREAS, type Offering } from '../contracts/reference.ts';
import { richTextPlain } from '../documents/rich-text-runs.ts';
import { relevanceCapabilities } from '../relevance/table-rows.ts';

const CAP_PREFIX = 'cap-';
const OFFERING_PREFIX = 'offering-';

/** 'cap-x' -> 'offering-x' (an id without the prefix is kept after 'offering-'). */
export function offeringIdOf(capabilityId: string): string {
  return (
    OFFERING_PREFIX +
    (capabilityId.startsWith(CAP_PREFIX) ? capabilityId.slice(CAP_PREFIX.length) : capabilityId)
  );
}

/** 'offering-x' -> 'cap-x'. */
export function capabilityIdOf(offeringId: string): string {
  return (
    CAP_PREFIX +
    (offeringId.startsWith(OFFERING_PREFIX) ? offeringId.slice(OFFERING_PREFIX.length) : offeringId)
  );
}

/** The offerings of a catalogue, grouped by area in the order of the four offering areas. */
export function engagementOfferings(catalogue: readonly Capability[]): Offering[] {
  return relevanceCapabilities(catalogue, ENGAGEMENT_OFFERING_AREAS).map((c) => ({
    id: offeringIdOf(c.id),
    name: c.name,
    areaId: c.areaId,
    description: richTextPlain(c.description ?? ''),
  }));
}

/** The ids that are no offering of the list, in the order sent. */
export function unknownOfferingIds(ids: readonly string[], offerings: readonly Offering[]): string[] {
  const known = new Set(offerings.map((o) => o.id));
  return ids.filter((id) => !known.has(id));
}
