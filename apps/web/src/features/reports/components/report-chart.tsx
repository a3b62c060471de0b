// A measurement's report as a chart: the app's trend chart with each interval's average as the
// line and its lowest and highest as the band, on the site's clock. Loaded lazily (ECharts), and
// drawn once scrolled near, so a report of fifty measurements does not draw fifty charts at once.
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { WhenVisible } from '../../../components/when-visible';
import {
  onSiteWallClock,
  reportNumber,
  reportUnit,
  type ReportMeasurement,
} from '../lib/report-values';

const TrendChart = lazy(async () => ({
  default: (await import('../../../components/measurement/trend-chart')).TrendChart,
}));

const HEIGHT = 240;

export function ReportChart({ m, timeZone }: { m: ReportMeasurement; timeZone: string }) {
  const theme = useTheme();
  const at = (startTime: string) => onSiteWallClock(startTime, timeZone);
  const placeholder = <div style={{ height: HEIGHT }} />;
  return (
    <WhenVisible placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <TrendChart
          data={m.intervals.map((i) => [at(i.startTime), reportNumber(m, i.aveVal)])}
          band={m.intervals.map((i) => [
            at(i.startTime),
            reportNumber(m, i.minVal),
            reportNumber(m, i.maxVal),
          ])}
          color={theme.palette.primary.main}
          unit={reportUnit(m)}
          variant="full"
          height={HEIGHT}
          label={`${m.measurementName} report chart`}
        />
      </Suspense>
    </WhenVisible>
  );
}
