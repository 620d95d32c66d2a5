import { isRouteAvailable, unknownRouteRedirect } from '@portal/domain';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { landingFor, notePageShown, rememberReturnTo, settleReturnTo } from '../lib/auth/return-to.ts';
import { PageSpinner } from '../lib/page-spinner.tsx';
import { useSession } from '../lib/session/session-context.tsx';

/** Missing session: remember where the user wanted to go, then show /welcome. */
function ToWelcome() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberReturnTo(`${location.pathname}${location.search}`);
    navigate('/welcome', { replace: true });
  }, [location.pathname, location.search, navigate]);
  return null;
}

/**
 * Every route except /welcome and /sign-in requires a session. Once it is ready, a page remembered for the
 * person whose session ended on it is left for the home page when someone else signed in (issue 30), and the
 * remembered page is forgotten once a page is shown; each page shown notes whose it is, should their session end
 * there.
 */
export function RequireSession() {
  const { status, user } = useSession();
  const location = useLocation();
  const userId = status === 'ready' ? user?.id : undefined;
  const here = `${location.pathname}${location.search}`;
  const elsewhere = userId ? landingFor(userId, here) : undefined;
  useEffect(() => {
    // Forgotten only once the person stays: until the home page is reached, the redirect holds on every render.
    if (!userId || elsewhere) return;
    settleReturnTo();
    notePageShown(userId, here);
  }, [userId, here, elsewhere]);
  if (status === 'signed-out') return <ToWelcome />;
  if (status === 'loading') return <PageSpinner />;
  // 'failed': the 'Portal requires a reload!' alert is open.
  if (status === 'failed') return null;
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  return <Outlet />;
}

/** A route that exists only in some modes: elsewhere it behaves like an unknown path. */
export function ModeRoute({ children }: { children: ReactNode }) {
  const { mode } = useSession();
  const { pathname } = useLocation();
  if (!isRouteAvailable(pathname, mode)) return <Navigate to={unknownRouteRedirect(mode)} replace />;
  return <>{children}</>;
}

/** Unknown paths redirect to /sales/solution in production mode and to / in demo mode. */
export function UnknownRoute() {
  const { mode } = useSession();
  return <Navigate to={unknownRouteRedirect(mode)} replace />;
}
