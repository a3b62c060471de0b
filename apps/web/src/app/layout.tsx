// The frame around every regular screen: a skip link, the app bar with the product name, and the
// main landmark the screen renders into.
import AirRoundedIcon from '@mui/icons-material/AirRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Outlet, Link as RouterLink, useNavigation } from 'react-router';
import { NavigationActions, SideNavigator, SiteTabsRow } from '../features/navigation';
import { paths } from '../lib/paths';
import { ColorModeToggle } from '../components/color-mode-toggle';
import { PRODUCT_NAME } from '../lib/brand';
import { SkipLink } from './skip-link';

const MAIN_ID = 'main-content';

export function AppLayout() {
  const navigation = useNavigation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink targetId={MAIN_ID} />
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 64 } }}>
          <SideNavigator />
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
          <NavigationActions />
          <ColorModeToggle />
        </Toolbar>
        <SiteTabsRow />
        {navigation.state === 'loading' && (
          <LinearProgress
            aria-label="Loading page"
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 2 }}
          />
        )}
      </AppBar>
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
