// A measurement's live value in large type with its unit beside it, as the cards show it.
import type { MeasurementReading } from '@airboard/shared/rules';
import Typography from '@mui/material/Typography';

export function MeasurementValueText({ reading }: { reading: MeasurementReading }) {
  return (
    <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}>
      {reading.value}
      {reading.unit && (
        <Typography component="span" sx={{ ml: 0.75, color: 'text.secondary', fontWeight: 600 }}>
          {reading.unit}
        </Typography>
      )}
    </Typography>
  );
}
