// A multipoint card (spec 000 §2, 001 §2): one card holding mini point cards — each child
// measurement's name and live value, coloured by its score — that open the detail modal.
import type { ChildMeasurement, Measurement } from '@airboard/shared/api';
import { donutColor, measurementReading } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type MultipointCardProps = {
  title: ReactNode;
  points: ChildMeasurement[];
  onOpen: (point: ChildMeasurement) => void;
};

export function MultipointCard({ title, points, onOpen }: MultipointCardProps) {
  const theme = useTheme();
  return (
    <Card variant="outlined" sx={{ height: '100%', p: 2 }}>
      <Box sx={{ mb: 1.5 }}>{title}</Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        }}
      >
        {points.map((point) => {
          const reading = measurementReading(point);
          const accent =
            point.curScore === null
              ? theme.airboard.txt3
              : theme.airboard[donutColor(point.curScore)];
          return (
            <ButtonBase
              key={point.objectId}
              onClick={() => onOpen(point)}
              aria-label={`Open ${point.name} details`}
              sx={{
                display: 'block',
                textAlign: 'left',
                p: 1.25,
                borderRadius: 1,
                bgcolor: 'action.hover',
                borderLeft: 3,
                borderColor: accent,
              }}
            >
              <Typography
                variant="caption"
                sx={{ color: 'text.secondary', display: 'block' }}
                noWrap
              >
                {point.name}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>
                {reading.value} {reading.unit}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
    </Card>
  );
}

/** The measurement and its children as the mini cards a multipoint card shows. */
export function multipointPoints(measurement: Measurement): ChildMeasurement[] {
  return [measurement, ...measurement.childMeasurements];
}
