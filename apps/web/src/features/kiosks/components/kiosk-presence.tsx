// Whether a kiosk is on a screen now (issue 15, item 6): Online or Offline as the server judged it
// from the screens' polls, and when a screen last asked for its values — in words, the exact time
// on the site's clock on hover or focus.
import type { Kiosk } from '@airboard/shared/api';
import CircleIcon from '@mui/icons-material/Circle';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TimeAgo } from '../../../components/time-ago';

type KioskPresenceProps = {
  kiosk: Pick<Kiosk, 'online' | 'lastSeenAt'>;
  /** The site's IANA time zone: the exact time is told on the building's clock. */
  timeZone: string;
  /** When the list was last read: "ago" is counted from it, so it moves on with each poll. */
  now: number;
};

export function KioskPresence({ kiosk, timeZone, now }: KioskPresenceProps) {
  const { online, lastSeenAt } = kiosk;
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
            Last seen <TimeAgo instant={lastSeenAt} timeZone={timeZone} now={now} />
          </>
        )}
      </Typography>
    </Stack>
  );
}
