/**
 * /sales/admin/baseline-security-controls (spec: Baseline Security Controls admin, list Domain, Ref, Category,
 * Title, Objective). GET /baseline-security-controls?scope=admin creates the built-in list of 100 when the store has
 * none. A domain filter and a text filter narrow the list. Admins only.
 */
import { Dropdown, Field, makeStyles, Option, SearchBox, Text, tokens } from '@fluentui/react-components';
import {
  filterSecurityControls,
  SECURITY_CONTROL_DOMAINS,
  type BaselineSecurityControl,
  type SecurityControlDomain,
} from '@portal/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { AdminPage } from '../../lib/admin/admin-page.tsx';
import { ColumnTable, type TableColumn } from '../../lib/column-table.tsx';
import { useSecurityControls } from '../../lib/data/security-controls.ts';
import { useSignedInUser } from '../../lib/session/session-context.tsx';

export const ADMINS_ONLY = 'Only admins can manage the baseline security controls.';
const ALL = 'all';

const useStyles = makeStyles({
  root: { maxWidth: '1280px' },
  filters: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'flex-end' },
  domain: { minWidth: '220px' },
  search: { minWidth: '320px', flexGrow: 1, maxWidth: '480px' },
  ref: { whiteSpace: 'nowrap', fontFamily: tokens.fontFamilyMonospace },
  objective: { color: tokens.colorNeutralForeground2 },
  narrow: { width: '110px' },
  category: { width: '170px' },
  title: { width: '24%' },
  empty: { padding: tokens.spacingVerticalXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

const columns = (styles: ReturnType<typeof useStyles>): TableColumn<BaselineSecurityControl>[] => [
  { title: 'Domain', cell: (c) => c.domain, headerClassName: styles.narrow },
  { title: 'Ref', cell: (c) => c.ref, className: styles.ref, headerClassName: styles.narrow },
  { title: 'Category', cell: (c) => c.category, headerClassName: styles.category },
  { title: 'Title', cell: (c) => <Text weight="semibold">{c.name}</Text>, headerClassName: styles.title },
  { title: 'Objective', cell: (c) => c.objective, className: styles.objective },
];

export default function ControlsPage({ title }: { title: string }) {
  const styles = useStyles();
  const { role } = useSignedInUser();
  const admin = role === 'ADMIN';
  const { data, error, isLoading, mutate } = useSecurityControls('admin', admin);
  const [domain, setDomain] = useState<SecurityControlDomain | typeof ALL>(ALL);
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const shown = useMemo(
    () => filterSecurityControls(data ?? [], domain === ALL ? undefined : domain, deferred),
    [data, domain, deferred],
  );
  const count = (d: SecurityControlDomain) => (data ?? []).filter((c) => c.domain === d).length;
  const domainLabel = (d: SecurityControlDomain | typeof ALL) =>
    d === ALL ? `All domains (${data?.length ?? 0})` : `${d} (${count(d)})`;

  return (
    <AdminPage
      title={title}
      className={styles.root}
      allowed={admin}
      notAllowed={ADMINS_ONLY}
      lead={
        <Text>
          The controls a solution is checked against: the Security view of a solution counts those its
          in-scope actions implement.
        </Text>
      }
      loading={isLoading}
      loadingLabel="Loading controls…"
      error={error}
      errorText="The controls could not be loaded."
      onRetry={() => void mutate()}
    >
      {data ? (
        <>
          <div className={styles.filters}>
            <Field label="Domain" className={styles.domain}>
              <Dropdown
                value={domainLabel(domain)}
                selectedOptions={[domain]}
                onOptionSelect={(_, d) =>
                  setDomain((d.optionValue as SecurityControlDomain | typeof ALL | undefined) ?? ALL)
                }
              >
                {([ALL, ...SECURITY_CONTROL_DOMAINS] as const).map((d) => (
                  <Option key={d} value={d}>
                    {domainLabel(d)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field label="Filter" className={styles.search}>
              <SearchBox
                placeholder="Ref, category, title or objective"
                value={filter}
                onChange={(_, d) => setFilter(d.value)}
              />
            </Field>
            <Text role="status">
              {shown.length === data.length
                ? `${data.length} controls`
                : `${shown.length} of ${data.length} controls`}
            </Text>
          </div>
          {shown.length === 0 ? (
            <Text className={styles.empty}>
              {data.length === 0 ? 'No controls found!' : 'No controls match the filter.'}
            </Text>
          ) : (
            <ColumnTable
              label="Baseline security controls"
              rows={shown}
              rowKey={(c) => c.id}
              columns={columns(styles)}
            />
          )}
        </>
      ) : null}
    </AdminPage>
  );
}
