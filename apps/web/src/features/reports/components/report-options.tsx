// What a report covers and how it is cut and exported: the days (start and end, on the site's
// clock), the interval (automatic: hourly up to 2 days, daily beyond), and the CSV's layout and
// whether it holds the raw readings.
import { REPORT_INTERVAL_LABELS, type ReportIntervalSize } from '@airboard/shared/rules';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { Dayjs } from 'dayjs';
import { DateRangeFields } from '../../../components/date-range-fields';
import { SelectField } from '../../../components/select-field';
import type { CsvChoice } from '../api/download-report-csv';

export type IntervalChoice = ReportIntervalSize | 'auto';

/** The CSV layouts in words (the screen's choice, and a scheduled e-mail's summary). */
export const CSV_LAYOUT_LABELS: Record<CsvChoice['format'], string> = {
  long: 'A row per measurement',
  wide: 'A column per measurement',
};

type ReportOptionsProps = {
  start: Dayjs | null;
  end: Dayjs | null;
  maxDate: Dayjs;
  onRangeChange: (start: Dayjs | null, end: Dayjs | null) => void;
  interval: IntervalChoice;
  /** What automatic means for the chosen days. */
  automatic: ReportIntervalSize;
  onIntervalChange: (interval: IntervalChoice) => void;
  csv: CsvChoice;
  onCsvChange: (csv: CsvChoice) => void;
};

export function ReportOptions(props: ReportOptionsProps) {
  const { csv, onCsvChange } = props;
  return (
    <>
      <DateRangeFields
        start={props.start}
        end={props.end}
        maxDate={props.maxDate}
        onChange={props.onRangeChange}
      />
      <SelectField
        label="Interval"
        value={props.interval}
        options={[
          { value: 'auto', label: `Automatic (${REPORT_INTERVAL_LABELS[props.automatic]})` },
          ...Object.entries(REPORT_INTERVAL_LABELS).map(([value, label]) => ({
            value: value as ReportIntervalSize,
            label,
          })),
        ]}
        onValueChange={props.onIntervalChange}
        minWidth={190}
      />
      <SelectField
        label="CSV layout"
        value={csv.format}
        options={[
          { value: 'long', label: CSV_LAYOUT_LABELS.long },
          { value: 'wide', label: CSV_LAYOUT_LABELS.wide },
        ]}
        onValueChange={(format) => onCsvChange({ ...csv, format })}
        minWidth={220}
      />
      <FormControlLabel
        label="Raw readings in CSV"
        control={
          <Checkbox
            checked={csv.raw}
            onChange={(e) => onCsvChange({ ...csv, raw: e.target.checked })}
          />
        }
      />
    </>
  );
}
