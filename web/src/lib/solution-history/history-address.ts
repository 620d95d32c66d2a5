/**
 * Where the History area is in the solution page's address (issue 22), so a view can be linked, reloaded and left
 * with the browser's Back: `?history=versions|changes|compare` (with `from` and `to` for compare: a version
 * number, `to` also 'current') and `?version=N` for a version opened read-only.
 */
export const HISTORY_TABS = ['versions', 'changes', 'compare'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

export function historyTabOf(params: URLSearchParams): HistoryTab | undefined {
  const tab = params.get('history');
  return (HISTORY_TABS as readonly string[]).includes(tab ?? '') ? (tab as HistoryTab) : undefined;
}

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** The version opened read-only (`?version=N`), if any. */
export function openVersionOf(params: URLSearchParams): number | undefined {
  return positive(params.get('version'));
}

export interface CompareChoice {
  from: number | undefined;
  to: number | 'current';
}

export function compareOf(params: URLSearchParams): CompareChoice {
  const to = params.get('to');
  return {
    from: positive(params.get('from')),
    to: to && to !== 'current' ? (positive(to) ?? 'current') : 'current',
  };
}

/** The search of a History view (the solution's own path stays as it is). */
export function historySearch(tab: HistoryTab, compare?: CompareChoice): string {
  const params = new URLSearchParams({ history: tab });
  if (tab === 'compare' && compare?.from) {
    params.set('from', String(compare.from));
    params.set('to', String(compare.to));
  }
  return `?${params.toString()}`;
}

export const versionSearch = (version: number) => `?version=${version}`;
