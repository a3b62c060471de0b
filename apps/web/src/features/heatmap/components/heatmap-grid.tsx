// The periods × zones grid: one row per zone, one column per period (hours today, days otherwise).
// A mean is coloured by the band its measurement's thresholds give it (the legend says which
// values each colour stands for); an alert count by how many started, from none to the most in
// the grid; a period still to come is "no data yet", not zero. Cells show their value, with its
// zone and period on hover and for screen readers. Zone names stay in view while a long period
// scrolls sideways inside the grid; on phones they are cut short so more periods show. The cells
// are one Tab stop (the current period of the first zone, or the cell last visited); the arrow
// keys, Home and End move between them, so a month of days is not hundreds of Tab presses.
import type { HeatmapResult, HeatmapType } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { heatCellColor, roundMean, type Thresholds } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatOnSite } from '../../../lib/site-time';
import { heatColor } from './heat-scale';
import { HeatmapLegend } from './heatmap-legend';

const NO_DATA_YET = 'no data yet';

// Zone names stay in view while the periods scroll sideways.
const stickyCellSx = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.default',
  textAlign: 'left',
  px: 1,
  minWidth: { xs: 88, sm: 0 },
  maxWidth: { xs: 96, sm: 220 },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** The striped surface of a period still to come. */
const futureFill = (theme: Theme) =>
  `repeating-linear-gradient(135deg, ${theme.airboard.bg3} 0 4px, transparent 4px 8px)`;

type HeatmapGridProps = {
  result: HeatmapResult;
  /** The measurement type shown (measurements), with its unit and thresholds. */
  measurement: HeatmapType | null;
  /** Now, for telling the periods still to come. */
  now?: Date;
};

