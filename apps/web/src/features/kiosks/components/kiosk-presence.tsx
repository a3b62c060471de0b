// Whether a kiosk is on a screen now (issue 15, item 6): Online or Offline as the server judged it
// from the screens' polls, and when a screen last asked for its values — in words, the exact time
// on the site's clock on hover or focus.
import type { Kiosk } from '@airboard/shared/api';
import CircleIcon from '@mui/icons-material/Circle';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { timeAgo } from '../../../lib/relative-time';
import { formatOnSite } from '../../../lib/site-time';

type KioskPresenceProps = {
  kiosk: Pick<Kiosk, 'online' | 'lastSeenAt'>;
  /** The site's IANA time zone: the exact time is told on the building's clock. */
  timeZone: string;
  /** When the list was last read: "ago" is counted from it, so it moves on with each poll. */
  now: number;
};

export function KioskPresence({ kiosk, timeZone, now }: KioskPresenceProps) {
  const { online, lastSeenAt } = kiosk;
  // A server clock a little ahead of the browser's must not make the last contact "in a minute".
  const ago = (instant: string) => timeAgo(instant, new Date(Math.max(now, Date.parse(instant))));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip
        size="small"
        color={online ? 'success' : 'default'}
        variant={online ? 'filled' : 'outlined'}
        icon={<CircleIcon sx={{ fontSize: 10 }} />}
        label={online ? 'Online' : 'Offline'}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {lastSeenAt === null ? (
          'Not shown on a screen yet'
        ) : (
          <>
            Last seen{' '}
            <Tooltip
              title={formatOnSite(lastSeenAt, timeZone, 'MMM D, YYYY h:mm:ss A')}
              describeChild
            >
              {/* Focusable, so keyboard users can read the exact time too. */}
              <time dateTime={lastSeenAt} tabIndex={0}>
                {ago(lastSeenAt)}
              </time>
            </Tooltip>
          </>
        )}
      </Typography>
    </Stack>
  );
}
