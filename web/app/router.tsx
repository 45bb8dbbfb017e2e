import { type ReactNode, Suspense } from 'react';
import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router';
import { PATHS, ROUTES, type RouteEntry } from '../../domain/routes';
import { FullPageSpinner } from '../components/full-page-spinner';
import NotFoundScreen from '../components/not-found-screen';
import { RouteGuard } from './route-guard';
import { AdminLayout, MemberLayout, SCREENS } from './screens';

/** What a route's first render needs loaded: its layout's or its screen's chunk (`preloadRoute`). */
type RouteHandle = { preload?: () => Promise<void> };

function suspended(node: ReactNode) {
  return <Suspense fallback={<FullPageSpinner />}>{node}</Suspense>;
}

function guarded(route: RouteEntry): RouteObject {
  const Screen = SCREENS[route.path];
  return {
    path: route.path,
    element: <RouteGuard route={route}>{suspended(Screen ? <Screen /> : <NotFoundScreen />)}</RouteGuard>,
    handle: { preload: Screen?.preload } satisfies RouteHandle,
  };
}

const isAdminArea = (r: RouteEntry) => r.path.startsWith('/admin') && r.path !== PATHS.adminLogin;
const isMemberArea = (r: RouteEntry) => r.access === 'member';
const rest = ROUTES.filter((r) => r.path !== PATHS.root && !isAdminArea(r) && !isMemberArea(r));

export const routes: RouteObject[] = [
  { path: PATHS.root, element: <Navigate to={PATHS.memberHome} replace /> },
  {
    element: suspended(<AdminLayout />),
    handle: { preload: AdminLayout.preload } satisfies RouteHandle,
    // An unknown admin path shows 'Page not found' inside the admin frame, not the member area's.
    children: [
      ...ROUTES.filter(isAdminArea).map(guarded),
      { path: `${PATHS.adminHome}/*`, element: <NotFoundScreen /> },
    ],
  },
  {
    element: suspended(<MemberLayout />),
    handle: { preload: MemberLayout.preload } satisfies RouteHandle,
    children: ROUTES.filter(isMemberArea).map(guarded),
  },
  ...rest.map(guarded),
  { path: '*', element: <NotFoundScreen /> },
];

/**
 * The route table in React Router's declarative mode (`<BrowserRouter>` around it, in main.tsx): the portal
 * uses no loaders or actions, and the data router would add about 10 KiB gzip to every first load on 3G.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the chunks a path's first render draws, its area's layout and its screen (the HTML has them on their
 * way already, server/http/web-shell.ts), so that the first render draws them rather than a spinner in their place
 * and then the page again (the spinner and its styles were part of a slow phone's first long task).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.preload?.()));
}
