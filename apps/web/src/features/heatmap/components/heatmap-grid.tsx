// The periods × zones grid: one row per zone, one column per period (hours today, days otherwise),
// each cell coloured on the shared scale with its value on hover and for screen readers.
import type { HeatmapResult } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { roundValue } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatOnSite } from '../../../lib/site-time';
import { heatColor } from './heat-scale';

// Zone names stay in view while the periods scroll sideways on narrow screens.
const stickyCellSx = {
  position: 'sticky',
  left: 0,
  bgcolor: 'background.default',
  textAlign: 'left',
  px: 1,
} as const;

type HeatmapGridProps = { result: HeatmapResult; unit: string };

export function HeatmapGrid({ result, unit }: HeatmapGridProps) {
  const theme = useTheme();
  const valueOf = (zoneId: string, index: number): number | null => {
    const cell = result.periods[index]?.zones[zoneId];
    if (!cell) {
      return result.type === 'alerts' ? 0 : null;
    }
    return result.type === 'alerts' ? (cell.alerts ?? 0) : (cell.curValue ?? null);
  };
  const values = result.zones.flatMap((z) =>
    result.periods.map((_p, i) => valueOf(z.objectId, i)).filter((v): v is number => v !== null),
  );
  const min = result.type === 'alerts' ? 0 : Math.min(...values);
  const max = Math.max(...values, result.type === 'alerts' ? 1 : min);
  // Periods are the site's hours and days: labelled on its clock, not the browser's.
  const format = (start: string) =>
    formatOnSite(start, result.timezone, result.granularity === 'hour' ? 'ha' : 'MMM D');
  const describe = (value: number | null) =>
    value === null
      ? messages.noValue
      : result.type === 'alerts'
        ? `${value} ${value === 1 ? 'alert' : 'alerts'}`
        : `${roundValue(value)} ${unit}`.trim();

  return (
    <Stack spacing={1.5}>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box
          component="table"
          sx={{ borderCollapse: 'separate', borderSpacing: 2, minWidth: '100%' }}
        >
          <thead>
            <tr>
              <Box component="th" scope="col" sx={stickyCellSx}>
                Zone
              </Box>
              {result.periods.map((p) => (
                <Box
                  component="th"
                  scope="col"
                  key={p.start}
                  sx={{
                    fontSize: 12,
                    fontWeight: 600,
                    color: 'text.secondary',
                    px: 0.5,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {format(p.start)}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.zones.map((zone) => (
              <tr key={zone.objectId}>
                <Box
                  component="th"
                  scope="row"
                  sx={{ ...stickyCellSx, fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {zone.name}
                </Box>
                {result.periods.map((p, index) => {
                  const value = valueOf(zone.objectId, index);
                  const empty = value === null || (result.type === 'alerts' && value === 0);
                  const text = `${zone.name}, ${format(p.start)}: ${describe(value)}`;
                  return (
                    <Tooltip key={p.start} title={text}>
                      <Box
                        component="td"
                        tabIndex={0}
                        aria-label={text}
                        sx={{
                          minWidth: 34,
                          height: 30,
                          borderRadius: 0.5,
                          bgcolor: empty
                            ? theme.airboard.bg3
                            : heatColor(
                                theme,
                                max === min ? 0.5 : ((value ?? min) - min) / (max - min),
                              ),
                          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                        }}
                      />
                    </Tooltip>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} aria-label="Colour scale">
        <Typography variant="caption">{describe(min)}</Typography>
        <Box
          sx={{
            width: 160,
            height: 10,
            borderRadius: 5,
            background: `linear-gradient(90deg, ${heatColor(theme, 0)}, ${heatColor(theme, 0.5)}, ${heatColor(theme, 1)})`,
          }}
        />
        <Typography variant="caption">{describe(max)}</Typography>
      </Stack>
    </Stack>
  );
}
