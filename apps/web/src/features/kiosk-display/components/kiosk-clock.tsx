// The kiosk's clock on the site's time, whatever the screen's own time zone: hours and minutes
// large, seconds and the date beside them. It ticks every `tickMs` (333 ms plain, 1 s branded,
// 002 §4) and only it re-renders on a tick. Nobody needs the time read out, so it is not live.
import Box from '@mui/material/Box';
import { formatOnSite } from '../../../lib/site-time';
import { fluid } from '../lib/fluid';
import { useNow } from '../hooks/use-now';

/** The site's clock, or the screen's own when the site's time zone is not one the browser knows. */
function onSiteClock(now: number, timeZone: string, format: string): string {
  try {
    return formatOnSite(new Date(now), timeZone, format);
  } catch {
    return formatOnSite(new Date(now), Intl.DateTimeFormat().resolvedOptions().timeZone, format);
  }
}

export function KioskClock({ timeZone, tickMs }: { timeZone: string; tickMs: number }) {
  const now = useNow(tickMs);
  const clock = (format: string) => onSiteClock(now, timeZone, format);
  return (
    <Box
      component="time"
      dateTime={new Date(now).toISOString()}
      data-testid="kiosk-clock"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', flexShrink: 0 }}
    >
      <Box
        component="span"
        sx={{
          fontSize: fluid(1.5, 6, 9),
          fontWeight: 700,
          lineHeight: 1,
          fontVariantNumeric: 'tabular-nums',
          letterSpacing: '-0.02em',
          whiteSpace: 'nowrap',
        }}
      >
        {clock('h:mm')}
        <Box component="span" sx={{ fontSize: '0.45em', ml: '0.15em', color: 'text.secondary' }}>
          {clock(':ss A')}
        </Box>
      </Box>
      <Box
        component="span"
        sx={{
          mt: '0.35em',
          fontSize: fluid(0.8, 2.2, 3.2),
          color: 'text.secondary',
          fontWeight: 500,
          whiteSpace: 'nowrap',
        }}
      >
        {clock('dddd, MMMM D')}
      </Box>
    </Box>
  );
}
