// "Heard just now" / "Heard 3 minutes ago": a device's last contact as the placement check and
// the completion list say it, counted from when its state was read.
import { timeAgo } from '../../../lib/relative-time';

/** Within this, a contact is "just now": the simulator and most sensors report every few seconds. */
const JUST_NOW_MS = 60_000;

export function heardText(lastHeard: number, checkedAt: number): string {
  return checkedAt - lastHeard < JUST_NOW_MS
    ? 'Heard just now'
    : `Heard ${timeAgo(new Date(lastHeard), new Date(checkedAt))}`;
}
