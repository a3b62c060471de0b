// The route table: every screen of the spec with its route name (the route id), public or behind
// the session guard. Screens load lazily, so each one is its own chunk.
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { DisplayLayout } from './display-layout';
import { AppLayout } from './layout';
import { NotFoundPage } from './not-found-page';
import { PageLoading } from './page-loading';
import { RouteErrorPage } from './route-error-page';
import type { ScreenHandle } from './screen-title';
import { allowKioskVisitor, requireSession } from './session-guards';
import { signOut } from './sign-out';

type ScreenPath = { name: string; path: string };
type LazyScreen = NonNullable<RouteObject['lazy']>;

// Until a screen's issue lands, its route shows the honest "Coming soon" page; the issue swaps in
// its own lazy import here. Use the function form of `lazy`: React Router clears the entries of an
// object-form lazy after loading them, which would break every other route sharing that object.
const comingSoon: LazyScreen = async () => ({
  Component: (await import('./coming-soon-page')).ComingSoonPage,
});

function screen(entry: ScreenPath, title: string, lazy: LazyScreen = comingSoon): RouteObject {
  const handle: ScreenHandle = { title };
  return { id: entry.name, path: entry.path, handle, lazy, ErrorBoundary: RouteErrorPage };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        id: 'displayLayout',
        Component: DisplayLayout,
        children: [
          screen(paths.publicKiosk, 'Kiosk'),
          {
            id: 'kioskAccess',
            loader: allowKioskVisitor,
            children: [screen(paths.kiosk, 'Kiosk'), screen(paths.kioskBranded, 'Branded kiosk')],
          },
        ],
      },
      {
        id: 'appLayout',
        Component: AppLayout,
        children: [
          screen(paths.login, 'Sign in'),
          screen(paths.signup, 'Sign up'),
          screen(paths.acceptInvite, 'Accept invite'),
          screen(paths.loginGoogle, 'Google sign-in'),
          screen(paths.loginCps, 'Single sign-on'),
          screen(paths.commanderLogin, 'Building-automation sign-in'),
          screen(paths.tokenLogin, 'Token sign-in'),
          screen(paths.statusCps, 'Site status'),
          screen(paths.kitOnboarding, 'Kit onboarding'),
          screen(paths.deviceOnboarding, 'Device onboarding'),
          {
            id: paths.logout.name,
            path: paths.logout.path,
            loader: signOut,
            Component: PageLoading,
          },
          {
            id: 'signedIn',
            loader: requireSession,
            children: [
              screen(paths.home, 'Project home'),
              screen(paths.settings, 'Settings'),
              screen(paths.site, 'Site monitor'),
              screen(paths.zone, 'Zone'),
              screen(paths.siteReports, 'Reports'),
              screen(paths.siteAlerts, 'Alerts'),
              screen(paths.siteSchedules, 'Schedules'),
              screen(paths.siteHeatmap, 'Heat map'),
              screen(paths.siteFloors, 'Floor plans'),
              screen(paths.pointExplorer, 'Point explorer'),
              screen(paths.dashboards, 'Dashboards'),
              screen(paths.dashboardDetail, 'Dashboard'),
              screen(paths.onboarding, 'Topology onboarding: map devices to zones'),
              screen(paths.onboarding2, 'Topology onboarding: select point types'),
              screen(paths.onboarding3, 'Topology onboarding: create measurements'),
              screen(paths.kiosks, 'Kiosks'),
              screen(paths.kioskDemo, 'Kiosk demo'),
              screen(paths.devices, 'Devices'),
              screen(paths.mobileReports, 'Reports'),
            ],
          },
          {
            id: 'notFound',
            path: '*',
            Component: NotFoundPage,
            handle: { title: 'Page not found' } satisfies ScreenHandle,
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
