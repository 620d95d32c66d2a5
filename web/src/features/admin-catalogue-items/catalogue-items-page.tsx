/**
 * /sales/admin/capabilities/deliverables and /work-products (spec: Deliverables and Work Products admin): a
 * read-only table of every deliverable or work product of the current capability catalogue: Action (with the
 * capability path under it), Name, Description (sanitised rich text), Format and a Download link when a document
 * exists. The spec's 'Save Changes' button "shows no behaviour", so the page has none (docs/reference-admin.md):
 * items are edited in the Capabilities admin. A text filter narrows the list. Admins only.
 */
import { Field, makeStyles, SearchBox, Text, tokens } from '@fluentui/react-components';
import {
  catalogueItemRows,
  filterCatalogueItemRows,
  type CatalogueItemRow,
  type DocumentItemsKind,
} from '@portal/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminPage } from '../../lib/admin/admin-page.tsx';
import { useCatalogue } from '../../lib/data/catalogue.ts';
import { ColumnTable, type TableColumn } from '../../lib/column-table.tsx';
import { ItemDocumentCell } from '../../lib/documents/item-document-cell.tsx';
import { SafeText } from '../../lib/sanitize.ts';
import { useSignedInUser } from '../../lib/session/session-context.tsx';

const useStyles = makeStyles({
  root: { maxWidth: '1280px' },
  filters: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'flex-end' },
  search: { minWidth: '320px', flexGrow: 1, maxWidth: '480px' },
  path: { display: 'block', color: tokens.colorNeutralForeground3 },
  description: { color: tokens.colorNeutralForeground2 },
  link: { color: tokens.colorBrandForegroundLink },
  empty: { padding: tokens.spacingVerticalXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

const WORDS: Record<DocumentItemsKind, { plural: string; none: string }> = {
  deliverables: { plural: 'deliverables', none: 'There are no deliverables in the catalogue.' },
  workProducts: { plural: 'work products', none: 'There are no work products in the catalogue.' },
};

export function CatalogueItemsPage({ title, kind }: { title: string; kind: DocumentItemsKind }) {
  const styles = useStyles();
  const { role } = useSignedInUser();
  const admin = role === 'ADMIN';
  const words = WORDS[kind];
  const { data, error, isLoading, mutate } = useCatalogue(undefined, admin);
  const rows = useMemo(() => (data ? catalogueItemRows(data.capabilities, kind) : []), [data, kind]);
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const shown = useMemo(() => filterCatalogueItemRows(rows, deferred), [rows, deferred]);

  const columns: TableColumn<CatalogueItemRow>[] = [
    {
      title: 'Action',
      cell: (r) => (
        <>
          {r.actionName}
          <Text size={200} className={styles.path}>
            {r.path}
          </Text>
        </>
      ),
    },
    { title: 'Name', cell: (r) => <Text weight="semibold">{r.item.name}</Text> },
    {
      title: 'Description',
      cell: (r) => <SafeText html={r.item.description} className={styles.description} />,
    },
    { title: 'Format', cell: (r) => r.item.format.name },
    {
      title: 'Download',
      cell: (r) => <ItemDocumentCell item={r.item} leadProvider linkText="Open document" />,
    },
  ];

  return (
    <AdminPage
      title={title}
      className={styles.root}
      allowed={admin}
      notAllowed={`Only admins can see the catalogue's ${words.plural}.`}
      lead={
        <Text>
          Every {kind === 'deliverables' ? 'deliverable' : 'work product'} of the current capability catalogue
          {data ? ` (version ${data.version})` : ''}, with the action it belongs to. They are edited with
          their action in{' '}
          <RouterLink className={styles.link} to="/sales/admin/capabilities">
            Capabilities
          </RouterLink>
          .
        </Text>
      }
      loading={isLoading}
      loadingLabel={`Loading ${words.plural}…`}
      error={error}
      errorText={`The ${words.plural} could not be loaded.`}
      onRetry={() => void mutate()}
    >
      {data ? (
        <>
          <div className={styles.filters}>
            <Field label="Filter" className={styles.search}>
              <SearchBox
                placeholder="Action, name, description or format"
                value={filter}
                onChange={(_, d) => setFilter(d.value)}
              />
            </Field>
            <Text role="status">
              {shown.length === rows.length
                ? `${rows.length} ${words.plural}`
                : `${shown.length} of ${rows.length} ${words.plural}`}
            </Text>
          </div>
          {shown.length === 0 ? (
            <Text className={styles.empty}>
              {rows.length === 0 ? words.none : `No ${words.plural} match the filter.`}
            </Text>
          ) : (
            <ColumnTable label={title} rows={shown} rowKey={(r) => r.key} columns={columns} />
          )}
        </>
      ) : null}
    </AdminPage>
  );
}
