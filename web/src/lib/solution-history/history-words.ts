/**
 * The words the history shows (issue 22): a version's kind and a change's area in plain words, a version as a
 * person names it ("version 3 'Sent to Contoso' of 14:05, 12-03-2027"), and the changes grouped by area in the
 * order of HISTORY_AREAS.
 */
import {
  formatTimestamp,
  HISTORY_AREAS,
  type HistoryArea,
  type HistoryChange,
  type VersionKind,
  type VersionSummary,
} from '@portal/domain';

export const VERSION_KIND_WORDS: Record<VersionKind, string> = {
  manual: 'Saved by hand',
  'partner-submit': 'Partner submitted',
  approval: 'Approved',
  close: 'Closed',
  deliver: 'Delivered',
};

export const AREA_WORDS: Record<HistoryArea, string> = {
  details: 'Details',
  scope: 'Scope',
  sizes: 'Sizes',
  estimate: 'Estimate',
  staffing: 'Staffing',
  schedule: 'Schedule',
  risk: 'Risk',
  content: 'Content',
  documents: 'Documents',
  approvals: 'Approvals',
};

/** "version 3 'Sent to Contoso' of 14:05, 12-03-2027" */
export function versionWords(v: VersionSummary): string {
  return `version ${v.version} '${v.name}' of ${formatTimestamp(v.createdAt)}`;
}

export interface AreaChanges {
  area: HistoryArea;
  title: string;
  changes: HistoryChange[];
}

/** The changes grouped by area, areas in the history's order, changes in the order they came. */
export function groupByArea(changes: readonly HistoryChange[]): AreaChanges[] {
  return HISTORY_AREAS.map((area) => ({
    area,
    title: AREA_WORDS[area],
    changes: changes.filter((c) => c.area === area),
  })).filter((g) => g.changes.length > 0);
}
