// The top of a kiosk: the site's name as the title with the zone under it, the clock on the
// site's time at the other end and, on a branded kiosk, the site's first logo before the title.
import Box from '@mui/material/Box';
import { fluid } from '../lib/fluid';
import { BrandLogo } from './brand-logo';
import { KioskClock } from './kiosk-clock';

type KioskHeaderProps = {
  siteName: string;
  zoneName: string | null;
  timeZone: string;
  clockTickMs: number;
  /** The branded kiosk's first logo. */
  logo?: string | undefined;
};

export function KioskHeader({ siteName, zoneName, timeZone, clockTickMs, logo }: KioskHeaderProps) {
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'center', gap: fluid(0.75, 3, 4), minWidth: 0 }}
    >
      <BrandLogo src={logo} alt={`${siteName} logo`} height={fluid(2.5, 10, 14)} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box
          component="h1"
          sx={{
            m: 0,
            fontSize: fluid(1.4, 5.2, 8),
            fontWeight: 800,
            lineHeight: 1.1,
            letterSpacing: '-0.015em',
            // A long site name may take two lines on a narrow (portrait) screen, never more.
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 2,
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {siteName}
        </Box>
        {zoneName !== null && (
          <Box
            component="p"
            sx={{
              m: 0,
              mt: '0.2em',
              fontSize: fluid(0.95, 3, 4.5),
              fontWeight: 600,
              color: 'text.secondary',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {zoneName}
          </Box>
        )}
      </Box>
      <KioskClock timeZone={timeZone} tickMs={clockTickMs} />
    </Box>
  );
}
