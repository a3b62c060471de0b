// A multipoint card (spec 000 §2, 001 §2): one card holding mini point cards — each child
// measurement's name and live value, coloured by its score — that open the detail modal. A
// dashboard's multipoint card in edit mode also removes mini cards and has a footer (Add Point).
import type { ChildMeasurement, Measurement } from '@airboard/shared/api';
import { donutColor, measurementReading, multipointLabels } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type MultipointCardProps = {
  title: ReactNode;
  points: ChildMeasurement[];
  onOpen: (point: ChildMeasurement) => void;
  /** Given, each mini card has a remove button. */
  onRemove?: (point: ChildMeasurement) => void;
  /** Below the mini cards, e.g. Add Point in a dashboard's edit mode. */
  footer?: ReactNode;
};

export function MultipointCard({ title, points, onOpen, onRemove, footer }: MultipointCardProps) {
  const theme = useTheme();
  // Small cards show what tells the points apart; their buttons keep the full names.
  const labels = multipointLabels(points.map((p) => p.name));
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
        {points.map((point, index) => {
          const reading = measurementReading(point);
          const accent =
            point.curScore === null
              ? theme.airboard.txt3
              : theme.airboard[donutColor(point.curScore)];
          return (
            <Box key={point.objectId} sx={{ position: 'relative' }}>
              <ButtonBase
                onClick={() => onOpen(point)}
                aria-label={`Open ${point.name} details`}
                sx={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  p: 1.25,
                  pr: onRemove ? 4.5 : 1.25,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  borderLeft: 3,
                  borderColor: accent,
                }}
              >
                <Typography
                  variant="caption"
                  title={point.name}
                  sx={{
                    color: 'text.secondary',
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {labels[index]}
                </Typography>
                <Typography sx={{ fontWeight: 700 }}>
                  {reading.value} {reading.unit}
                </Typography>
              </ButtonBase>
              {onRemove && (
                <IconButton
                  size="small"
                  aria-label={`Remove ${point.name}`}
                  onClick={() => onRemove(point)}
                  sx={{ position: 'absolute', top: 2, right: 2 }}
                >
                  <CloseRoundedIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          );
        })}
      </Box>
      {footer}
    </Card>
  );
}

/** The measurement and its children as the mini cards a multipoint card shows. */
export function multipointPoints(measurement: Measurement): ChildMeasurement[] {
  return [measurement, ...measurement.childMeasurements];
}
