/**
 * /sales/admin/templates (spec: Templates admin): the templates' names, each linking to its edit page, with the file
 * behind it and who last uploaded it. Admins only.
 */
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatKilobytes, formatTimestamp, TEMPLATE_DOCUMENTS, type Template } from '@portal/domain';
import { Link as RouterLink } from 'react-router-dom';
import { ColumnTable, type TableColumn } from '../../lib/column-table.tsx';
import { AdminPage } from '../../lib/admin/admin-page.tsx';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { useTemplates } from '../../lib/data/templates.ts';

const useStyles = makeStyles({
  root: { maxWidth: '1100px' },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
  empty: { padding: tokens.spacingVerticalXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

export const ADMINS_ONLY = 'Only admins can manage document templates.';

/** 'Alex Morgan, 14:05, 03-02-2027' after an upload; 'Default template' before. */
export function lastUpload(t: Template): string {
  if (!t.modifiedAt) return 'Default template';
  return `${t.modifiedBy?.name ?? 'An admin'}, ${formatTimestamp(t.modifiedAt)}`;
}

export default function TemplatesListPage({ title }: { title: string }) {
  const styles = useStyles();
  const { role } = useSignedInUser();
  const admin = role === 'ADMIN';
  const { data, error, isLoading, mutate } = useTemplates(admin);

  const columns: TableColumn<Template>[] = [
    {
      title: 'Name',
      cell: (t) => (
        <RouterLink className={styles.link} to={`/sales/admin/templates/${encodeURIComponent(t.id)}`}>
          {t.name}
        </RouterLink>
      ),
    },
    { title: 'Used for', cell: (t) => TEMPLATE_DOCUMENTS[t.id] ?? '—' },
    { title: 'File', cell: (t) => t.filename },
    { title: 'Size', cell: (t) => (t.size === undefined ? '—' : formatKilobytes(t.size)) },
    { title: 'Last upload', cell: (t) => <span className={styles.muted}>{lastUpload(t)}</span> },
  ];

  return (
    <AdminPage
      title={title}
      className={styles.root}
      allowed={admin}
      notAllowed={ADMINS_ONLY}
      lead={
        <Text>
          The files generated documents are made from: their look, cover, headers, footers and fixed text.
          Open a template to download it, upload a new version or see what it holds.
        </Text>
      }
      loading={isLoading}
      loadingLabel="Loading templates…"
      error={error}
      errorText="The templates could not be loaded."
      onRetry={() => void mutate()}
    >
      {data && data.list.length === 0 ? (
        <Text className={styles.empty} role="status">
          No templates found!
        </Text>
      ) : null}
      {data && data.list.length > 0 ? (
        <ColumnTable label="Templates" rows={data.list} rowKey={(t) => t.id} columns={columns} />
      ) : null}
    </AdminPage>
  );
}
