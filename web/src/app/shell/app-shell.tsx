import { makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../lib/page-spinner.tsx';
import { useSession } from '../../lib/session/session-context.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  main: {
    flexGrow: 1,
    // The footer starts below the fold, so content arriving after the first paint never moves a visible
    // footer (Lighthouse counted that as layout shift on the solution page).
    minHeight: '100vh',
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
      <Footer role={role} />
    </div>
  );
}
