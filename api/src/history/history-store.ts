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
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Services } from '../services.ts';

/** The solution as stored (without its ETag and the server's derived fields). */
export type SolutionSnapshot = Omit<Solution, 'etag'>;

/** What a version keeps: the solution as it was and the estimate view then (full users only read it). */
export interface VersionContent {
  solution: SolutionSnapshot;
  estimate?: SolutionEstimateView;
}

/**
 * A version: its summary in plain fields (the list reads only those), its content gzipped (base64), so that a
 * version of the largest solution the store takes (2 MB) fits the store's 2 MB item limit with room to spare.
 */
export interface VersionDoc extends VersionSummary {
  id: string;
  solutionId: string;
  /** gzip, base64, of the JSON of VersionContent. */
  content: string;
}

export const packContent = (content: VersionContent) =>
  gzipSync(JSON.stringify(content), { level: 1 }).toString('base64');

export const unpackContent = (doc: VersionDoc): VersionContent =>
  JSON.parse(gunzipSync(Buffer.from(doc.content, 'base64')).toString('utf8')) as VersionContent;

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
