// The period dropdown of the site, zone and dashboard pages: Today, This Week, This Month or
// Custom with two date pickers bounded by the site's first data date and the site's today. A custom range is
// applied only when both dates are complete and pass the shared rule; otherwise its message (or
// the date field's own error) shows and the charts keep the period they have.
import type { Period } from '@airboard/shared/rules';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { checkPickedDays, periodLabel, periodRange, type PeriodSelection } from './period-range';
import { SelectField, type SelectOption } from './select-field';
import { afterPageLoad } from '../lib/after-page-load';
import { siteToday } from '../lib/site-time';

// The date pickers (~50 kB gzip) load after the page, not with every site page's first screen.
const loadDateRangeFields = () => import('./date-range-fields');
afterPageLoad(() => void loadDateRangeFields().catch(() => undefined));
const DateRangeFields = lazy(async () => ({
  default: (await loadDateRangeFields()).DateRangeFields,
}));

const periodOptions: SelectOption<Period>[] = [
  { value: 'day', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
  { value: 'custom', label: 'Custom' },
];

type PeriodPickerProps = {
  value: PeriodSelection;
  onChange: (next: PeriodSelection) => void;
  /** The earliest selectable day: the site's first data date, or its creation date. */
  minDate: Dayjs;
  /** The site's IANA zone: periods start at its midnight. */
  timeZone: string;
};

export function PeriodPicker({ value, onChange, minDate, timeZone }: PeriodPickerProps) {
  const [draft, setDraft] = useState<PeriodSelection>(value);
  const [error, setError] = useState<string | null>(null);
  const today = siteToday(timeZone);

  const changeDates = (start: Dayjs | null, end: Dayjs | null) => {
    const next = { period: 'custom' as const, start, end };
    setDraft(next);
    const check = checkPickedDays(start, end);
    if (check.status === 'invalid') {
      setError(check.message);
    } else {
      setError(null);
      if (check.status === 'valid') {
        onChange(next);
      }
    }
  };

  const choosePeriod = (period: Period) => {
    setError(null);
    if (period === 'custom') {
      setDraft({ period, start: draft.start, end: draft.end });
    } else {
      const next = { period, start: null, end: null };
      setDraft(next);
      onChange(next);
    }
  };

  return (
    // On a phone it shares a row with the zone select, its period written small under it.
    <Stack spacing={0.5} sx={{ flex: { xs: '1 1 150px', sm: '0 1 auto' }, minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <SelectField
          label="Time period"
          value={draft.period}
          options={periodOptions}
          onValueChange={choosePeriod}
          minWidth={150}
        />
        {draft.period === 'custom' && (
          <Suspense fallback={null}>
            <DateRangeFields
              start={draft.start}
              end={draft.end}
              minDate={minDate}
              maxDate={today}
              onChange={changeDates}
            />
          </Suspense>
        )}
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', fontSize: { xs: 12, sm: 14 } }}
          aria-live="polite"
        >
          {periodLabel(periodRange(value, timeZone))}
        </Typography>
      </Stack>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
