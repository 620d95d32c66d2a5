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
 *
 * The literal route wins over `sales/configuration/{name}` (functions/reference.ts) on Azure and on the local host.
 */
import {
  applyRelevanceUpdates,
  capabilityRelevanceRows,
  ENGAGEMENT_OFFERING_AREAS,
  PRIORITY_KEYS,
  saveCapabilityRelevanceRequestSchema,
  type CapabilityRelevanceRow,
  type CapabilityRelevanceTable,
  type RelevanceArea,
} from '@portal/domain';
import { recordAudit } from '../audit/audit-log.ts';
import {
  commitCatalogueVersion,
  readCurrentCatalogue,
  versionsOf,
  type Pointer,
  type StoredVersion,
} from '../catalogue/versions.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { parseBody } from '../http/parse.ts';
import { defineRoutes } from '../http/route.ts';
import { json } from '../http/respond.ts';
import { requireIfMatch } from '../reference/reference-writes.ts';
import type { Services } from '../services.ts';

const ROUTE = 'sales/configuration/relevance';
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

const respond = (table: CapabilityRelevanceTable, status = 200) => json(table, status, { ETag: table.etag });

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

export const capabilityRelevanceRoutes = defineRoutes([
  {
    name: 'configuration-relevance',
    methods: ['GET'],
    route: ROUTE,
    policy: 'admin',
    handler: async (_req, { services }) => {
      const { etag, version } = await readCurrentCatalogue(services);
      return respond(tableOf(version, etag));
    },
  },
  {
    name: 'configuration-relevance-save',
    methods: ['POST'],
    route: ROUTE,
    policy: 'admin',
    handler: async (req, { services, actor }) => {
      const body = await parseBody(req, saveCapabilityRelevanceRequestSchema);
      const ifMatch = requireIfMatch(req);
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
      if (result.changed.length === 0) return respond(tableOf(before, etag));

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
      return respond(table, 201);
    },
  },
]);
