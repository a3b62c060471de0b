// A measurement's trend as an ECharts line (modular imports, so only the line chart ships), in a
// compact sparkline for cards or with axes and tooltip for the detail modal. Loaded lazily.
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
  color: string;
  unit: string;
  variant: 'compact' | 'full';
  height: number;
  /** What the chart shows, for screen readers. */
  label: string;
};

export function TrendChart({ data, color, unit, variant, height, label }: TrendChartProps) {
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
    chart.current?.setOption(
      {
        animation: false,
        grid: full
          ? { left: 48, right: 16, top: 16, bottom: 32 }
          : { left: 0, right: 0, top: 4, bottom: 0 },
        tooltip: full
          ? {
              trigger: 'axis',
              valueFormatter: (value: unknown) =>
                typeof value === 'number' ? `${roundValue(value)} ${unit}`.trim() : '--',
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
          {
            type: 'line',
            data,
            showSymbol: false,
            connectNulls: false,
            lineStyle: { color, width: full ? 2 : 1.5 },
            itemStyle: { color },
            areaStyle: { color, opacity: full ? 0.12 : 0.18 },
          },
        ],
      },
      true,
    );
  }, [data, color, unit, variant, theme]);

  // The line's colour is also on the element, for the checks that it stands out from its card.
  return (
    <Box
      ref={container}
      role="img"
      aria-label={label}
      data-line-color={color}
      sx={{ width: '100%', height }}
    />
  );
}
