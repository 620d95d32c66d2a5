/**
 * A version and a diff as the reader may see them (issue 22): the solution redacted with solutionFor exactly
 * like GET /sales/solutions/{id}, internal-only documents and the estimate only for full users, and the diff
 * computed for the reader (without full access, partners and clients never see hours, cost or price).
 */
import {
  diffSolutions,
  hasFullSolutionAccess,
  isInternalOnlyDocumentType,
  scheduleJsonFor,
  sizeLabelsFor,
  solutionFor,
  type DiffQuery,
  type DiffResponse,
  type DiffSide,
  type RoleId,
  type SolutionEstimateView,
  type VersionDetail,
} from '@portal/domain';
import { solutionDocuments } from '../files/document-store.ts';
import { estimateViewOf } from '../rate-card/estimate-context.ts';
import type { Services } from '../services.ts';
import { summaryOf, unpackContent, type SolutionSnapshot, type VersionDoc } from './history-store.ts';
import { readVersion } from './versions.ts';

/** A side of a comparison, redacted for the reader. */
function sideFor(
  role: RoleId,
  solution: SolutionSnapshot,
  estimate: SolutionEstimateView | undefined,
): DiffSide {
  const full = hasFullSolutionAccess(role);
  const documents = full
    ? solution.documents
    : solution.documents.filter((d) => !isInternalOnlyDocumentType(d.type));
  return {
    solution: solutionFor(role, { ...solution, documents }),
    ...(full && estimate ? { estimate } : {}),
  };
}

const versionSide = (role: RoleId, doc: VersionDoc) => {
  const { solution, estimate } = unpackContent(doc);
  return sideFor(role, solution, estimate);
};

/**
 * The schedule of a version as it was, for the reader (GET .../versions/{n}/schedule): partners and clients draw
 * a version's Timeline and People from it, as they draw the current ones from GET .../schedule. Its work is the
 * version's; its calendar skips today's bank holidays (the settings' region), as the current schedule does.
 */
export const versionScheduleFor = (role: RoleId, doc: VersionDoc, holidays: readonly string[]) =>
  scheduleJsonFor(role, unpackContent(doc).solution, holidays);

export function versionFor(role: RoleId, doc: VersionDoc): VersionDetail {
  const side = versionSide(role, doc);
  return {
    ...summaryOf(doc),
    // Not a concurrency token: a version is never saved; it names the version it shows.
    solution: { ...side.solution, etag: `version-${doc.version}` },
    ...(side.estimate ? { estimate: side.estimate } : {}),
  };
}

/** The solution as it is now, as a comparison side (its documents and, for full users, its estimate now). */
async function currentSide(
  services: Services,
  role: RoleId,
  current: SolutionSnapshot & { waitingApproverIds?: string[] },
) {
  const full = hasFullSolutionAccess(role);
  const { waitingApproverIds: _derived, ...solution } = current;
  const [documents, estimate] = await Promise.all([
    solutionDocuments(services, solution.id, { withInternalOnly: full }),
    full ? estimateViewOf(services, solution) : undefined,
  ]);
  return sideFor(role, { ...solution, documents }, estimate);
}

export async function diffFor(
  services: Services,
  role: RoleId,
  current: SolutionSnapshot & { waitingApproverIds?: string[] },
  query: DiffQuery,
): Promise<DiffResponse> {
  const from = await readVersion(services, current.id, query.from);
  const to = query.to === 'current' ? undefined : await readVersion(services, current.id, query.to);
  const toSide = to ? versionSide(role, to) : await currentSide(services, role, current);
  const changes = diffSolutions(versionSide(role, from), toSide, {
    fullAccess: hasFullSolutionAccess(role),
    // Sizes as the reader's own screen labels them.
    sizes: sizeLabelsFor(role),
  });
  return { from: summaryOf(from), ...(to ? { to: summaryOf(to) } : {}), changes };
}
