// A measurement card (spec 000 §2, 001 §2): name, live value rounded to 2 decimals with its unit,
// the trend for the selected period, alert and inactive-sensor warnings; the value and chart open
// the detail modal. Slots let the site page add edit-mode renaming and writable editors.
import type { Measurement } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { isSensorInactive, measurementReading } from '@airboard/shared/rules';
import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TimeRange } from '../period-range';
import { MeasurementTrend } from './measurement-trend';
import { MeasurementValueText } from './measurement-value-text';

type MeasurementCardProps = {
  measurement: Measurement;
  range: TimeRange;
  onOpen: () => void;
  /** Replaces the plain name, e.g. with the edit-mode rename field. */
  title?: ReactNode;
  /** Replaces the plain value, e.g. with the writable-value editor. */
  value?: ReactNode;
};

export function MeasurementCard({
  measurement,
  range,
  onOpen,
  title,
  value,
}: MeasurementCardProps) {
  const reading = measurementReading(measurement);
  const inactive =
    measurement.sensorCount > 0 && isSensorInactive(measurement.curValTs, new Date());
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: measurement.isAlerting ? 'error.main' : 'divider',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, pt: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {title ?? (
            <Typography component="h3" sx={{ fontWeight: 600 }} noWrap title={measurement.name}>
              {measurement.name}
            </Typography>
          )}
        </Box>
        {inactive && (
          <Tooltip title={messages.sensorInactive}>
            <WarningAmberRoundedIcon
              color="warning"
              fontSize="small"
              aria-label={messages.sensorInactive}
              aria-hidden={false}
            />
          </Tooltip>
        )}
        {measurement.isAlerting && (
          <Tooltip title={measurement.alerts[0]?.message ?? 'Alerting'}>
            <NotificationsActiveRoundedIcon
              color="error"
              fontSize="small"
              aria-label={`Alert: ${measurement.alerts[0]?.message ?? 'Alerting'}`}
              aria-hidden={false}
            />
          </Tooltip>
        )}
      </Stack>
      <Box sx={{ px: 2, pt: 0.5, minHeight: 48 }}>
        {value ?? <MeasurementValueText reading={reading} />}
        {inactive && (
          <Typography variant="caption" sx={{ color: 'warning.main' }}>
            {messages.sensorInactive}
          </Typography>
        )}
      </Box>
      <ButtonBase
        onClick={onOpen}
        aria-label={`Open ${measurement.name} details`}
        sx={{ display: 'block', mt: 'auto', width: '100%', textAlign: 'left', borderRadius: 0 }}
      >
        <MeasurementTrend measurement={measurement} range={range} variant="compact" height={64} />
      </ButtonBase>
    </Card>
  );
}
