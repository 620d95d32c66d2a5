/**
 * The contacts page once its data is there (docs/contacts.md): the map first, or the list (?view=list) with the
 * three filters, opening on the default region filter EME-UKI (spec §9) or on the region of the country clicked.
 * 'Show the list' skips the map; 'Show the map' goes back. Given data as props, so it is tested without the API.
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
  type RoleId,
  type SalesCountry,
} from '@portal/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { regionLabel, type RegionLists } from '../../lib/places/regions.ts';
import { ContactsFilters } from './contacts-filters.tsx';
import { ContactsList } from './contacts-list.tsx';
import { ContactsMap } from './contacts-map.tsx';

const useStyles = makeStyles({
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
export const CLIENT_NOTE = `The contacts are the ${ORGANIZATION_NAMES.PROVIDER} and HP staff of each region: your ${ORGANIZATION_NAMES.PROVIDER} account team will put you in touch with them.`;
export const ACCENTURE_NOTE = `You see the ${ORGANIZATION_NAMES.PROVIDER} contacts of each country; HP's own contacts are shared with HP and ${ORGANIZATION_NAMES.PROVIDER} staff only.`;

export interface ContactsContentProps {
  /** The page title (h1), with the map/list switch beside it. */
  heading: ReactNode;
  role: RoleId;
  countries: readonly SalesCountry[];
  regions: RegionLists;
}

export function ContactsContent({ heading, role, countries, regions }: ContactsContentProps) {
  const styles = useStyles();
  const sees = contactVisibility(role);
  const [params, setParams] = useSearchParams();
  const listOpen = params.get('view') === 'list';
  const [chosen, setChosen] = useState<ContactFilters | null>(null);

  const filters = useMemo(
    () => (chosen ? knownContactFilters(countries, chosen) : defaultContactFilters(countries)),
    [countries, chosen],
  );
  const view = useMemo(() => filterContacts(countries, filters), [countries, filters]);
  const labels = useMemo(() => {
    const names = new Map(countries.map((c) => [c.id, c.name]));
    return {
      countries: (id: string) => names.get(id) ?? id,
      regions: (id: string) => regionLabel(regions.provider, id),
      hpRegions: (id: string) => regionLabel(regions.hp, id),
    };
  }, [countries, regions]);

  // A country clicked on the map sets its region; otherwise the filters of this visit stay (the default at first).
  const openList = (regionId?: string) => {
    if (regionId) setChosen(defaultContactFilters(countries, regionId));
    setParams({ view: 'list' });
  };

  return (
    <>
      <div className={styles.top}>
        {heading}
        {listOpen ? (
          <Button icon={<ArrowLeftRegular />} onClick={() => setParams({})}>
            Show the map
          </Button>
        ) : (
          <Button icon={<ListRegular />} onClick={() => openList()}>
            Show the list
          </Button>
        )}
      </div>
      {!sees.provider && !sees.hp ? (
        <MessageBar intent="info">
          <MessageBarBody>{CLIENT_NOTE}</MessageBarBody>
        </MessageBar>
      ) : null}
      {listOpen && sees.provider && !sees.hp ? (
        <MessageBar intent="info">
          <MessageBarBody>{ACCENTURE_NOTE}</MessageBarBody>
        </MessageBar>
      ) : null}
      {!listOpen ? <ContactsMap countries={countries} regions={regions.provider} onOpen={openList} /> : null}
      {listOpen ? (
        <>
          <ContactsFilters view={view} filters={filters} labelOf={labels} onChange={setChosen} />
          <Text role="status">
            {view.rows.length === 1 ? '1 country' : `${view.rows.length} countries`} of {countries.length}
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
    </>
  );
}
