/**
 * The three titled result lists of /search: Solutions (each opens the solution), Clients (a link to the Clients
 * page for roles that have it, otherwise text) and Capabilities (a link to the Capabilities admin for those who
 * edit the catalogue, otherwise text with its area). Decisions: ADR 0023.
 */
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import {
  capabilityResultHref,
  clientResultHref,
  type Mode,
  type RoleId,
  type SearchResults,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const useStyles = makeStyles({
  groups: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
  },
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  groupTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  name: { fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  none: { color: tokens.colorNeutralForeground2 },
});

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const styles = useStyles();
  const id = `search-group-${title.toLowerCase()}`;
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 className={styles.groupTitle} id={id}>
        {title} ({count})
      </h2>
      {count === 0 ? <Text className={styles.none}>None</Text> : <ul className={styles.list}>{children}</ul>}
    </section>
  );
}

function NameOrLink({ href, children }: { href: string | undefined; children: string }) {
  const styles = useStyles();
  return href ? (
    <RouterLink className={styles.link} to={href}>
      {children}
    </RouterLink>
  ) : (
    <Text className={styles.name}>{children}</Text>
  );
}

export function SearchResultsView({
  results,
  role,
  mode,
}: {
  results: SearchResults;
  role: RoleId;
  mode: Mode;
}) {
  const styles = useStyles();
  const clientHref = clientResultHref(role, mode);
  const capabilityHref = capabilityResultHref(role);
  return (
    <div className={styles.groups}>
      <Group title="Solutions" count={results.solutions.length}>
        {results.solutions.map((s) => (
          <li key={s.id} className={styles.item}>
            <NameOrLink href={`/sales/solution/${encodeURIComponent(s.id)}`}>{s.name || 'Draft'}</NameOrLink>
            <span className={styles.meta}>
              {s.clientName} · {s.id} · {s.stage}
            </span>
          </li>
        ))}
      </Group>
      <Group title="Clients" count={results.clients.length}>
        {results.clients.map((c) => (
          <li key={c.id} className={styles.item}>
            <NameOrLink href={clientHref}>{c.name}</NameOrLink>
          </li>
        ))}
      </Group>
      <Group title="Capabilities" count={results.capabilities.length}>
        {results.capabilities.map((c) => (
          <li key={c.id} className={styles.item}>
            <NameOrLink href={capabilityHref}>{c.name}</NameOrLink>
            {c.areaName ? <span className={styles.meta}>{c.areaName}</span> : null}
            {c.reason ? <span className={styles.meta}>{c.reason}</span> : null}
          </li>
        ))}
      </Group>
    </div>
  );
}
