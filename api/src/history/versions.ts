/**
 * Versions of a solution (issue 22): numbered 1, 2, 3... per solution and never reused, each an immutable
 * document with the solution as it was, its documents list and the estimate as it was.
 */
import type { PersonRef, VersionKind, VersionSummary } from '@portal/domain';
import { solutionDocuments } from '../files/document-store.ts';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import { ConflictError, ItemTooLargeError } from '../ports/store.ts';
import { ETAG_TRIES } from '../ports/update-with-etag.ts';
import { estimateViewOf } from '../rate-card/estimate-context.ts';
import type { Services } from '../services.ts';
import {
  MAX_VERSIONS,
  packContent,
  summaryOf,
  versionId,
  versionsOf,
  type SolutionSnapshot,
  type VersionDoc,
} from './history-store.ts';

/** The number the next version of a solution takes, or undefined when it has MAX_VERSIONS already. */
export async function nextVersionNumber(services: Services, solutionId: string): Promise<number | undefined> {
  const page = await versionsOf(services).query({
    where: [{ path: 'solutionId', op: 'eq', value: solutionId }],
    orderBy: [{ path: 'version', direction: 'desc' }],
    select: ['version'],
    pageSize: 1,
  });
  const latest = page.items[0]?.item.version ?? 0;
  return latest >= MAX_VERSIONS ? undefined : latest + 1;
}

export const tooManyVersions = () =>
  conflict(
    `This solution has ${MAX_VERSIONS} versions, the most it can keep. Its history and the versions it has stay readable.`,
  );

/** A stored solution as a version keeps it: without the server's derived fields and its ETag. */
function snapshotOf(solution: SolutionSnapshot & { waitingApproverIds?: string[]; etag?: string }) {
  const { waitingApproverIds: _derived, etag: _etag, ...rest } = solution;
  return rest;
}

export interface TakeVersion {
  kind: VersionKind;
  name: string;
  by: PersonRef;
  at: string;
  /** The number reserved before the save (an approval records it); the next free one when taken meanwhile. */
  number?: number;
}

/**
 * Writes a version of the solution as it is now. The number is the one reserved, or the next free one; when
 * another version took it in the meantime, the next one (bounded retries). Undefined when the solution is full.
 */
export async function takeVersion(
  services: Services,
  solution: SolutionSnapshot & { waitingApproverIds?: string[]; etag?: string },
  take: TakeVersion,
): Promise<VersionSummary | undefined> {
  const [documents, estimate] = await Promise.all([
    solutionDocuments(services, solution.id, { withInternalOnly: true }),
    estimateViewOf(services, solution),
  ]);
  let number = take.number ?? (await nextVersionNumber(services, solution.id));
  // Not updateWithEtag: no item is changed under an ETag; a version taken meanwhile means creating the next number
  // (another id). Within the same limit of tries as every concurrent write.
  for (let attempt = 0; attempt < ETAG_TRIES && number !== undefined; attempt++) {
    const doc: VersionDoc = {
      id: versionId(solution.id, number),
      solutionId: solution.id,
      version: number,
      name: take.name,
      kind: take.kind,
      createdAt: take.at,
      createdBy: take.by,
      content: packContent({ solution: { ...snapshotOf(solution), documents }, estimate }),
    };
    try {
      await versionsOf(services).create(doc);
      return summaryOf(doc);
    } catch (err) {
      if (err instanceof ItemTooLargeError)
        throw new HttpError(
          422,
          'unprocessable',
          'This solution is too large to keep as a version (2 MB compressed). Its history still records every save.',
        );
      if (!(err instanceof ConflictError)) throw err;
      number = await nextVersionNumber(services, solution.id);
    }
  }
  return undefined;
}

/** Every version of a solution, newest first (at most MAX_VERSIONS: one page). */
export async function listVersions(services: Services, solutionId: string): Promise<VersionSummary[]> {
  const out: VersionSummary[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await versionsOf(services).query({
      where: [{ path: 'solutionId', op: 'eq', value: solutionId }],
      orderBy: [{ path: 'version', direction: 'desc' }],
      select: ['version', 'name', 'kind', 'createdAt', 'createdBy'],
      pageSize: MAX_VERSIONS,
      ...(continuationToken ? { continuationToken } : {}),
    });
    out.push(...page.items.map(({ item }) => summaryOf(item)));
    continuationToken = page.continuationToken;
  } while (continuationToken);
  return out;
}

export async function readVersion(
  services: Services,
  solutionId: string,
  version: number,
): Promise<VersionDoc> {
  const stored = await versionsOf(services).read(versionId(solutionId, version));
  if (!stored) throw notFound(`Version ${version} of this solution`);
  return stored.item;
}
