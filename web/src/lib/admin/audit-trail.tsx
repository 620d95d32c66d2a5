/**
 * The audit trail of one admin area (issue 9): who changed what and when, newest first, each change in the page's
 * words when the area names its changes (the rate card: 'Offshore price of Senior Consultant: £125.00 → £120.00',
 * historyChangeLine), otherwise as its path with the value before and after. Admin pages place it under their
 * content; after a save they call `refreshAuditTrail(area)` so the new entry shows.
 */
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { formatTimestamp, historyChangeLine, type AuditArea, type AuditEntry } from '@portal/domain';
import { ColumnTable } from '../column-table.tsx';
import { useAuditTrail } from '../data/audit-trail.ts';

export { auditKey, refreshAuditTrail } from '../data/audit-trail.ts';

const useStyles = makeStyles({
  changes: { margin: 0, paddingLeft: tokens.spacingHorizontalL, overflowWrap: 'anywhere' },
  path: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  muted: { color: tokens.colorNeutralForeground3 },
});

function Changes({ entry }: { entry: AuditEntry }) {
  const styles = useStyles();
  if (!entry.changes.length) return <Text className={styles.muted}>No field changed</Text>;
  return (
    <ul className={styles.changes}>
      {entry.changes.map((c) =>
        c.label ? (
          <li key={c.path}>{historyChangeLine({ ...c, label: c.label })}</li>
        ) : (
          <li key={c.path}>
            <span className={styles.path}>{c.path}</span>: {c.before ?? '(none)'} → {c.after ?? '(removed)'}
          </li>
        ),
      )}
      {entry.truncated ? <li className={styles.muted}>and more</li> : null}
    </ul>
  );
}

export function AuditTrail({ area, title = 'Recent changes' }: { area: AuditArea; title?: string }) {
  const { data, error, isLoading } = useAuditTrail(area);
  return (
    <Accordion collapsible>
      <AccordionItem value="audit">
        <AccordionHeader>{title}</AccordionHeader>
        <AccordionPanel>
          {isLoading ? <Spinner size="tiny" label="Loading the changes..." /> : null}
          {error ? (
            <MessageBar intent="error">
              <MessageBarBody>The changes could not be loaded.</MessageBarBody>
            </MessageBar>
          ) : null}
          {data && data.length === 0 ? <Text>No changes have been recorded yet.</Text> : null}
          {data && data.length > 0 ? (
            <ColumnTable
              label={title}
              size="small"
              rows={data}
              rowKey={(e) => e.id}
              columns={[
                { title: 'When', cell: (e) => formatTimestamp(e.at) },
                { title: 'Who', cell: (e) => e.by.name },
                {
                  title: 'What',
                  cell: (e) => `${e.action === 'create' ? 'Created' : 'Changed'} ${e.target.name}`,
                },
                { title: 'Changes', cell: (e) => <Changes entry={e} /> },
              ]}
            />
          ) : null}
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
