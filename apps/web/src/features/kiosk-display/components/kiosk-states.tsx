// The kiosk's whole-screen states, each said calmly to whoever passes the wall: loading, a link
// that is not active (unknown or revoked: no retrying, no alarm), a site or zone that is not
// there, an address that names no site, and a server that has not answered yet (still trying).
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import TravelExploreRoundedIcon from '@mui/icons-material/TravelExploreRounded';
import { messages } from '@airboard/shared/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { StatusPanel } from '../../../components/status-panel';
import { paths } from '../../../lib/paths';

/** Centres a state in the kiosk's box, whatever its size. */
function Centred({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', overflow: 'auto' }}>
      {children}
    </Box>
  );
}

const homeButton = (
  <Button
    component={RouterLink}
    to={paths.home.getHref()}
    variant="contained"
    startIcon={<HomeRoundedIcon />}
  >
    Go to my sites
  </Button>
);

export function KioskLoading() {
  return (
    <Centred>
      <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
        <CircularProgress aria-label="Loading kiosk" />
      </Box>
    </Centred>
  );
}

export const KIOSK_NOT_ACTIVE = 'This kiosk link is not active';

export function KioskInactive() {
  return (
    <Centred>
      <StatusPanel
        icon={<LinkOffRoundedIcon fontSize="large" />}
        tone="primary"
        title={KIOSK_NOT_ACTIVE}
        description="It may have been turned off or replaced by a new link. Ask the building’s administrator for the current one."
      />
    </Centred>
  );
}

export function KioskNotFound({ what }: { what: 'site' | 'zone' }) {
  return (
    <Centred>
      <StatusPanel
        icon={<TravelExploreRoundedIcon fontSize="large" />}
        tone="primary"
        title={what === 'site' ? 'Site not found' : 'Zone not found'}
        description={`This kiosk’s ${what} does not exist in your projects. It may have been removed, or the link may be wrong.`}
        action={homeButton}
      />
    </Centred>
  );
}

export function KioskNoSite() {
  return (
    <Centred>
      <StatusPanel
        icon={<TravelExploreRoundedIcon fontSize="large" />}
        tone="primary"
        title="No site chosen"
        description="Open a kiosk from a site’s Kiosks page: its address names the site (and zone) to show."
        action={homeButton}
      />
    </Centred>
  );
}

export function KioskUnreachable() {
  return (
    <Centred>
      <StatusPanel
        icon={<ReportProblemOutlinedIcon fontSize="large" />}
        tone="error"
        title={messages.cannotLoadSite}
        description="The server is not answering. This screen keeps trying and shows the kiosk as soon as it does."
      />
    </Centred>
  );
}
