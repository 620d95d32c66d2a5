import { makeStyles, mergeClasses, tokens, Tooltip } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { adminMenu, headerMenu, presencePageOf, themeOf } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session/session-context.tsx';
import { useVersionPing } from '../../lib/presence/version-check.ts';
import { Logo } from './logo.tsx';

// The menus (Fluent Menu, Avatar) load after the first paint: signed-out pages such as /welcome never need them.
const AdminMenu = lazy(() => import('./admin-menu.tsx').then((m) => ({ default: m.AdminMenu })));
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
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
  const presencePage = presencePageOf(useLocation().pathname)?.page;
  // Pages without presence still tell a stale build to reload (the presence pages check as they report).
  useVersionPing(Boolean(user) && !presencePage);
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
        {admin.length > 0 ? (
          <Suspense fallback={null}>
            <AdminMenu entries={admin} className={styles.link} />
          </Suspense>
        ) : null}
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
      {user ? (
        <Suspense fallback={null}>
          <UserMenu user={user} mode={mode} />
        </Suspense>
      ) : null}
    </header>
  );
}
