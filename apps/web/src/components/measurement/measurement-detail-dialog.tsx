// The measurement detail modal (spec 000 §2): 1200 px wide, the trend with axes for the selected
// period ("Loading measurement data..." meanwhile), the live value, thresholds, descriptions and
// active alerts, and a CLOSE button. A measurement that counts towards a score is titled by that
// score (spec 001 §2: scoreAQ 'Air Quality Score' and so on) above its own name.
import type { Measurement } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { DETAIL_DIALOG_WIDTH, measurementReading, scoreDetailTitles } from '@airboard/shared/rules';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TimeRange } from '../period-range';
import { periodLabel } from '../period-range';
import { ThresholdBands } from '../threshold-bands';
import { MeasurementTrend } from './measurement-trend';

type MeasurementDetailDialogProps = {
  measurement: Measurement | null;
  range: TimeRange;
  onClose: () => void;
};

export function MeasurementDetailDialog({
  measurement,
  range,
  onClose,
}: MeasurementDetailDialogProps) {
  const reading = measurement ? measurementReading(measurement) : null;
  return (
    <Dialog
      open={measurement !== null}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      aria-labelledby="measurement-detail-title"
      slotProps={{ paper: { sx: { maxWidth: DETAIL_DIALOG_WIDTH } } }}
    >
      {measurement && reading && (
        <>
          <DialogTitle id="measurement-detail-title">
            {measurement.scoreType && (
              <Typography
                component="span"
                variant="overline"
                sx={{ display: 'block', color: 'text.secondary', lineHeight: 1.6 }}
              >
                {scoreDetailTitles[measurement.scoreType]}
              </Typography>
            )}
            {measurement.name}
            {measurement.zone ? ` · ${measurement.zone.name}` : ''}
          </DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography sx={{ fontSize: '2rem', fontWeight: 700 }}>
                  {reading.value} {reading.unit}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{periodLabel(range)}</Typography>
              </Stack>
              <MeasurementTrend
                measurement={measurement}
                range={range}
                variant="full"
                height={360}
                loadingText={messages.loadingMeasurementData}
              />
              {measurement.alerts.map((alert) => (
                <Alert
                  key={alert.objectId}
                  severity={alert.alertType === 'critical' ? 'error' : alert.alertType}
                >
                  {alert.message}
                </Alert>
              ))}
              {measurement.threshold && (
                <ThresholdBands thresholds={measurement.threshold} unit={measurement.unit} />
              )}
              {measurement.description && <Typography>{measurement.description}</Typography>}
              {measurement.extendedDescription && (
                <Typography sx={{ color: 'text.secondary' }}>
                  {measurement.extendedDescription}
                </Typography>
              )}
            </Stack>
          </DialogContent>
        </>
      )}
      <DialogActions>
        <Button onClick={onClose}>{messages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
