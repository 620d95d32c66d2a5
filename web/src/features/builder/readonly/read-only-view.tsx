/**
 * The read-only tabbed view (spec: Step content): Scope, Metrics, Timeline, People, Deliverables, Work
 * Products, Solution and Documents. Read users always see it; submit-only users once they have submitted;
 * full users in the Deliver step (with previous and next). A person named as an approver who has no builder
 * (a Solution Reviewer) also gets the Approvals tab from Review on, where they approve (ADR 0054).
 */
import { Button, makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { READ_ONLY_TABS, showsApprovalsTo } from '@portal/domain';
import { useState } from 'react';
import { isDerivedView } from '../../../lib/solution-views/derived-views.tsx';
import { DerivedPane } from '../derived/derived-pane.tsx';
import { useSolutionPage } from '../state/page-context.tsx';
import { useBuilder } from '../state/builder-context.tsx';
import { DetailScope } from '../detail/detail-scope.tsx';
import { DocumentItemsList } from '../lists/document-items-list.tsx';
import { CoreMetrics } from '../metrics/core-metrics.tsx';
import { ApprovalsTable } from '../review/approvals-table.tsx';
import { ReviewAccordion } from '../review/review-accordion.tsx';
import { SolutionSummary } from '../review/solution-summary.tsx';
import { DocumentsTab } from './documents-tab.tsx';

export const SHOWN_READ_ONLY_TABS: readonly string[] = READ_ONLY_TABS;

/**
 * A version opened read-only (issue 22) shows full users every derived view their builder has, in the builder's
 * order: Risk Assessment after People, Security after Work Products, CPoR last.
 */
export const VERSION_FULL_TABS: readonly string[] = [
  ...SHOWN_READ_ONLY_TABS.flatMap((t) =>
    t === 'People' ? [t, 'Risk Assessment'] : t === 'Work Products' ? [t, 'Security'] : [t],
  ),
  'CPoR',
];

/**
 * A person asked to answer a CPoR approval of this solution also sees the CPoR tab (docs/cpor.md); one named as an
 * approver of the solution, who has no builder, the Approvals tab once the stored solution has reached Review (ADR
 * 0054; not in a version, which approves nothing).
 */
function useShownTabs(): readonly string[] {
  const { user, kind, version } = useSolutionPage();
  const approver = useBuilder((s) => s.draft.state.cpor?.approvals.some((a) => a.approver?.id === user.id));
  const named = useBuilder((s) => !!s.base && showsApprovalsTo(user.id, s.base));
  if (version && kind === 'full') return VERSION_FULL_TABS;
  const tabs = approver ? [...SHOWN_READ_ONLY_TABS, 'CPoR'] : SHOWN_READ_ONLY_TABS;
  return named && !version && kind !== 'full' ? [...tabs, 'Approvals'] : tabs;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  // The tabs wrap among themselves; the Previous / Next pager keeps its own column on the same line, never
  // broken over two lines or pushed under the tabs (issue 18).
  bar: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalS,
  },
  tabs: { flexWrap: 'wrap', minWidth: 0 },
  pager: { display: 'flex', flexWrap: 'nowrap', gap: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
  solution: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

function TabContent({ tab }: { tab: string }) {
  const styles = useStyles();
  if (isDerivedView(tab)) return <DerivedPane name={tab} editable={false} />;
  switch (tab) {
    case 'Scope':
      return <DetailScope editable={false} />;
    case 'Metrics':
      return <CoreMetrics editable={false} />;
    case 'Deliverables':
      return <DocumentItemsList kind="deliverables" />;
    case 'Work Products':
      return <DocumentItemsList kind="workProducts" />;
    case 'Solution':
      return (
        <div className={styles.solution}>
          <SolutionSummary />
          <ReviewAccordion mode="read" />
        </div>
      );
    case 'Approvals':
      return <ApprovalsTable readOnly />;
    default:
      return <DocumentsTab />;
  }
}

export function ReadOnlyView({ withPreviousNext = false }: { withPreviousNext?: boolean }) {
  const styles = useStyles();
  const tabs = useShownTabs();
  const [tab, setTab] = useState<string>(tabs[0] ?? 'Scope');
  const index = tabs.indexOf(tab);
  const move = (by: number) => setTab(tabs[index + by] ?? tab);

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <TabList
          className={styles.tabs}
          selectedValue={tab}
          onTabSelect={(_e, data) => setTab(String(data.value))}
          aria-label="Solution views"
        >
          {tabs.map((t) => (
            <Tab key={t} value={t}>
              {t}
            </Tab>
          ))}
        </TabList>
        {withPreviousNext ? (
          <div className={styles.pager} role="group" aria-label="Views pager">
            <Button
              icon={<ChevronLeftRegular />}
              aria-label="Previous view"
              disabled={index <= 0}
              onClick={() => move(-1)}
            >
              Previous
            </Button>
            <Button
              icon={<ChevronRightRegular />}
              iconPosition="after"
              aria-label="Next view"
              disabled={index >= tabs.length - 1}
              onClick={() => move(1)}
            >
              Next
            </Button>
          </div>
        ) : null}
      </div>
      <div role="tabpanel" aria-label={tab}>
        <TabContent tab={tab} />
      </div>
    </div>
  );
}
