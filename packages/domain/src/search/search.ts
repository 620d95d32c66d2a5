/**
 * Search (/search; ADR 0023): one box that finds the solutions, clients and capabilities a user may see.
 * Matching is a case-insensitive substring of the name (and of a solution's id and client name; of a capability's
 * description and actions too: issue 32); a query under two characters finds nothing. What each role may find:
 * - solutions: exactly those the solutions list shows the role (solutions/access.ts);
 * - clients: provider staff and partners, who choose clients in the builder (GET /sales/clients); never a
 *   client user, who must not learn other clients' names;
 * - capabilities: the current catalogue as the role receives it (catalogue/exposure.ts), without hidden ones.
 */
import { organizationOf, type RoleId } from '../auth/roles.ts';
import type { Mode } from '../auth/modes.ts';
import { canCreateSolution, permissionLevel } from '../auth/permissions.ts';
import { capabilityMatch, nameMatchesFirst, type CapabilityMatch } from '../builder/capability-match.ts';
import { isHidden } from '../builder/tree.ts';
import type { Capability, CapabilityArea } from '../contracts/catalogue.ts';
import { SEARCH_GROUP_LIMIT, SEARCH_MIN_LENGTH } from '../contracts/search.ts';

/** The term to look for, or undefined when the query is too short to search. */
export function searchTerm(q: string | null | undefined): string | undefined {
  const term = (q ?? '').trim();
  return term.length >= SEARCH_MIN_LENGTH ? term : undefined;
}

/** Case-insensitive substring match. */
export function matchesTerm(value: string | null | undefined, term: string): boolean {
  return !!value && value.toLowerCase().includes(term.toLowerCase());
}

export function mayFindClients(role: RoleId): boolean {
  return organizationOf(role) !== 'CLIENT';
}

/**
 * Where a client result leads: the Clients page (/sales/clients, a demo-mode route) for roles that may add
 * clients there; otherwise it is shown as text.
 */
export function clientResultHref(role: RoleId, mode: Mode): string | undefined {
  return mode === 'demo' && mayFindClients(role) && canCreateSolution(role) ? '/sales/clients' : undefined;
}

/**
 * Where a capability result leads: the Capabilities admin page for those who edit the catalogue; for everyone
 * else the capability is shown as text with its area (there is no page of a single capability).
 */
export function capabilityResultHref(role: RoleId): string | undefined {
  return permissionLevel('admin/capabilities', role) === 'FULL' ? '/sales/admin/capabilities' : undefined;
}

export interface CapabilityHit {
  id: string;
  name: string;
  areaName: string;
  /** Why it matched when not on its name (capabilityMatch). */
  reason?: string;
}

/**
 * Capabilities of a tree holding the term (capabilityMatch: the name, the description, an action's name or text;
 * issue 32), those matched on the name first, each group depth first in catalogue order, skipping hidden ones (and
 * everything inside them); the area is the nearest enclosing area id's name.
 */
export function matchingCapabilities(
  capabilities: readonly Capability[],
  areas: readonly CapabilityArea[],
  term: string,
  limit = SEARCH_GROUP_LIMIT,
): CapabilityHit[] {
  const areaNames = new Map(areas.map((a) => [a.id, a.name]));
  const hits: (CapabilityHit & { match: CapabilityMatch })[] = [];
  const walk = (list: readonly Capability[], areaId: string | undefined) => {
    for (const cap of list) {
      if (isHidden(cap)) continue;
      const area = cap.areaId ?? areaId;
      const match = capabilityMatch(cap, term);
      if (match)
        hits.push({ id: cap.id, name: cap.name, areaName: (area && areaNames.get(area)) ?? '', match });
      if (cap.items) walk(cap.items, area);
    }
  };
  walk(capabilities, undefined);
  return nameMatchesFirst(hits)
    .slice(0, limit)
    .map(({ match, ...hit }) => (match.onName ? hit : { ...hit, reason: match.reason }));
}
