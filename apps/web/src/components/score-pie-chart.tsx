// The score breakdown's pie: one slice per measurement, sized and coloured by its score (donut
// colours), an ECharts pie loaded only when the breakdown opens. Clicking a slice selects it.
import { donutColor, roundScore } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { PieChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([PieChart, TooltipComponent, CanvasRenderer]);

export type ScoreSlice = { id: string; name: string; score: number };

type ScorePieChartProps = { slices: ScoreSlice[]; onSelect: (id: string) => void; label: string };

export function ScorePieChart({ slices, onSelect, label }: ScorePieChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();

  useEffect(() => {
    if (!container.current) {
      return undefined;
    }
    const chart = echarts.init(container.current);
    chart.setOption({
      animation: false,
      tooltip: { trigger: 'item', formatter: '{b}: {c}' },
      series: [
        {
          type: 'pie',
          radius: ['40%', '75%'],
          label: { color: theme.airboard.txt2 },
          itemStyle: { borderColor: theme.airboard.bg2, borderWidth: 2 },
          data: slices.map((s) => ({
            id: s.id,
            name: s.name,
            value: roundScore(s.score),
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
