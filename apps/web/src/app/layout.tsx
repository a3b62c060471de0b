// The frame around every regular screen: a skip link, the app bar with the product name, and the
// main landmark the screen renders into. The bar's signed-in parts (navigator, site tabs, alerts,
// user menu) are their own chunk, loaded only with a session: the sign-in page never downloads them,
// nor TanStack Query, which they read through (components/with-queries.tsx).
import AirRoundedIcon from '@mui/icons-material/AirRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Outlet, Link as RouterLink, useNavigation } from 'react-router';
import { lazyComponent } from '../lib/lazy-component';
import { paths } from '../lib/paths';
import { readSessionToken } from '../lib/session-token';
import { ColorModeToggle } from '../components/color-mode-toggle';
import { DemoHistoryNotice } from '../components/demo-history-notice';
import { LazyLinearProgress } from '../components/lazy-linear-progress';
import { preloadWithQueries, WithQueries } from '../components/with-queries';
import { PRODUCT_NAME } from '../lib/brand';
import { SkipLink } from './skip-link';

const MAIN_ID = 'main-content';

const loadNavigation = () => import('../features/navigation');

const navigationParts = {
  SideNavigator: lazyComponent(loadNavigation, 'SideNavigator'),
  NavigationActions: lazyComponent(loadNavigation, 'NavigationActions'),
  SiteTabsRow: lazyComponent(loadNavigation, 'SiteTabsRow'),
};

/**
 * The signed-in parts of the bar, loaded (with TanStack Query's provider): a signed-in visit
 * starts this with the app, not after its first screen, and the first screen waits for it
 * (first-screen/), so that the bar is whole in the app's first render.
 */
export function preloadNavigation(): Promise<unknown> {
  return Promise.all([
    preloadWithQueries(),
    ...Object.values(navigationParts).map((part) => part.preload()),
  ]);
}
if (readSessionToken() !== null) {
  void preloadNavigation().catch(() => undefined);
}

/** One of the navigation's parts, rendered once its chunk is in (nothing until then). */
function lazyPart(name: keyof typeof navigationParts) {
  const Part = navigationParts[name];
  return function SignedInPart() {
    return (
      <WithQueries>
        <Part />
      </WithQueries>
    );
  };
}
const SideNavigator = lazyPart('SideNavigator');
const NavigationActions = lazyPart('NavigationActions');
const SiteTabsRow = lazyPart('SiteTabsRow');

export function AppLayout() {
  const navigation = useNavigation();
  const signedIn = readSessionToken() !== null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink targetId={MAIN_ID} />
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 64 } }}>
          {signedIn && <SideNavigator />}
          <Link
            component={RouterLink}
            to={paths.home.getHref()}
            color="inherit"
            underline="none"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, borderRadius: 1 }}
          >
            <AirRoundedIcon sx={{ color: 'primary.main', fontSize: 30 }} />
            <Box
              component="span"
              sx={{ fontSize: '1.2rem', fontWeight: 700, letterSpacing: '0.01em' }}
            >
              {PRODUCT_NAME}
            </Box>
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          {signedIn && <NavigationActions />}
          <ColorModeToggle />
        </Toolbar>
        {signedIn && <SiteTabsRow />}
        {navigation.state === 'loading' && (
          <LazyLinearProgress
            aria-label="Loading page"
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 2 }}
          />
        )}
      </AppBar>
      <DemoHistoryNotice />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flex: 1, px: { xs: 2, sm: 3 }, outline: 'none' }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
