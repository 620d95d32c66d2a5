/**
 * The audit trail of a solution (issue 22): every accepted save records who, when and what changed, in plain
 * words. The changes are computed once, at the save, twice over: for full users (hours, cost and price included)
 * and for everyone else (the diff without full access), so a read only
 * picks a list and never recomputes or filters a stored diff (docs/history.md).
 */
import {
  diffSolutions,
  redactHistoryChanges,
  hasFullSolutionAccess,
  MAX_HISTORY_CHANGES,
  type HistoryChange,
  type HistoryEntry,
  type PersonRef,
  type RoleId,
  type SizeLabelContext,
} from '@portal/domain';
import { randomUUID } from 'node:crypto';
import type { Services } from '../services.ts';
import { historyOf, type HistoryDoc, type SolutionSnapshot } from './history-store.ts';

type Side = Omit<SolutionSnapshot, 'documents'> & { documents?: SolutionSnapshot['documents'] };

const capped = (changes: HistoryChange[]) => ({
  changes: changes.slice(0, MAX_HISTORY_CHANGES),
  truncated: changes.length > MAX_HISTORY_CHANGES,
});

/** A side of the diff: the solution as stored, without its ETag or the server's derived fields. */
const asSide = (s: Side & { etag?: string; waitingApproverIds?: string[] }) => {
  const { etag: _etag, waitingApproverIds: _derived, ...solution } = s;
  return { solution: { ...solution, documents: s.documents ?? [] } };
};

/**
 * What a save changed, for full users and for everyone else; a new solution is one "created" change. The second
 * list is the first without the changes only full users see (hours, cost, price, the estimate): the diff runs once
 * (docs/history.md: redacting both trees first, as a read does, costs 85 ms per side on a 2,000-node solution).
 * `sizes` are the size labels of the screen the saver sized on (sizeLabelsFor their role).
 */
export function saveChanges(before: Side | undefined, after: Side, sizes: SizeLabelContext = 'rom') {
  if (!before) {
    const created: HistoryChange[] = [
      { area: 'details', path: 'created', label: 'Solution created', after: after.fields.name },
    ];
    return { full: created, restricted: created };
  }
  const full = diffSolutions(asSide(before), asSide(after), { fullAccess: true, sizes });
  // The partner's list is the full one without what only full users see (the domain proves them the same), so a
  // save runs the diff once.
  return { full, restricted: redactHistoryChanges(full) };
}

/**
 * Records an accepted save. A save that changed nothing the diff reports (an autosave of the same draft, a
 * visit of a step) records no entry.
 */
export async function recordSave(
  services: Services,
  by: PersonRef,
  at: string,
  before: Side | undefined,
  after: Side,
  sizes: SizeLabelContext = 'rom',
): Promise<HistoryDoc | undefined> {
  const { full, restricted } = saveChanges(before, after, sizes);
  if (full.length === 0) return undefined;
  const mine = capped(full);
  const theirs = capped(restricted);
  const doc: HistoryDoc = {
    id: `${after.id}-${Date.parse(at)}-${randomUUID().slice(0, 8)}`,
    solutionId: after.id,
    at,
    by,
    changes: mine.changes,
    partnerChanges: theirs.changes,
    ...(mine.truncated ? { truncated: true } : {}),
    ...(theirs.truncated ? { partnerTruncated: true } : {}),
  };
  await historyOf(services).create(doc);
  return doc;
}

/** An entry as the reader may see it. */
export function entryFor(role: RoleId, doc: HistoryDoc): HistoryEntry {
  const full = hasFullSolutionAccess(role);
  const truncated = full ? doc.truncated : doc.partnerTruncated;
  return {
    at: doc.at,
    by: doc.by,
    changes: full ? doc.changes : doc.partnerChanges,
    ...(truncated ? { truncated: true } : {}),
  };
}

/** One page of the audit trail, newest first. */
export async function auditTrailPage(
  services: Services,
  role: RoleId,
  solutionId: string,
  query: { pageSize: number; continuationToken?: string | undefined },
) {
  const page = await historyOf(services).query({
    where: [{ path: 'solutionId', op: 'eq', value: solutionId }],
    orderBy: [{ path: 'at', direction: 'desc' }],
    pageSize: query.pageSize,
    ...(query.continuationToken ? { continuationToken: query.continuationToken } : {}),
  });
  return {
    items: page.items.map(({ item }) => entryFor(role, item)),
    ...(page.continuationToken ? { continuationToken: page.continuationToken } : {}),
  };
}
