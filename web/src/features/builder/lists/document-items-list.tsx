/**
 * Deliverables / Work Products (sub-tabs of steps 5 and 6 and of the read-only view): the items of the
 * in-scope actions with Action, Name (description as tooltip), Format, Document and path. A document opens
 * (web link) or downloads (upload) for lead-provider users (spec: document download links are theirs). Empty:
 * 'There are no documents!'.
 */
import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { isLeadProvider } from '@portal/domain';
import { useMemo } from 'react';
import { ColumnTable } from '../../../lib/column-table.tsx';
import { useSignedInUser } from '../../../lib/session/session-context.tsx';
import { useBuilder } from '../state/builder-context.tsx';
import { documentItemRows, type DocumentItemRow, type DocumentItemsKind } from '@portal/domain';
import { ItemDocumentCell } from '../../../lib/documents/item-document-cell.tsx';
import { DescribedName } from './described-name.tsx';
import { DeliverableReviewCell, SolutionReviewSettings } from './review-settings.tsx';

export const NO_DOCUMENTS = 'There are no documents!';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  table: { backgroundColor: tokens.colorNeutralBackground1 },
  path: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** editable: the Detail step (review settings can be changed); elsewhere they are shown. */
export function DocumentItemsList({
  kind,
  editable = false,
}: {
  kind: DocumentItemsKind;
  editable?: boolean;
}) {
  const { role } = useSignedInUser();
  return <DocumentItemsListView kind={kind} leadProvider={isLeadProvider(role)} editable={editable} />;
}

export function DocumentItemsListView({
  kind,
  leadProvider,
  editable = false,
}: {
  kind: DocumentItemsKind;
  leadProvider: boolean;
  editable?: boolean;
}) {
  const styles = useStyles();
  const tree = useBuilder((s) => s.tree);
  const rows = useMemo(() => documentItemRows(tree, kind), [tree, kind]);
  const title = kind === 'deliverables' ? 'Deliverables' : 'Work Products';

  const deliverables = kind === 'deliverables';
  if (rows.length === 0) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{NO_DOCUMENTS}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <div className={styles.root}>
      {deliverables ? <SolutionReviewSettings editable={editable} /> : null}
      <ColumnTable
        className={styles.table}
        label={title}
        size="small"
        rows={rows}
        rowKey={(row) => row.key}
        columns={[
          { title: 'Action', cell: (row) => row.actionName },
          {
            title: 'Name',
            cell: ({ item }) => <DescribedName item={item} />,
          },
          { title: 'Format', cell: (row) => row.item.format.name },
          ...(deliverables
            ? [
                {
                  title: 'Review',
                  cell: (row: DocumentItemRow) => <DeliverableReviewCell row={row} editable={editable} />,
                },
              ]
            : []),
          {
            title: 'Document',
            cell: ({ item }) => <ItemDocumentCell item={item} leadProvider={leadProvider} />,
          },
          { title: 'Path', cell: (row) => row.path, className: styles.path },
        ]}
      />
    </div>
  );
}
