// The colours of a site's status and of a history day, from the theme's palette: green for
// operational, amber for degraded, red for offline, grey for a day before monitoring began.
import type { SiteStatus, StatusDayLevel } from '@airboard/shared/rules';
import type { Theme } from '@mui/material/styles';

const paletteOf: Record<SiteStatus, 'success' | 'warning' | 'error'> = {
  operational: 'success',
  degraded: 'warning',
  offline: 'error',
};

export const statusColor = (theme: Theme, level: StatusDayLevel): string =>
  level === 'none' ? theme.palette.action.disabledBackground : theme.palette[paletteOf[level]].main;
