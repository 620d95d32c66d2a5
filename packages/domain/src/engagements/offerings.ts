/**
 * The engagement's offerings (spec §2 "New engagement wizard": four offering areas with checkboxes and tooltips;
 * §9 `GET`/`POST /sales/configuration/offerings`). Since ADR 0041 they are their own configuration, kept by admins
 * apart from the catalogue: seeded once from the catalogue (one offering per visible top-level capability of the
 * four offering areas, `engagementOfferings`), then renamed, described, moved, added and removed on the Offerings
 * admin page without touching a capability.
 *
 * The link to the catalogue is the id: offering 'offering-x' selects capability 'cap-x' (the framework solution,
 * the deck's 'Includes', the sales helper's ticks); an offering an admin adds gets its id from its name
 * (`newOfferingId`) and selects the capability of that id if the catalogue has one, otherwise none.
 * The API resolves offering ids against the stored offerings (never trusted as sent).
 */
import type { Capability } from '../contracts/catalogue.ts';
import {
  ENGAGEMENT_OFFERING_AREAS,
  saveOfferingsRequestSchema,
  type EngagementOfferingAreaId,
  type Offering,
} from '../contracts/reference.ts';
import { richTextPlain } from '../format/rich-text-runs.ts';
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

/** The capabilities an offering ticks: its typical set where it has one, else its own capability. */
export function offeringCapabilityIds(offering: Pick<Offering, 'id' | 'capabilityIds'>): string[] {
  return offering.capabilityIds?.length ? [...offering.capabilityIds] : [capabilityIdOf(offering.id)];
}

/** The offerings of a catalogue, grouped by area in the order of the four offering areas (the seed's offerings). */
export function engagementOfferings(catalogue: readonly Capability[]): Offering[] {
  return relevanceCapabilities(catalogue, ENGAGEMENT_OFFERING_AREAS).map((c) => ({
    id: offeringIdOf(c.id),
    name: c.name,
    areaId: c.areaId as EngagementOfferingAreaId,
    description: richTextPlain(c.description ?? ''),
  }));
}

/** The ids that are no offering of the list, in the order sent. */
export function unknownOfferingIds(ids: readonly string[], offerings: readonly Offering[]): string[] {
  const known = new Set(offerings.map((o) => o.id));
  return ids.filter((id) => !known.has(id));
}

/** The longest slug taken from a name, so the id stays within OFFERING_LIMITS.id with a '-999' suffix. */
const SLUG_MAX = 80;

/**
 * The id of an offering an admin adds: 'offering-' and its name as a slug ('Copilot Readiness' ->
 * 'offering-copilot-readiness'), made unique with '-2', '-3'... against the ids taken (kept and removed ones alike).
 */
export function newOfferingId(name: string, taken: Iterable<string>): string {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, SLUG_MAX)
      .replace(/^-+|-+$/g, '') || 'item';
  const used = new Set(taken);
  const base = OFFERING_PREFIX + slug;
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * The capabilities the sales helper may tick: those whose offering ('cap-x' -> 'offering-x') the stored offerings
 * hold, so every tick it sends is an offering the API accepts (ADR 0041). Order kept.
 */
export function capabilitiesWithOffering<T extends { id: string }>(
  capabilities: readonly T[],
  offerings: readonly Offering[],
): T[] {
  const offered = new Set(offerings.map((o) => o.id));
  return capabilities.filter((c) => offered.has(offeringIdOf(c.id)));
}

/** What an admin types for one offering (Admin > Offerings). */
export interface OfferingDraft {
  name: string;
  areaId: string;
  description: string;
  /** A starter bundle's typical set (issue 32); empty or absent: the offering's own capability. */
  capabilityIds?: string[] | undefined;
}

/**
 * The list after an admin's edit of one offering (`id` undefined: a new one, appended with `newOfferingId`), checked
 * with the save's rules: the list to send, or the field messages of that offering ('name', 'areaId', 'description').
 */
export function offeringsWithEdit(
  offerings: readonly Offering[],
  id: string | undefined,
  draft: OfferingDraft,
): { offerings: Offering[] } | { errors: Record<string, string> } {
  const edited = {
    id:
      id ??
      newOfferingId(
        draft.name,
        offerings.map((o) => o.id),
      ),
    name: draft.name,
    areaId: draft.areaId,
    description: draft.description,
    ...(draft.capabilityIds?.length ? { capabilityIds: draft.capabilityIds } : {}),
  };
  const next = id ? offerings.map((o) => (o.id === id ? edited : o)) : [...offerings, edited];
  const index = next.indexOf(edited);
  const parsed = saveOfferingsRequestSchema.safeParse({ offerings: next });
  if (parsed.success) return { offerings: parsed.data.offerings };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [list, at, field] = issue.path;
    if (list === 'offerings' && at === index && typeof field === 'string') errors[field] ??= issue.message;
    else errors.list ??= issue.message;
  }
  return { errors };
}

/**
 * The typical-set ids the catalogue does not hold, by offering (index in the list, the unknown ids): an admin's save
 * is refused naming them, so a bundle never ticks a capability that is not there.
 */
export function unknownBundleCapabilities(
  offerings: readonly Pick<Offering, 'capabilityIds'>[],
  catalogue: readonly Capability[],
): { index: number; ids: string[] }[] {
  const known = new Set<string>();
  const walk = (caps: readonly Capability[]) => {
    for (const c of caps) {
      known.add(c.id);
      if (c.items) walk(c.items);
    }
  };
  walk(catalogue);
  return offerings.flatMap((o, index) => {
    const ids = (o.capabilityIds ?? []).filter((id) => !known.has(id));
    return ids.length ? [{ index, ids }] : [];
  });
}
