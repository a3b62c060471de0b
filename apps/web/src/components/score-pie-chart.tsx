// The score breakdown's pie: one slice per group of measurements (a measurement type, or Other),
// sized by how many measurements it holds and coloured by their average score (donut colours),
// an ECharts pie loaded only when the breakdown opens. Clicking a slice selects its group.
import { escapeHtml } from '@airboard/shared';
import { donutColor, roundScore } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { PieChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([PieChart, TooltipComponent, CanvasRenderer]);

export type ScoreSlice = {
  id: string;
  name: string;
  /** How many measurements the slice stands for: its size. */
  count: number;
  /** Their average score: its colour and label. */
  score: number;
};

type ScorePieChartProps = { slices: ScoreSlice[]; onSelect: (id: string) => void; label: string };

export function ScorePieChart({ slices, onSelect, label }: ScorePieChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();

  useEffect(() => {
    if (!container.current) {
      return undefined;
    }
    const chart = echarts.init(container.current);
    // On a narrow screen the labels would be cut short: the table under the pie names the slices.
    const labelled = container.current.clientWidth >= 420;
    chart.setOption({
      animation: false,
      tooltip: {
        trigger: 'item',
        formatter: (params: { dataIndex: number }) => {
          const slice = slices[params.dataIndex];
          return slice
            ? escapeHtml(
                `${slice.name}: ${slice.count} ${slice.count === 1 ? 'measurement' : 'measurements'}, average ${roundScore(slice.score)}`,
              )
            : '';
        },
      },
      series: [
        {
          type: 'pie',
          radius: labelled ? ['40%', '72%'] : ['45%', '85%'],
          label: {
            show: labelled,
            color: theme.airboard.txt2,
            lineHeight: 16,
            formatter: (params: { dataIndex: number }) => {
              const slice = slices[params.dataIndex];
              return slice ? `${slice.name}\n${roundScore(slice.score)}` : '';
            },
          },
          itemStyle: { borderColor: theme.airboard.bg2, borderWidth: 2 },
          data: slices.map((s) => ({
            id: s.id,
            name: s.name,
            value: s.count,
            itemStyle: { color: theme.airboard[donutColor(s.score)] },
          })),
        },
      ],
    });
    chart.on('click', (event) => {
      const data = event.data as { id?: string } | undefined;
      if (data?.id) {
        onSelect(data.id);
      }
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(container.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [slices, onSelect, theme]);

  return <Box ref={container} role="img" aria-label={label} sx={{ width: '100%', height: 280 }} />;
}
