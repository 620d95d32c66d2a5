/**
 * Presence (issue 9; spec: "A presence strip on admin pages shows who else is viewing the page", "Admin presence
 * ... refresh every 60 s"). Each browser tab reports the page it shows; the server keeps one row per user and tab
 * with the time it was last seen, and turns the rows of a page into the list a viewer sees. Decisions (ADR 0021):
 * - Presence pages are the admin pages (/sales/admin and below) and a stored solution (/sales/solution/{id}).
 * - A row lives PRESENCE_TTL_MS after its last report (2.5 report intervals), so one lost report never hides
 *   anybody, and a closed tab that could not say goodbye disappears within 150 s.
 * - A viewer sees only people of their own organisation (partners never learn provider staff names from
 *   presence, nor the provider a partner's), never themselves; one entry per user whatever their tab count.
 */
import { permissionLevel } from '../auth/permissions.ts';
import type { Organization, RoleId } from '../auth/roles.ts';

/** A row lives this long after its last report; reports come every PRESENCE_REFRESH_MS (60 s). */
export const PRESENCE_TTL_MS = 150_000;
/** The strip shows this many avatars, then '+N'. */
export const PRESENCE_STRIP_MAX = 3;

/** One tab of one user on one page, as stored. */
export interface PresenceRow {
  id: string;
  userId: string;
  tabId: string;
  name: string;
  organization: Organization;
  page: string;
  /** When this tab arrived on the page (ISO). */
  enteredAt: string;
  /** The last report (ISO). */
  seenAt: string;
}

/** Someone else viewing the page, as the strip shows them. */
export interface PresenceViewer {
  userId: string;
  name: string;
}

const SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;
const MAX_ADMIN_SEGMENTS = 6;

export type PresencePage =
  | { kind: 'admin'; page: string; segments: string[] }
  | { kind: 'solution'; page: string; solutionId: string };

/**
 * The page a browser path belongs to, or undefined when the path has no presence (query and fragment are
 * dropped, a trailing slash too). Anything odd (dots, encoded characters, too deep) has no presence.
 */
export function presencePageOf(path: string): PresencePage | undefined {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  if (bare.length > 1000 || !bare.startsWith('/')) return undefined;
  const parts = bare.replace(/\/+$/, '').split('/').slice(1);
  if (parts.some((p) => !SEGMENT.test(p))) return undefined;
  if (parts[0] !== 'sales') return undefined;
  if (parts[1] === 'admin' && parts.length <= 2 + MAX_ADMIN_SEGMENTS) {
    return { kind: 'admin', page: `/${parts.join('/')}`, segments: parts.slice(2) };
  }
  if (parts[1] === 'solution' && parts.length === 3 && /^\d{1,15}$/.test(parts[2]!)) {
    return { kind: 'solution', page: `/${parts.join('/')}`, solutionId: parts[2]! };
  }
  return undefined;
}

/**
 * Whether a role may be present on an admin page: admins on all; area and capability owners on the
 * Capabilities page (the only admin page their menu shows). Solution pages follow the solution's own rule.
 */
export function mayViewAdminPage(role: RoleId, segments: readonly string[]): boolean {
  if (role === 'ADMIN') return true;
  return (
    segments.length === 1 &&
    segments[0] === 'capabilities' &&
    permissionLevel('admin/capabilities', role) === 'FULL'
  );
}

export function isPresenceRowLive(row: Pick<PresenceRow, 'seenAt'>, now: number): boolean {
  const seen = Date.parse(row.seenAt);
  return Number.isFinite(seen) && now - seen < PRESENCE_TTL_MS;
}

const byName = (a: PresenceViewer, b: PresenceViewer) =>
  a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' }) ||
  (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

/**
 * Who else a viewer sees on a page: live rows of that page, of the viewer's organisation, not the viewer,
 * one entry per user (their newest row's name), ordered by name so the strip does not jump about.
 */
export function presenceViewers(
  rows: readonly PresenceRow[],
  viewer: { userId: string; organization: Organization },
  page: string,
  now: number,
): PresenceViewer[] {
  const newest = new Map<string, PresenceRow>();
  for (const row of rows) {
    if (row.page !== page || row.userId === viewer.userId || row.organization !== viewer.organization)
      continue;
    if (!isPresenceRowLive(row, now)) continue;
    const known = newest.get(row.userId);
    if (!known || Date.parse(row.seenAt) > Date.parse(known.seenAt)) newest.set(row.userId, row);
  }
  return [...newest.values()].map((r) => ({ userId: r.userId, name: r.name })).sort(byName);
}

/** The distinct users with a live row on the page (who must hear about a change), optionally without one. */
export function presenceAudience(rows: readonly PresenceRow[], page: string, now: number, except?: string) {
  const users = new Map<string, Organization>();
  for (const row of rows) {
    if (row.page === page && row.userId !== except && isPresenceRowLive(row, now))
      users.set(row.userId, row.organization);
  }
  return [...users].map(([userId, organization]) => ({ userId, organization }));
}

/** The strip's split: the first `max` viewers as avatars and the number behind '+N'. */
export function presenceStrip<T>(
  viewers: readonly T[],
  max = PRESENCE_STRIP_MAX,
): { shown: T[]; more: number } {
  return { shown: viewers.slice(0, max), more: Math.max(0, viewers.length - max) };
}
