// When something last happened (a kiosk's last contact, a device's last reading): in words, with
// the exact time on the site's clock on hover or focus.
import Tooltip from '@mui/material/Tooltip';
import { timeAgo } from '../lib/relative-time';
import { formatOnSite } from '../lib/site-time';

type TimeAgoProps = {
  instant: string;
  /** The site's IANA time zone: the exact time is told on the building's clock. */
  timeZone: string;
  /** When the data was read: "ago" is counted from it, so it moves on with each read. */
  now: number;
};

export function TimeAgo({ instant, timeZone, now }: TimeAgoProps) {
  // A server clock a little ahead of the browser's must not make the instant "in a minute".
  const ago = timeAgo(instant, new Date(Math.max(now, Date.parse(instant))));
  return (
    <Tooltip title={formatOnSite(instant, timeZone, 'MMM D, YYYY h:mm:ss A')} describeChild>
      {/* Focusable, so keyboard users can read the exact time too. */}
      <time dateTime={instant} tabIndex={0}>
        {ago}
      </time>
    </Tooltip>
  );
}
