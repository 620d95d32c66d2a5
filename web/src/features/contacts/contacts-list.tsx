/**
 * The list of the contacts page: one row per country (Country, {product} Region, HP Region); the country is a
 * button that expands the row (Enter or Space) to the sponsor, alliance, sales and solutions contacts of each
 * organisation the role may see, with e-mail links, and 'TBC' where a name is missing.
 */
import {
  Button,
  Link,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import {
  CONTACT_LABELS,
  CONTACTS_PAGE_ORDER,
  contactLine,
  ORGANIZATION_NAMES,
  type ContactVisibility,
  type CountryContacts,
  type SalesCountry,
} from '@portal/domain';
import { Fragment, useState } from 'react';

const useStyles = makeStyles({
  table: { maxWidth: '1100px' },
  countryCol: { width: '30%' },
  regionCol: { width: '38%' },
  hpCol: { width: '32%' },
  toggle: { fontWeight: tokens.fontWeightSemibold, justifyContent: 'flex-start', minWidth: 0 },
  details: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalXXL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXXL} ${tokens.spacingVerticalM}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  org: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  people: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  person: { margin: 0, display: 'flex', flexWrap: 'wrap', gap: `0 ${tokens.spacingHorizontalS}` },
  tbc: { color: tokens.colorNeutralForeground2, fontStyle: 'italic' },
});

function People({ org, country, contacts }: { org: string; country: string; contacts: CountryContacts }) {
  const styles = useStyles();
  return (
    <section className={styles.org} aria-label={`${org} contacts, ${country}`}>
      <Text weight="semibold">{org}</Text>
      <dl className={styles.people}>
        {CONTACTS_PAGE_ORDER.map((kind) => {
          const line = contactLine(contacts[kind]);
          return (
            <Fragment key={kind}>
              <dt className={styles.term}>{CONTACT_LABELS[kind]}</dt>
              <dd className={styles.person}>
                {line.tbc ? (
                  <span className={styles.tbc}>{line.name}</span>
                ) : (
                  <>
                    <span>{line.name}</span>
                    {line.email ? <Link href={`mailto:${line.email}`}>{line.email}</Link> : null}
                  </>
                )}
              </dd>
            </Fragment>
          );
        })}
      </dl>
    </section>
  );
}

export interface ContactsListProps {
  rows: readonly SalesCountry[];
  sees: ContactVisibility;
  regionLabel: (id: string) => string;
  hpRegionLabel: (id: string) => string;
}

export function ContactsList({ rows, sees, regionLabel, hpRegionLabel }: ContactsListProps) {
  const styles = useStyles();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const expandable = sees.provider || sees.hp;
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Table className={styles.table} aria-label="Contacts by country">
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.countryCol}>Country</TableHeaderCell>
          <TableHeaderCell className={styles.regionCol}>{ORGANIZATION_NAMES.PROVIDER} Region</TableHeaderCell>
          <TableHeaderCell className={styles.hpCol}>HP Region</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((c) => {
          const isOpen = expandable && open.has(c.id);
          const detailsId = `contacts-of-${c.id}`;
          return (
            <Fragment key={c.id}>
              <TableRow>
                <TableCell>
                  {expandable ? (
                    <Button
                      appearance="subtle"
                      className={styles.toggle}
                      icon={isOpen ? <ChevronDownRegular /> : <ChevronRightRegular />}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? detailsId : undefined}
                      onClick={() => toggle(c.id)}
                    >
                      {c.name}
                    </Button>
                  ) : (
                    <Text weight="semibold">{c.name}</Text>
                  )}
                </TableCell>
                <TableCell>{regionLabel(c.fields.provider.regionId)}</TableCell>
                <TableCell>{hpRegionLabel(c.fields.hp.region)}</TableCell>
              </TableRow>
              {isOpen ? (
                <TableRow id={detailsId}>
                  <TableCell colSpan={3}>
                    <div className={styles.details}>
                      {sees.provider ? (
                        <People
                          org={ORGANIZATION_NAMES.PROVIDER}
                          country={c.name}
                          contacts={c.fields.provider.contacts}
                        />
                      ) : null}
                      {sees.hp ? (
                        <People
                          org={ORGANIZATION_NAMES.HP}
                          country={c.name}
                          contacts={c.fields.hp.contacts}
                        />
                      ) : null}
                    </div>
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
