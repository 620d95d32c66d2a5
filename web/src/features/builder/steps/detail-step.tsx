/**
 * Steps 5 (Detail) and 6 (Review): sub-tabs from SUB_TABS. Scope and Core Metrics are editable in step 5;
 * Content (step 5) edits the Review accordion; Review (step 6) shows it with the review tables; Approvals
 * (step 6) holds the approvals table. Timeline, People, Risk Assessment and Security are the derived views
 * (their own features, shown through DerivedPane); their settings and answers change in step 5.
 */
import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { detailEditable, SUB_TABS } from '@portal/domain';
import { useState } from 'react';
import { isDerivedView } from '../../../lib/solution-views/derived-views.tsx';
import { DerivedPane } from '../derived/derived-pane.tsx';
import { DetailScope } from '../detail/detail-scope.tsx';
import { DocumentItemsList } from '../lists/document-items-list.tsx';
import { CoreMetrics } from '../metrics/core-metrics.tsx';
import { ApprovalsTable } from '../review/approvals-table.tsx';
import { ReviewAccordion } from '../review/review-accordion.tsx';

export function shownSubTabs(step: 5 | 6): string[] {
  return [...SUB_TABS[step]];
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  // Eleven sub-tabs: they wrap rather than run off the page at 1,024 px.
  tabs: { flexWrap: 'wrap' },
});

function SubTabContent({ step, tab }: { step: 5 | 6; tab: string }) {
  const editable = detailEditable(step);
  if (isDerivedView(tab)) return <DerivedPane name={tab} editable={editable} />;
  switch (tab) {
    case 'Scope':
      return <DetailScope editable={editable} />;
    case 'Core Metrics':
      return <CoreMetrics editable={editable} />;
    case 'Deliverables':
      return <DocumentItemsList kind="deliverables" editable={editable} />;
    case 'Work Products':
      return <DocumentItemsList kind="workProducts" />;
    case 'Content':
      return <ReviewAccordion mode="content" />;
    case 'Review':
      return <ReviewAccordion mode="review" />;
    default:
      return <ApprovalsTable />;
  }
}

export function DetailStep({ step }: { step: 5 | 6 }) {
  const styles = useStyles();
  const tabs = shownSubTabs(step);
  const [tab, setTab] = useState<string>(tabs[0] ?? 'Scope');
  const current = tabs.includes(tab) ? tab : (tabs[0] ?? 'Scope');
  return (
    <div className={styles.root}>
      <TabList
        className={styles.tabs}
        selectedValue={current}
        onTabSelect={(_e, data) => setTab(String(data.value))}
        aria-label={step === 5 ? 'Detail views' : 'Review views'}
      >
        {tabs.map((t) => (
          <Tab key={t} value={t}>
            {t}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={current}>
        <SubTabContent step={step} tab={current} />
      </div>
    </div>
  );
}