export function HeatmapGrid({ result, measurement, now = new Date() }: HeatmapGridProps) {
  const theme = useTheme();
  const alerts = result.type === 'alerts';
  const unit = measurement?.unit ?? '';
  const thresholds: Thresholds | null = alerts ? null : (measurement?.threshold ?? null);
  const valueOf = (zoneId: string, index: number): number | null => {
    const cell = result.periods[index]?.zones[zoneId];
    return alerts ? (cell?.alerts ?? 0) : (cell?.curValue ?? null);
  };
  const values = result.zones.flatMap((z) =>
    result.periods.map((_p, i) => valueOf(z.objectId, i)).filter((v): v is number => v !== null),
  );
  const min = alerts ? 0 : Math.min(...values);
  const max = Math.max(...values, alerts ? 1 : min);
  const share = (value: number) => (max === min ? 0.5 : (value - min) / (max - min));
  // Periods are the site's hours and days: labelled on its clock, not the browser's. A month of
  // days is labelled by day number so it fits a wide screen; its month is in the period label.
  const manyDays = result.granularity === 'day' && result.periods.length > 7;
  const format = (start: string) =>
    formatOnSite(
      start,
      result.timezone,
      result.granularity === 'hour' ? 'ha' : manyDays ? 'D' : 'MMM D',
    );
  const longFormat = (start: string) =>
    formatOnSite(start, result.timezone, result.granularity === 'hour' ? 'MMM D, ha' : 'MMM D');
  const valueText = (value: number | null) =>
    value === null
      ? messages.noValue
      : alerts
        ? `${value} ${value === 1 ? 'alert' : 'alerts'}`
        : `${roundMean(value)} ${unit}`.trim();
  const fill = (value: number | null): string | null => {
    if (value === null || (alerts && value === 0)) {
      return null;
    }
    if (alerts) {
      // From the moderate to the poor colour: every alert is a problem, more is worse.
      return heatColor(theme, 0.5 + share(value) / 2);
    }
    return thresholds
      ? theme.airboard[heatCellColor(value, thresholds)]
      : heatColor(theme, share(value));
  };

  // A long period opens scrolled to its latest period with data, not to its first days.
  const grid = useRef<HTMLDivElement>(null);
  const current = result.periods.filter((p) => new Date(p.start) <= now).at(-1)?.start;
  useEffect(() => {
    const container = grid.current;
    const column = container?.querySelector<HTMLElement>('[data-current="true"]');
    if (container && column) {
      container.scrollLeft = Math.max(
        0,
        column.offsetLeft + column.offsetWidth - container.clientWidth + 8,
      );
    }
  }, [current]);

  // The cell the Tab key lands on, and the arrow keys' moves from it.
  const rows = result.zones.length;
  const columns = result.periods.length;
  const [visited, setVisited] = useState<{ row: number; column: number } | null>(null);
  const active = {
    row: Math.min(visited?.row ?? 0, rows - 1),
    column: Math.min(
      visited?.column ??
        Math.max(
          0,
          result.periods.findIndex((p) => p.start === current),
        ),
      columns - 1,
    ),
  };
  const hintId = useId();
  const moveBetweenCells = (event: KeyboardEvent) => {
    const moves: Record<string, { row: number; column: number }> = {
      ArrowLeft: { ...active, column: active.column - 1 },
      ArrowRight: { ...active, column: active.column + 1 },
      ArrowUp: { ...active, row: active.row - 1 },
      ArrowDown: { ...active, row: active.row + 1 },
      Home: { ...active, column: 0 },
      End: { ...active, column: columns - 1 },
    };
    const move = moves[event.key];
    if (!move) {
      return;
    }
    event.preventDefault();
    const next = {
      row: Math.max(0, Math.min(rows - 1, move.row)),
      column: Math.max(0, Math.min(columns - 1, move.column)),
    };
    setVisited(next);
    grid.current?.querySelector<HTMLElement>(`[data-cell="${next.row}-${next.column}"]`)?.focus();
  };

  return (
    <Stack spacing={1.5}>
      <Box
        ref={grid}
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        role="region"
        aria-label="Heat map grid"
        // Its cells are focusable and scroll it into view; an empty grid is a Tab stop itself.
        tabIndex={rows > 0 && columns > 0 ? undefined : 0}
      >
        <Box component="span" id={hintId} sx={visuallyHidden}>
          Arrow keys move between cells, Home and End to the first and last period.
        </Box>
        <Box
          component="table"
          aria-describedby={hintId}
          onKeyDown={moveBetweenCells}
          sx={{ borderCollapse: 'separate', borderSpacing: 2, width: '100%' }}
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
                  aria-label={longFormat(p.start)}
                  data-current={p.start === current ? 'true' : undefined}
                  sx={{
                    fontSize: 12,
                    fontWeight: 600,
                    color: 'text.secondary',
                    px: 0.25,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {format(p.start)}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.zones.map((zone, row) => (
              <tr key={zone.objectId}>
                <Box
                  component="th"
                  scope="row"
                  title={zone.name}
                  sx={{ ...stickyCellSx, fontWeight: 600, fontSize: { xs: 12, sm: 'inherit' } }}
                >
                  {/* Two short lines on a phone ("Room 101" must stay told apart), one on wider screens. */}
                  <Box
                    component="span"
                    sx={{
                      display: '-webkit-box',
                      WebkitBoxOrient: 'vertical',
                      WebkitLineClamp: { xs: 2, sm: 1 },
                      overflow: 'hidden',
                      whiteSpace: { xs: 'normal', sm: 'nowrap' },
                      lineHeight: 1.2,
                      hyphens: 'auto',
                    }}
                  >
                    {zone.name}
                  </Box>
                </Box>
                {result.periods.map((p, index) => {
                  const isActive = row === active.row && index === active.column;
                  const future = new Date(p.start) > now;
                  const value = future ? null : valueOf(zone.objectId, index);
                  const background = future ? null : fill(value);
                  const said = future ? NO_DATA_YET : valueText(value);
                  const text = `${zone.name}, ${longFormat(p.start)}: ${said}`;
                  return (
                    <Tooltip key={p.start} title={text}>
                      <Box
                        component="td"
                        tabIndex={isActive ? 0 : -1}
                        data-cell={`${row}-${index}`}
                        onFocus={() => setVisited({ row, column: index })}
                        aria-label={text}
                        data-fill={background ?? (future ? 'future' : 'empty')}
                        sx={{
                          minWidth: 30,
                          height: 30,
                          px: 0.25,
                          borderRadius: 0.5,
                          textAlign: 'center',
                          fontSize: 11,
                          fontWeight: 600,
                          fontVariantNumeric: 'tabular-nums',
                          whiteSpace: 'nowrap',
                          color: background
                            ? theme.palette.getContrastText(background)
                            : 'text.secondary',
                          background: future
                            ? futureFill(theme)
                            : (background ?? theme.airboard.bg3),
                          // The text colour stands out from every fill, the blue of Excellent too.
                          '&:focus-visible': {
                            outline: 2,
                            outlineColor: 'text.primary',
                            outlineOffset: 0,
                          },
                        }}
                      >
                        {!future && value !== null && !(alerts && value === 0)
                          ? alerts
                            ? value
                            : roundMean(value)
                          : ''}
                      </Box>
                    </Tooltip>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <HeatmapLegend
        kind={alerts ? 'alerts' : thresholds ? 'bands' : 'range'}
        thresholds={thresholds}
        unit={unit}
        low={valueText(min)}
        high={valueText(max)}
        futureFill={futureFill(theme)}
      />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {alerts ? 'Alerts that started in each ' : `Mean ${measurement?.name ?? ''} of each `}
        {result.granularity}
        {manyDays && result.periods[0]
          ? `, from ${formatOnSite(result.periods[0].start, result.timezone, 'MMM D, YYYY')}`
          : ''}
        .
      </Typography>
    </Stack>
  );
}
