import { makeStyles, mergeClasses, tokens, Tooltip } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { adminMenu, headerMenu, mayViewAdminPage, presencePageOf, themeOf } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSolutionReadable } from '../../lib/data/solution.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { useVersionPing } from '../../lib/presence/version-check.ts';
import { Logo } from './logo.tsx';
import { AdminMenu } from './admin-menu.tsx';
import { UserMenu } from './user-menu.tsx';

// The menus (Fluent Menu, Avatar; about 6 kB gzip) are part of the shell's code: drawn with the navigation, and a
// press or a focus on them is never lost to code arriving under the pointer (issue 30, ADR 0056).

// Who else is viewing (ADR 0021): loaded only on presence pages (admin pages, saved solutions).
const PresenceStrip = lazy(() => import('../../lib/presence/presence-strip.tsx'));

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    minHeight: '52px',
    padding: `0 ${tokens.spacingHorizontalXXL}`,
    borderBottom: `3px solid ${tokens.colorBrandBackground}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  home: { textDecoration: 'none', borderRadius: tokens.borderRadiusMedium },
  nav: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexGrow: 1 },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  search: { gap: tokens.spacingHorizontalXS, fontWeight: tokens.fontWeightRegular, whiteSpace: 'nowrap' },
  // Below 1,200 px the word goes out of sight (it stays the link's name) so the menus keep one line at 1,024 px.
  searchText: {
    '@media (max-width: 1199px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
  active: {
    color: tokens.colorBrandForeground1,
    boxShadow: `inset 0 -2px 0 ${tokens.colorBrandForeground1}`,
  },
});

/** Header: logo per theme, navigation and Admin dropdown per role and mode, Search (ADR 0023), user menu. */
export function Header() {
  const styles = useStyles();
  const { user, role, mode } = useSession();
  const entries = role ? headerMenu(role, mode) : [];
  const admin = role ? adminMenu(role, mode) : [];
  // Presence is reported only where the person may be (issue 30): an admin page their role opens, a solution once
  // its read has answered (never a solution they may not open, which the API refuses).
  const { pathname } = useLocation();
  const place = user ? presencePageOf(pathname) : undefined;
  const solution = useSolutionReadable(place?.kind === 'solution' ? place.solutionId : undefined);
  const allowed =
    place?.kind === 'admin'
      ? Boolean(role && mayViewAdminPage(role, place.segments))
      : solution === 'readable';
  const presencePage = allowed ? place?.page : undefined;
  const waiting = place?.kind === 'solution' && solution === 'pending';
  // Pages without presence still tell a stale build to reload (the presence pages check as they report).
  useVersionPing(Boolean(user) && !presencePage && !waiting);
  return (
    <header className={styles.root}>
      {/* The link's name is its visible text (the brand and 'Solution Portal'), as WCAG 2.5.3 asks. */}
      <Link to="/" className={styles.home}>
        <Logo theme={role ? themeOf(role) : 'default'} />
      </Link>
      <nav className={styles.nav} aria-label="Main">
        {entries.map((entry) => (
          <NavLink
            key={entry.path}
            to={entry.path}
            className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
          >
            {entry.label}
          </NavLink>
        ))}
        {admin.length > 0 ? <AdminMenu entries={admin} className={styles.link} /> : null}
      </nav>
      {user ? (
        // The tooltip is for the eye only: below 1,200 px the icon stands alone, and the hidden word stays the name.
        <Tooltip content="Search" relationship="inaccessible">
          <NavLink
            to="/search"
            className={({ isActive }) => mergeClasses(styles.link, styles.search, isActive && styles.active)}
          >
            <SearchRegular fontSize={20} aria-hidden />
            <span className={styles.searchText}>Search</span>
          </NavLink>
        </Tooltip>
      ) : null}
      {user && presencePage ? (
        <Suspense fallback={null}>
          <PresenceStrip page={presencePage} />
        </Suspense>
      ) : null}
      {user ? <UserMenu user={user} mode={mode} /> : null}
    </header>
  );
}
