import { isRouteAvailable, unknownRouteRedirect } from '@portal/domain';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { rememberReturnTo } from '../lib/auth/return-to.ts';
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

/** Every route except /welcome and /sign-in requires a session. */
export function RequireSession() {
  const { status } = useSession();
  if (status === 'signed-out') return <ToWelcome />;
  if (status === 'loading') return <PageSpinner />;
  // 'failed': the 'Portal requires a reload!' alert is open.
  if (status === 'failed') return null;
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
