/**
 * Capability Documents (spec: Derived views, Lists): the deliverables and work products of the in-scope actions
 * that come with a document, with the columns Document (its kind), Name (description as tooltip), Download,
 * Format, Review (deliverables: their own review settings or the solution's default), Action and Path. A web
 * link opens and an upload downloads for lead-provider users; others see Attached.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  effectiveReviewSettings,
  formatReviewSettings,
  formatReviewSettingsShort,
  isLeadProvider,
} from '@portal/domain';
import { ColumnTable } from '../../../lib/column-table.tsx';
import { useSignedInUser } from '../../../lib/session/session-context.tsx';
import type { CapabilityDocument } from '@portal/domain';
import { ItemDocumentCell } from '../../../lib/documents/item-document-cell.tsx';
import { DescribedName } from './described-name.tsx';
import { useSolutionReviewDefault } from './review-settings.tsx';

const useStyles = makeStyles({
  path: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export function CapabilityDocumentsList({ rows }: { rows: readonly CapabilityDocument[] }) {
  const styles = useStyles();
  const { role } = useSignedInUser();
  const leadProvider = isLeadProvider(role);
  const fallback = useSolutionReviewDefault();
  return (
    <ColumnTable
      label="Capability Documents"
      size="small"
      rows={rows}
      rowKey={(row) => row.key}
      columns={[
        { title: 'Document', cell: (row) => row.kind },
        {
          title: 'Name',
          cell: ({ item }) => <DescribedName item={item} />,
        },
        {
          title: 'Download',
          cell: ({ item }) => (
            <ItemDocumentCell item={item} leadProvider={leadProvider} linkText="Download" />
          ),
        },
        { title: 'Format', cell: (row) => row.item.format.name },
        {
          title: 'Review',
          cell: ({ kind, item }) => {
            if (kind !== 'Deliverable') return null;
            const value = effectiveReviewSettings(item.reviewSettings, fallback);
            return (
              <span title={formatReviewSettings(value)}>
                {item.reviewSettings ? formatReviewSettingsShort(value) : 'Default'}
              </span>
            );
          },
        },
        { title: 'Action', cell: (row) => row.action },
        { title: 'Path', cell: (row) => row.path, className: styles.path },
      ]}
    />
  );
}
