import { WORKFLOW_PATHS, WORKFLOW_REDIRECT } from '@portal/domain';
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { PageSpinner } from '../lib/page-spinner.tsx';
import { PageTitle } from '../lib/page-title.tsx';
import { ModeRoute, RequireSession, UnknownRoute } from './route-guards.tsx';
import { RouteError } from './route-error.tsx';
import { ROUTES, SIGN_IN_TITLE, SignInPage, type RouteEntry } from './route-table.ts';
import { AppShell } from './shell/app-shell.tsx';

function page(entry: RouteEntry): RouteObject {
  const Page = entry.page;
  const element = (
    <PageTitle title={entry.title} section={entry.section}>
      <Page title={entry.title} />
    </PageTitle>
  );
  return {
    path: entry.path,
    element: entry.isPublic ? element : <ModeRoute>{element}</ModeRoute>,
  };
}

/** The local sign-in page exists only in local auth mode. */
function SignInRoute() {
  const { client } = useAuth();
  if (client.mode !== 'local') return <Navigate to="/welcome" replace />;
  return (
    <PageTitle title={SIGN_IN_TITLE}>
      <SignInPage />
    </PageTitle>
  );
}

export function appRoutes(): RouteObject[] {
  const withChrome = ROUTES.filter((r) => !r.chromeFree);
  const chromeFree = ROUTES.filter((r) => r.chromeFree);
  return [
    {
      errorElement: <RouteError />,
      children: [
        {
          element: <AppShell />,
          children: [
            ...withChrome.filter((r) => r.isPublic).map(page),
            { path: '/sign-in', element: <SignInRoute /> },
            {
              element: <RequireSession />,
              children: [
                ...withChrome.filter((r) => !r.isPublic).map(page),
                // The notification counts' named targets lead to the solutions list (ADR 0023, addendum).
                ...WORKFLOW_PATHS.map((path) => ({
                  path,
                  element: <Navigate to={WORKFLOW_REDIRECT} replace />,
                })),
                { path: '*', element: <UnknownRoute /> },
              ],
            },
          ],
        },
        {
          element: <RequireSession />,
          children: chromeFree.map((entry) => {
            const route = page(entry);
            return { ...route, element: <Suspense fallback={<PageSpinner />}>{route.element}</Suspense> };
          }),
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
