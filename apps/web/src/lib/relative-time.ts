// "5 minutes ago": how long ago something happened, in words (dayjs's relativeTime plugin, extended
// here once), for states such as a kiosk's last contact where the age matters more than the time.
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

export const timeAgo = (instant: Date | string, now: Date = new Date()): string =>
  dayjs(instant).from(now);
