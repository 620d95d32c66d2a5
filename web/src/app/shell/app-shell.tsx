import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner, usePageLoading } from '../../lib/page-spinner.tsx';
import { useSession } from '../../lib/session/session-context.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

const useStyles = makeStyles({
  // The shell fills the window exactly (issue 30): header, main and footer, the footer at the window's foot on a
  // short page; only content taller than the window makes the page scroll (ADR 0056). The footer waits while the
  // page spinner shows, so a page arriving taller than the window never moves a footer that was in sight.
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  main: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  skip: {
    position: 'absolute',
    left: '-10000px',
    ':focus': { left: tokens.spacingHorizontalM, top: tokens.spacingVerticalM, zIndex: 10 },
  },
});

/** The portal chrome around every page except the chrome-free screenshot route. */
export function AppShell() {
  const styles = useStyles();
  const { role } = useSession();
  // The footer comes with the page's content (never above a page still loading, which would push it away).
  const loading = usePageLoading();
  return (
    <div className={styles.root}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {loading ? null : <Footer role={role} />}
    </div>
  );
}
