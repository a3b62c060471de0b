// How old the data on the screen is (issue 15 item 6): a quiet "Updated 3 min ago" in the footer,
// and, once the server cannot be reached or the values have stopped arriving (isKioskDataStale),
// a banner nobody can miss — 'data is N minutes old' — above the values, which stay on screen.
import { isKioskDataStale, kioskDataAgeMinutes, kioskDataAgeText } from '@airboard/shared/rules';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import HourglassBottomRoundedIcon from '@mui/icons-material/HourglassBottomRounded';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { KioskHealth } from '../lib/kiosk-view';
import { fluid } from '../lib/fluid';

/** Whether the screen must say its data is old. */
export const isShowingOldData = (health: KioskHealth, now: number): boolean =>
  health.failing || isKioskDataStale(health.newestValueAt, now);

export function UpdatedText({ newestValueAt, now }: { newestValueAt: number | null; now: number }) {
  if (newestValueAt === null) {
    return <span>Waiting for data</span>;
  }
  const minutes = kioskDataAgeMinutes(newestValueAt, now);
  return (
    <span>
      Updated{' '}
      <time dateTime={new Date(newestValueAt).toISOString()}>
        {minutes === 0 ? 'just now' : `${minutes} min ago`}
      </time>
    </span>
  );
}

export function StaleBanner({ health, now }: { health: KioskHealth; now: number }) {
  const Icon = health.failing ? CloudOffRoundedIcon : HourglassBottomRoundedIcon;
  const cause = health.failing ? 'Cannot reach the server' : 'No new readings';
  const age =
    health.newestValueAt === null
      ? 'trying again'
      : kioskDataAgeText(kioskDataAgeMinutes(health.newestValueAt, now));
  return (
    <Box
      role="status"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: '0.6em',
        px: '1em',
        py: '0.55em',
        borderRadius: '0.5em',
        bgcolor: theme.palette.warning.main,
        color: theme.palette.getContrastText(theme.palette.warning.main),
        fontSize: fluid(1, 2.6, 3.5),
        fontWeight: 700,
        lineHeight: 1.2,
        boxShadow: `0 0.2em 1em ${alpha(theme.palette.warning.main, 0.25)}`,
      })}
    >
      <Icon aria-hidden sx={{ fontSize: '1.3em', flexShrink: 0 }} />
      <Box component="span" sx={{ minWidth: 0 }}>
        {cause}
        {/* Spaces around the dot, so a screen reader hears two phrases, not "serverdata". */}{' '}
        <Box component="span" aria-hidden sx={{ mx: '0.25em', opacity: 0.6 }}>
          ·
        </Box>{' '}
        {age}
      </Box>
    </Box>
  );
}
