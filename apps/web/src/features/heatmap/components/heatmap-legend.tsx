// The heat map's legend: what each colour of the grid stands for. For a measurement with
// thresholds, the values of each band (Excellent up to 800 ppm, …); for alerts and for a
// measurement without thresholds, the range from the fewest or lowest to the most or highest;
// and the empty and still-to-come cells.
import { thresholdBandTexts, type Thresholds } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { heatColor } from './heat-scale';

type HeatmapLegendProps = {
  kind: 'bands' | 'alerts' | 'range';
  thresholds: Thresholds | null;
  unit: string;
  /** The lowest and highest value of the grid, as text (alerts and range). */
  low: string;
  high: string;
  futureFill: string;
};

function Swatch({ fill, children }: { fill: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} component="li">
      <Box
        aria-hidden
        sx={{ width: 16, height: 16, borderRadius: 0.5, background: fill, flexShrink: 0 }}
      />
      <Typography variant="caption">{children}</Typography>
    </Stack>
  );
}

export function HeatmapLegend({
  kind,
  thresholds,
  unit,
  low,
  high,
  futureFill,
}: HeatmapLegendProps) {
  const theme = useTheme();
  const { ex, mo, poor, bg3 } = theme.airboard;
  const bands = thresholds ? thresholdBandTexts(thresholds, unit) : null;
  return (
    <Stack
      component="ul"
      aria-label="Colour legend"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, alignItems: 'center' }}
    >
      {kind === 'bands' && bands && (
        <>
          <Swatch fill={ex}>
            <b>Excellent</b> {bands.ex}
          </Swatch>
          <Swatch fill={mo}>
            <b>Good</b> {bands.mo}
          </Swatch>
          <Swatch fill={poor}>
            <b>Poor</b> {bands.poor}
          </Swatch>
        </>
      )}
      {kind !== 'bands' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="li">
          <Typography variant="caption">{low}</Typography>
          <Box
            aria-hidden
            sx={{
              width: 120,
              height: 10,
              borderRadius: 5,
              background:
                kind === 'alerts'
                  ? `linear-gradient(90deg, ${heatColor(theme, 0.5)}, ${heatColor(theme, 1)})`
                  : `linear-gradient(90deg, ${heatColor(theme, 0)}, ${heatColor(theme, 0.5)}, ${heatColor(theme, 1)})`,
            }}
          />
          <Typography variant="caption">
            {high}
            {kind === 'range' ? ' (no thresholds: lowest to highest shown)' : ''}
          </Typography>
        </Stack>
      )}
      <Swatch fill={bg3}>{kind === 'alerts' ? 'No alerts' : 'No data'}</Swatch>
      <Swatch fill={futureFill}>No data yet</Swatch>
    </Stack>
  );
}
