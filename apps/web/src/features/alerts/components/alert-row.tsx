// One alert: severity badge, message, measurement, zone (and site, in a list of several sites),
// when it started (and cleared, or was superseded) on the site's clock, and who acknowledged it;
// coloured by its severity.
import type { AlertDto } from '@airboard/shared/api';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { formatOnSite } from '../../../lib/site-time';
import { severityLabel, severityPalette } from './severity-styles';

type AlertRowProps = {
  alert: AlertDto;
  /** The site's IANA time zone: times are told on the building's clock, not the browser's. */
  timeZone: string;
  /** The site's name, where the list holds alerts of several sites. */
  siteName?: string;
  action?: ReactNode;
};

export function AlertRow({ alert, timeZone, siteName, action }: AlertRowProps) {
  const when = (iso: string) => formatOnSite(iso, timeZone, 'MMM D, YYYY h:mm A');
  const severity = alert.alertConfig.alertType;
  const tone = severityPalette[severity];
  const zone = alert.measurement.zone?.name;
  return (
    <Box
      sx={(theme) => ({
        borderLeft: 4,
        borderColor: `${tone}.main`,
        bgcolor: alpha(theme.palette[tone].main, 0.08),
        borderRadius: 1,
        px: 2,
        py: 1.25,
      })}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
      >
        <Chip size="small" color={tone} label={severityLabel[severity]} />
        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 160 }}>
          {alert.alertConfig.message}
        </Typography>
        {action}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {[alert.measurement.name, zone, siteName].filter(Boolean).join(' · ')} · started{' '}
        {when(alert.startedAt)}
        {alert.clearedAt
          ? ` · ${alert.clearedReason === 'superseded' ? 'superseded by a more severe alert' : 'cleared'} ${when(alert.clearedAt)}`
          : ''}
      </Typography>
      {alert.acknowledgedAt && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Acknowledged by {alert.acknowledgedBy?.name ?? 'a former user'} on{' '}
          {when(alert.acknowledgedAt)}
          {alert.acknowledgeComment ? `: “${alert.acknowledgeComment}”` : ''}
        </Typography>
      )}
    </Box>
  );
}
