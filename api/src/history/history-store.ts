/**
 * Where a solution's history lives (issue 22, docs/history.md): `solution-versions` holds each version as an
 * immutable document (the solution as it was, with its documents list, and the estimate as it was, so a later rate
 * card change does not rewrite it); `solution-history` one small entry per accepted save. Both carry the solution
 * id and are read by it; their ids start with it, so a solution's rows sort together.
 */
import type {
  HistoryChange,
  PersonRef,
  Solution,
  SolutionEstimateView,
  VersionKind,
  VersionSummary,
} from '@portal/domain';
import type { Services } from '../services.ts';

/** The solution as stored (without its ETag and the server's derived fields). */
export type SolutionSnapshot = Omit<Solution, 'etag'>;

export interface VersionDoc extends VersionSummary {
  id: string;
  solutionId: string;
  solution: SolutionSnapshot;
  /** The estimate view when the version was taken (full users only read it). */
  estimate?: SolutionEstimateView;
}

export interface HistoryDoc {
  id: string;
  solutionId: string;
  at: string;
  by: PersonRef;
  /** What changed, for full users (hours, cost and price included). */
  changes: HistoryChange[];
  /** What changed, for partners and clients: the diff computed without full access. */
  partnerChanges: HistoryChange[];
  truncated?: boolean;
  partnerTruncated?: boolean;
}

/** The most versions a solution keeps; a manual version beyond is refused, automatic ones are not taken. */
export const MAX_VERSIONS = 200;

export const versionsOf = (services: Services) => services.store.container<VersionDoc>('solution-versions');
export const historyOf = (services: Services) => services.store.container<HistoryDoc>('solution-history');

export const versionId = (solutionId: string, version: number) => `${solutionId}-v${version}`;

export function summaryOf(doc: VersionDoc): VersionSummary {
  return {
    version: doc.version,
    name: doc.name,
    kind: doc.kind,
    createdAt: doc.createdAt,
    createdBy: doc.createdBy,
  };
}

export type { VersionKind };
