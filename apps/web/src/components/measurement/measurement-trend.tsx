// A measurement's trend for a time range with the spec's states: "..." while loading, "Can't load
// data" on error; the chart itself is a lazily loaded chunk (ECharts). A chart is asked for and
// drawn only once it comes into view (a long dashboard or zone page scrolls).
import type { ChildMeasurement } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import type { TimeRange } from '../period-range';
import { WhenVisible } from '../when-visible';
import { trendColor } from './measurement-colors';
import { useTrendData } from './use-trend-data';

const TrendChart = lazy(async () => ({ default: (await import('./trend-chart')).TrendChart }));

type MeasurementTrendProps = {
  measurement: ChildMeasurement;
  range: TimeRange;
  variant: 'compact' | 'full';
  height: number;
  loadingText?: string;
};

export function MeasurementTrend(props: MeasurementTrendProps) {
  const { height, loadingText = messages.valueLoading } = props;
  return (
    <WhenVisible placeholder={<TrendState height={height} text={loadingText} />}>
      <VisibleTrend {...props} />
    </WhenVisible>
  );
}

function TrendState({ height, text }: { height: number; text: string }) {
  return (
    <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
    </Box>
  );
}

function VisibleTrend(props: MeasurementTrendProps) {
  const { measurement, range, variant, height, loadingText = messages.valueLoading } = props;
  const theme = useTheme();
  const trend = useTrendData({
    siteId: measurement.siteId,
    measurementId: measurement.objectId,
    range,
  });
  const state = (text: string) => <TrendState height={height} text={text} />;
  if (trend.isPending) {
    return state(loadingText);
  }
  if (trend.isError) {
    return state(messages.cantLoadData);
  }
  return (
    <Suspense fallback={state(loadingText)}>
      <TrendChart
        data={trend.data.data}
        band={trend.data.band}
        color={trendColor(theme, measurement)}
        unit={measurement.unit}
        variant={variant}
        height={height}
        label={`${measurement.name} trend`}
      />
    </Suspense>
  );
}
