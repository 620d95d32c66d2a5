/**
 * The capability relevance admin table (spec §2 "Capability relevance admin table", §3 Capability configuration, §5;
 * issue 10; docs/engagements.md). Admins only (resource 'admin/engagements').
 *
 * - GET  /api/sales/configuration/relevance: the table's rows over the current catalogue, its version and its ETag
 *   (the ETag of the catalogue's `current` pointer, also in the ETag header).
 * - POST /api/sales/configuration/relevance: the changed rows (five whole-number scores each) with If-Match (428
 *   without, 409 stale with the current table in `details.current`). Unknown, hidden or nested capability ids are a
 *   400 naming them, and nothing is applied. A save writes a new immutable catalogue version, like the Capabilities
 *   admin's save, so the two conflict properly; the audit trail (area 'capabilities') records which capabilities'
 *   scores changed, before and after.
 */
import {
  applyRelevanceUpdates,
  capabilityRelevanceRows,
  ENGAGEMENT_OFFERING_AREAS,
  PRIORITY_KEYS,
  type CapabilityRelevanceRow,
  type CapabilityRelevanceTable,
  type RelevanceArea,
  type SaveCapabilityRelevanceRequest,
} from '@portal/domain';
import { recordAudit } from '../audit/audit-log.ts';
import type { Actor } from '../http/current-user.ts';
import { badRequest, conflict } from '../http/errors.ts';
import type { Services } from '../services.ts';
import {
  commitCatalogueVersion,
  readCurrentCatalogue,
  versionsOf,
  type Pointer,
  type StoredVersion,
} from './versions.ts';

const STALE_MESSAGE = 'Someone else saved the capability catalogue first. Reload to see their changes.';
/** How many refused ids a 400 names in its message (all are in details.fields). */
const NAMED_IDS = 10;

/** The four offering areas, named as the stored version names them. */
function relevanceAreas(version: StoredVersion): RelevanceArea[] {
  const names = new Map((version.areas ?? []).map((a) => [a.id, a.name]));
  return ENGAGEMENT_OFFERING_AREAS.map((a) => ({ id: a.id, name: names.get(a.id) ?? a.name }));
}

function tableOf(version: StoredVersion, etag: string): CapabilityRelevanceTable {
  return {
    rows: capabilityRelevanceRows(version.capabilities, relevanceAreas(version)),
    catalogueVersion: version.version,
    etag,
  };
}

async function staleConflict(services: Services, pointer: Pointer, etag: string) {
  const stored = await versionsOf(services).read(`v${pointer.version}`);
  return conflict(
    STALE_MESSAGE,
    stored ? { current: tableOf(stored.item as StoredVersion, etag) } : undefined,
  );
}

/** The scores of the changed capabilities, keyed by name, for the audit trail's before and after. */
function scoresOf(rows: readonly CapabilityRelevanceRow[], ids: ReadonlySet<string>) {
  return Object.fromEntries(
    rows
      .filter((r) => ids.has(r.id))
      .map((r) => [r.name, Object.fromEntries(PRIORITY_KEYS.map((k) => [k, r[k]]))]),
  );
}

/** The table over the current catalogue, with the ETag of its `current` pointer. */
export async function readRelevanceTable(services: Services): Promise<CapabilityRelevanceTable> {
  const { etag, version } = await readCurrentCatalogue(services);
  return tableOf(version, etag);
}

/** Applies the changed rows: 201 with a new catalogue version, or 200 when nothing changed. */
export async function saveRelevance(
  services: Services,
  actor: Actor,
  body: SaveCapabilityRelevanceRequest,
  ifMatch: string,
): Promise<{ table: CapabilityRelevanceTable; status: 200 | 201 }> {
  const { pointer, etag, version: before } = await readCurrentCatalogue(services);
  if (etag !== ifMatch) throw await staleConflict(services, pointer, etag);

  const areas = relevanceAreas(before);
  const result = applyRelevanceUpdates(before.capabilities, areas, body.rows);
  if (!result.ok) {
    const named = result.unknownIds.slice(0, NAMED_IDS).map((id) => `'${id}'`);
    const more = result.unknownIds.length - named.length;
    throw badRequest(
      `The relevance table does not list ${result.unknownIds.length === 1 ? 'the capability' : 'the capabilities'} ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}; nothing was saved.`,
      { fields: { rows: result.unknownIds.map((id) => `unknown capability ${id}`) } },
    );
  }
  // Nothing changed: no new version (the admin saved the scores they had).
  if (result.changed.length === 0) return { table: tableOf(before, etag), status: 200 };

  const { version: next, etag: nextEtag } = await commitCatalogueVersion(
    services,
    actor,
    before,
    result.catalogue,
    ifMatch,
    {
      message: STALE_MESSAGE,
      conflict: (latest, latestEtag) => staleConflict(services, latest, latestEtag),
    },
  );
  const changed = new Set(result.changed);
  const beforeRows = capabilityRelevanceRows(before.capabilities, areas);
  const table = tableOf(next, nextEtag);
  const names = beforeRows.filter((r) => changed.has(r.id)).map((r) => `'${r.name}'`);
  await recordAudit(services, actor, {
    area: 'capabilities',
    action: 'update',
    target: { id: next.id, name: `Catalogue version ${next.version}` },
    before: { version: before.version, relevance: scoresOf(beforeRows, changed) },
    after: {
      version: next.version,
      relevance: scoresOf(table.rows, changed),
      summary: `relevance scores changed: ${names.join(', ')}`,
    },
  });
  return { table, status: 201 };
}
