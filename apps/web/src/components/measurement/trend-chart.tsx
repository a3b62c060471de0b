// A measurement's trend as an ECharts line (modular imports, so only the line chart ships), in a
// compact sparkline for cards or with axes and tooltip for the detail modal. Loaded lazily. Long
// periods come as hourly averages with a band of each hour's lowest and highest reading: the band
// is drawn as a lower edge with the spread stacked on it, filled.
import { escapeHtml } from '@airboard/shared';
import type { TrendResult } from '@airboard/shared/api';
import { roundValue } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export type TrendChartProps = {
  data: TrendResult['data'];
  band: TrendResult['band'];
  color: string;
  unit: string;
  variant: 'compact' | 'full';
  height: number;
  /** What the chart shows, for screen readers. */
  label: string;
};

const BAND_STACK = 'band';

export function TrendChart({ data, band, color, unit, variant, height, label }: TrendChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const theme = useTheme();

  useEffect(() => {
    if (!container.current) {
      return undefined;
    }
    const instance = echarts.init(container.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(container.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const full = variant === 'full';
    const axisColor = theme.airboard.txt3;
    const format = (value: unknown) =>
      typeof value === 'number' ? `${roundValue(value)} ${unit}`.trim() : '--';
    const bandSeries = band
      ? [
          {
            type: 'line' as const,
            data: band.map(([ts, low]) => [ts, low]),
            stack: BAND_STACK,
            showSymbol: false,
            silent: true,
            lineStyle: { opacity: 0 },
          },
          {
            type: 'line' as const,
            data: band.map(([ts, low, high]) => [
              ts,
              low === null || high === null ? null : high - low,
            ]),
            stack: BAND_STACK,
            showSymbol: false,
            silent: true,
            lineStyle: { opacity: 0 },
            areaStyle: { color, opacity: full ? 0.18 : 0.22 },
          },
        ]
      : [];
    chart.current?.setOption(
      {
        animation: false,
        grid: full
          ? { left: 48, right: 16, top: 16, bottom: 32 }
          : { left: 0, right: 0, top: 4, bottom: 0 },
        tooltip: full
          ? {
              trigger: 'axis',
              formatter: (params: unknown) => tooltipText(params, band, format),
            }
          : { show: false },
        xAxis: {
          type: 'time',
          show: full,
          axisLabel: { color: axisColor },
          axisLine: { lineStyle: { color: axisColor } },
        },
        yAxis: {
          type: 'value',
          show: full,
          scale: true,
          axisLabel: { color: axisColor },
          splitLine: { lineStyle: { color: theme.airboard.bg3 } },
        },
        series: [
          ...bandSeries,
          {
            type: 'line',
            data,
            showSymbol: false,
            connectNulls: false,
            lineStyle: { color, width: full ? 2 : 1.5 },
            itemStyle: { color },
            // With a band the spread is the fill; an area under the line would hide it.
            areaStyle: band ? undefined : { color, opacity: full ? 0.12 : 0.18 },
          },
        ],
      },
      true,
    );
  }, [data, band, color, unit, variant, theme]);

  // The line's colour is also on the element, for the checks that it stands out from its card.
  return (
    <Box
      ref={container}
      role="img"
      aria-label={label}
      data-line-color={color}
      data-band={band ? 'hourly' : undefined}
      sx={{ width: '100%', height }}
    />
  );
}

/**
 * The detail chart's tooltip: the time, then the value, or for an hourly trend the hour's average
 * and its range (the band's stacked spread is not a value to show).
 */
function tooltipText(
  params: unknown,
  band: TrendResult['band'],
  format: (value: unknown) => string,
): string {
  const points = (Array.isArray(params) ? params : [params]) as {
    seriesIndex: number;
    dataIndex: number;
    axisValueLabel: string;
    value: [number, number | null];
  }[];
  const line = points.find((point) => point.seriesIndex === (band ? 2 : 0));
  if (!line) {
    return '';
  }
  // The unit is the site's own text: every part is escaped (ECharts renders the tooltip as HTML).
  const lines = [line.axisValueLabel, format(line.value[1])];
  const spread = band?.[line.dataIndex];
  if (spread && spread[1] !== null && spread[2] !== null) {
    lines[1] = `${lines[1]} (hourly average)`;
    lines.push(`Range ${format(spread[1])} – ${format(spread[2])}`);
  }
  return lines.map(escapeHtml).join('<br/>');
}
