// Route kioskDemo (/kioskdemo, signed in; issue 15 item 7): the plain kiosk of each of the
// project's sites in turn, a minute each, in a screen-shaped frame, with the site shown and which
// of how many it is. Each site's kiosk starts afresh (its own carousel, its own polling).
import { messages } from '@airboard/shared/messages';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LoadError } from '../../../components/load-error';
import { PRODUCT_NAME } from '../../../lib/brand';
import { useProjectHome } from '../../home';
import { DemoProgress } from '../components/demo-progress';
import { SiteKiosk } from '../components/site-kiosk';
import { useSteppedElapsed } from '../hooks/use-stepped-elapsed';

/** Each site is shown for a minute. */
export const KIOSK_DEMO_SITE_MS = 60_000;

/** The room above the frame (app bar, progress line, margins) that the frame must leave free. */
const ABOVE_FRAME = '13rem';

export function KioskDemoPage() {
  const home = useProjectHome();
  const portrait = useMediaQuery('(orientation: portrait)', { noSsr: true });
  const sites = home.data?.sites ?? [];
  const elapsed = useSteppedElapsed(KIOSK_DEMO_SITE_MS);
  const site = sites[Math.floor(elapsed / KIOSK_DEMO_SITE_MS) % Math.max(sites.length, 1)];
  const ratio = portrait ? 9 / 16 : 16 / 9;

  let body;
  if (home.isPending) {
    body = <CircularProgress aria-label="Loading sites" sx={{ alignSelf: 'center', my: 8 }} />;
  } else if (home.isError) {
    body = <LoadError message={messages.cannotLoadSites} onRetry={() => void home.refetch()} />;
  } else if (site === undefined) {
    body = (
      <Box component="p" sx={{ color: 'text.secondary', textAlign: 'center', my: 8 }}>
        This project has no sites to show yet.
      </Box>
    );
  } else {
    body = (
      <>
        <DemoProgress
          siteName={site.name}
          position={sites.indexOf(site)}
          count={sites.length}
          siteMs={KIOSK_DEMO_SITE_MS}
        />
        <Box
          sx={(theme) => ({
            width: `min(100%, calc((100dvh - ${ABOVE_FRAME}) * ${ratio}))`,
            aspectRatio: `${ratio}`,
            mx: 'auto',
            overflow: 'hidden',
            borderRadius: 3,
            border: `1px solid ${theme.airboard.bg3}`,
            boxShadow: `0 1.5rem 3rem -1.5rem ${theme.palette.common.black}`,
          })}
        >
          <SiteKiosk key={site.objectId} siteId={site.objectId} zoneId={null} variant="plain" />
        </Box>
      </>
    );
  }

  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <title>{`Kiosk demo · ${PRODUCT_NAME}`}</title>
      {body}
    </Box>
  );
}
