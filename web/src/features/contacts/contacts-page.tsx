/**
 * /sales/people (spec: Contacts page; issue 10; decisions in docs/contacts.md): 'Find Contacts for My Region and
 * Industry'. The map comes first; a click on it (Enter or Space: it is a button) opens the list, which opens on
 * the default region filter EME-UKI (spec §9) or on the region of the country clicked. 'Show the list' skips the
 * map. ?view=list keeps the list across Back and reloads.
 */
import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ListRegular } from '@fluentui/react-icons';
import {
  contactVisibility,
  defaultContactFilters,
  filterContacts,
  knownContactFilters,
  ORGANIZATION_NAMES,
  type ContactFilters,
} from '@portal/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../lib/api/api-error.ts';
import { PageSpinner } from '../../lib/page-spinner.tsx';
import { regionLabel, useRegions } from '../../lib/places/regions.ts';
import { useSignedInUser } from '../../lib/session/session-context.tsx';
import { useContactCountries } from './contacts-api.ts';
import { ContactsFilters } from './contacts-filters.tsx';
import { ContactsList } from './contacts-list.tsx';
import { ContactsMap } from './contacts-map.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  top: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    maxWidth: '1100px',
  },
  empty: { padding: tokens.spacingVerticalXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
});

export const NO_MATCH = 'No contacts match the filters!';
export const NO_COUNTRIES = 'No contacts found!';
export const CLIENT_NOTE = `The contacts are the ${ORGANIZATION_NAMES.PROVIDER} and HP staff of each region: your ${ORGANIZATION_NAMES.PROVIDER} account team will put you in touch with them.`;
export const ACCENTURE_NOTE = `You see the ${ORGANIZATION_NAMES.PROVIDER} contacts of each country; HP's are shared with HP and ${ORGANIZATION_NAMES.PROVIDER} staff.`;

export default function ContactsPage({ title }: { title: string }) {
  const styles = useStyles();
  const { role } = useSignedInUser();
  const sees = contactVisibility(role);
  const countries = useContactCountries();
  const regions = useRegions(true);
  const [params, setParams] = useSearchParams();
  const listOpen = params.get('view') === 'list';
  const [chosen, setChosen] = useState<ContactFilters | null>(null);

  const all = useMemo(() => countries.data ?? [], [countries.data]);
  const filters = chosen ? knownContactFilters(all, chosen) : defaultContactFilters(all);
  const view = useMemo(() => filterContacts(all, filters), [all, filters]);

  const labels = useMemo(() => {
    const names = new Map(all.map((c) => [c.id, c.name]));
    return {
      countries: (id: string) => names.get(id) ?? id,
      regions: (id: string) => regionLabel(regions.data?.provider, id),
      hpRegions: (id: string) => regionLabel(regions.data?.hp, id),
    };
  }, [all, regions.data]);

  const openList = (regionId?: string) => {
    setChosen(regionId ? defaultContactFilters(all, regionId) : null);
    setParams({ view: 'list' });
  };

  const error = countries.error ?? regions.error;
  const loading = countries.isLoading || regions.isLoading;
  const ready = countries.data && regions.data;

  return (
    <section className={styles.root} aria-labelledby="page-title">
      <div className={styles.top}>
        <Text as="h1" id="page-title" size={700} weight="semibold">
          {title}
        </Text>
        {ready && all.length > 0 ? (
          listOpen ? (
            <Button icon={<ArrowLeftRegular />} onClick={() => setParams({})}>
              Show the map
            </Button>
          ) : (
            <Button icon={<ListRegular />} onClick={() => openList()}>
              Show the list
            </Button>
          )
        ) : null}
      </div>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {isApiError(error) ? error.message : 'The contacts could not be loaded.'} Reload the page to try
            again.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {loading ? <PageSpinner label="Loading contacts…" /> : null}
      {ready && all.length === 0 ? (
        <Text className={styles.empty} role="status">
          {NO_COUNTRIES}
        </Text>
      ) : null}
      {ready && all.length > 0 && !sees.provider && !sees.hp ? (
        <MessageBar intent="info">
          <MessageBarBody>{CLIENT_NOTE}</MessageBarBody>
        </MessageBar>
      ) : null}
      {ready && all.length > 0 && listOpen && sees.provider && !sees.hp ? (
        <MessageBar intent="info">
          <MessageBarBody>{ACCENTURE_NOTE}</MessageBarBody>
        </MessageBar>
      ) : null}
      {ready && all.length > 0 && !listOpen ? (
        <ContactsMap countries={all} regions={regions.data?.provider ?? []} onOpen={openList} />
      ) : null}
      {ready && all.length > 0 && listOpen ? (
        <>
          <ContactsFilters view={view} filters={filters} labelOf={labels} onChange={setChosen} />
          <Text role="status">
            {view.rows.length === 1 ? '1 country' : `${view.rows.length} countries`} of {all.length}
          </Text>
          {view.rows.length > 0 ? (
            <ContactsList
              rows={view.rows}
              sees={sees}
              regionLabel={labels.regions}
              hpRegionLabel={labels.hpRegions}
            />
          ) : (
            <Text className={styles.empty}>{NO_MATCH}</Text>
          )}
        </>
      ) : null}
    </section>
  );
}
