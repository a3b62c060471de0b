// How a report shows its numbers: rounded to 2 decimals with the unit, and a Bool measurement
// (0 off, 1 on) as the share of the interval's readings that were on, in percent.
import type { ReportResponse } from '@airboard/shared/api';
import { roundValue } from '@airboard/shared/rules';
import dayjs from 'dayjs';
import { formatOnSite } from '../../../lib/site-time';

export type ReportMeasurement = ReportResponse['results']['report']['data'][number];

export const isShareOfTime = (m: ReportMeasurement) => m.measurementKind === 'Bool';

/** A value as the report shows it: Bool values become percent on. */
export function reportNumber(m: ReportMeasurement, value: number | null): number | null {
  if (value === null) {
    return null;
  }
  return roundValue(isShareOfTime(m) ? value * 100 : value);
}

export const reportUnit = (m: ReportMeasurement) => (isShareOfTime(m) ? '% on' : m.unit);

/**
 * An instant moved so that the browser's clock reads the site's wall-clock time: ECharts labels
 * its time axis in the browser's zone, and the chart must read like the table, on the site's.
 */
export const onSiteWallClock = (instant: string, timeZone: string): number =>
  dayjs(formatOnSite(instant, timeZone, 'YYYY-MM-DDTHH:mm:ss')).valueOf();
