// A measurement card (spec 000 §2, 001 §2): name, live value rounded to 2 decimals with its unit,
// the trend for the selected period, alert and inactive-sensor warnings. The name, value and chart
// open the detail modal: one button over the whole card, or, when a slot puts a control of its
// own there (edit-mode renaming, the writable editor), a button of each of the others. Every such
// button shows a focus ring when reached by keyboard.
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
  /**
   * A line under the value, e.g. the schedule commanding the point: above a plain card's stretched
   * button, so its links stay clickable, and the card stays plain when it renders nothing.
   */
  note?: ReactNode;
};

export function MeasurementCard({
  measurement,
  range,
  onOpen,
  title,
  value,
  note,
}: MeasurementCardProps) {
  const reading = measurementReading(measurement);
  const inactive =
    measurement.sensorCount > 0 && isSensorInactive(measurement.curValTs, new Date());
  const openLabel = `Open ${measurement.name} details`;
  const plain = title === undefined && value === undefined;
  // On a plain card the name's button stretches over the whole card (its ::after), so the name,
  // the value and the chart all open the detail through one tab stop; the heading stays a heading.
  const nameButton = (
    <ButtonBase
      onClick={onOpen}
      aria-label={openLabel}
      sx={{
        ...focusRing,
        maxWidth: '100%',
        justifyContent: 'flex-start',
        ...(plain
          ? {
              position: 'static',
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
            }
          : {}),
      }}
    >
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {measurement.name}
      </Box>
    </ButtonBase>
  );
  return (
    <Card
      variant="outlined"
      data-measurement-id={measurement.objectId}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: measurement.isAlerting ? 'error.main' : 'divider',
        ...(plain && {
          cursor: 'pointer',
          // The ring goes round the whole card its button covers.
          '&:has(.Mui-focusVisible)': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: '2px',
          },
          '& .Mui-focusVisible': { outline: 'none' },
        }),
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, pt: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {title ?? (
            <Typography component="h3" sx={{ fontWeight: 600 }} noWrap title={measurement.name}>
              {nameButton}
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
              sx={aboveStretch}
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
              sx={aboveStretch}
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
        {note !== undefined && <Box sx={aboveStretch}>{note}</Box>}
      </Box>
      {plain ? (
        <Box sx={{ mt: 'auto' }}>
          <MeasurementTrend measurement={measurement} range={range} variant="compact" height={64} />
        </Box>
      ) : (
        <ButtonBase
          onClick={onOpen}
          aria-label={openLabel}
          sx={{ ...focusRing, display: 'block', mt: 'auto', width: '100%', textAlign: 'left' }}
        >
          <MeasurementTrend measurement={measurement} range={range} variant="compact" height={64} />
        </ButtonBase>
      )}
    </Card>
  );
}

/** A keyboard focus ring inside the element's edge (MUI buttons have none of their own). */
const focusRing = {
  borderRadius: 0,
  '&.Mui-focusVisible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: '-2px',
  },
};

/**
 * The warning icons keep their tooltips over a plain card's stretched button (which is above the
 * chart: ECharts positions its own container).
 */
const aboveStretch = { position: 'relative', zIndex: 2 } as const;
