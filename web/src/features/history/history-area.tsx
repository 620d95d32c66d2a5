/**
 * The History area of a solution (issue 22; lazily loaded through the derived views' registry, so it is not in
 * the solution page's first load): Versions, Who changed what, and Compare, each in the address
 * (`?history=versions|changes|compare`) so Back and a reload keep the place. 'Open' shows a version read-only
 * (`?version=N`, drawn by the solution page's read-only view).
 */
import { makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import type { HistoryAreaProps } from '../../lib/solution-views/derived-views.tsx';
import {
  compareOf,
  historySearch,
  historyTabOf,
  versionSearch,
  type CompareChoice,
  type HistoryTab,
} from '../../lib/solution-history/history-address.ts';
import { ChangesTab } from './changes-tab.tsx';
import { CompareTab } from './compare-tab.tsx';
import { VersionsTab } from './versions-tab.tsx';

export const HISTORY_TAB_WORDS: Record<HistoryTab, string> = {
  versions: 'Versions',
  changes: 'Who changed what',
  compare: 'Compare',
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  heading: { margin: 0 },
});

export default function HistoryArea({ solutionId, etag, maySaveVersion }: HistoryAreaProps) {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const tab = historyTabOf(params) ?? 'versions';
  const go = (next: HistoryTab, compare?: CompareChoice) =>
    setParams(new URLSearchParams(historySearch(next, compare)));

  return (
    <section className={styles.root} aria-labelledby="history-title">
      <Text as="h2" id="history-title" size={600} weight="semibold" className={styles.heading}>
        History
      </Text>
      <TabList
        selectedValue={tab}
        onTabSelect={(_, d) => go(d.value as HistoryTab)}
        aria-label="History views"
      >
        {(Object.keys(HISTORY_TAB_WORDS) as HistoryTab[]).map((t) => (
          <Tab key={t} value={t}>
            {HISTORY_TAB_WORDS[t]}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={HISTORY_TAB_WORDS[tab]}>
        {tab === 'versions' ? (
          <VersionsTab
            solutionId={solutionId}
            maySaveVersion={maySaveVersion}
            onOpen={(v) => setParams(new URLSearchParams(versionSearch(v)))}
            onCompare={(v) => go('compare', { from: v, to: 'current' })}
          />
        ) : null}
        {tab === 'changes' ? <ChangesTab solutionId={solutionId} /> : null}
        {tab === 'compare' ? (
          <CompareTab
            solutionId={solutionId}
            etag={etag}
            choice={compareOf(params)}
            onChoose={(c) => go('compare', c)}
          />
        ) : null}
      </div>
    </section>
  );
}
