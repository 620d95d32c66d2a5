/**
 * /sales/admin/countries (spec: Countries admin): the table Country, {product} Region, HP Region; a country opens
 * its dialog (regions and contacts). Admins only; the audit trail of the countries underneath.
 */
import { Link, makeStyles, Text, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { ORGANIZATION_NAMES, type StoredSalesCountry } from '@portal/domain';
import { useState } from 'react';
import { AuditTrail, refreshAuditTrail } from '../../lib/admin/audit-trail.tsx';
import { ColumnTable, type TableColumn } from '../../lib/column-table.tsx';
import { AdminPage } from '../../lib/admin/admin-page.tsx';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { useNotify } from '../../lib/toasts/toasts.tsx';
import { useCountries, useKeepCountry } from '../../lib/data/countries.ts';
import { regionLabel, useRegions } from '../../lib/places/regions.ts';
import { CountryDialog } from './country-dialog.tsx';

const useStyles = makeStyles({
  root: { maxWidth: '1100px' },
  country: { fontWeight: tokens.fontWeightSemibold, textAlign: 'left' },
  countryCol: { width: '26%' },
  regionCol: { width: '40%' },
  hpCol: { width: '34%' },
  empty: { padding: tokens.spacingVerticalXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

export const COUNTRIES_ADMINS_ONLY = 'Only admins can manage countries and their contacts.';
const PRODUCT_REGION = `${ORGANIZATION_NAMES.PROVIDER} Region`;

export default function CountriesPage({ title }: { title: string }) {
  const styles = useStyles();
  const notify = useNotify();
  const { role } = useSignedInUser();
  const admin = role === 'ADMIN';
  const countries = useCountries(admin);
  const keepCountry = useKeepCountry();
  const regions = useRegions(admin);
  const [open, setOpen] = useState<StoredSalesCountry | null>(null);
  // Closing the dialog puts focus back on the country that opened it.
  const restoreFocus = useRestoreFocusTarget();

  const columns: TableColumn<StoredSalesCountry>[] = [
    {
      title: 'Country',
      headerClassName: styles.countryCol,
      cell: (c) => (
        <Link as="button" {...restoreFocus} className={styles.country} onClick={() => setOpen(c)}>
          {c.name}
        </Link>
      ),
    },
    {
      title: PRODUCT_REGION,
      headerClassName: styles.regionCol,
      cell: (c) => regionLabel(regions.data?.provider, c.fields.provider.regionId),
    },
    {
      title: 'HP Region',
      headerClassName: styles.hpCol,
      cell: (c) => regionLabel(regions.data?.hp, c.fields.hp.region),
    },
  ];

  const error = countries.error ?? regions.error;
  const loading = countries.isLoading || regions.isLoading;

  return (
    <AdminPage
      title={title}
      className={styles.root}
      allowed={admin}
      notAllowed={COUNTRIES_ADMINS_ONLY}
      lead={
        <Text>
          Each country&apos;s {ORGANIZATION_NAMES.PROVIDER} and HP regions and their sponsor, sales, alliance
          and solutions contacts. Open a country to change them.
        </Text>
      }
      loading={loading}
      loadingLabel="Loading countries…"
      error={error}
      errorText="The countries could not be loaded."
      onRetry={() => {
        void countries.mutate();
        regions.retry();
      }}
    >
      {countries.data && countries.data.length === 0 ? (
        <Text className={styles.empty} role="status">
          No countries found!
        </Text>
      ) : null}
      {countries.data && countries.data.length > 0 && regions.data ? (
        <ColumnTable label="Countries" rows={countries.data} rowKey={(c) => c.id} columns={columns} />
      ) : null}
      <AuditTrail area="countries" title="Recent changes to countries" />
      {open && regions.data ? (
        <CountryDialog
          key={`${open.id}:${open.etag}`}
          country={open}
          regions={regions.data}
          onClose={() => setOpen(null)}
          onSaved={(saved) => {
            void keepCountry(saved);
            void refreshAuditTrail('countries');
            setOpen(null);
            notify('Saved!', 'success');
          }}
        />
      ) : null}
    </AdminPage>
  );
}
