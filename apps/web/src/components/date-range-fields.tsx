// The start and end date pickers of a custom period (site pages and heat map). While a date is
// being typed it may be partial ("11/DD/2026") or outside the pickable days: the field shows its
// own error and the period gets no date for it, so nothing is applied until both dates are
// complete (spec 000 §9: "nothing happens if one is missing"). The typed text stays as it is.
// The pickers' localization is provided here, not by the app, so only screens with dates load it.
import { messages } from '@airboard/shared/messages';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';

type DateRangeFieldsProps = {
  start: Dayjs | null;
  end: Dayjs | null;
  /** The first pickable day (the site's first data date), if any. */
  minDate?: Dayjs;
  /** The last pickable day: the site's today. */
  maxDate: Dayjs;
  /** Called with each date only when complete and pickable, otherwise null. */
  onChange: (start: Dayjs | null, end: Dayjs | null) => void;
};

/** A picked day the period can use: complete and within the pickable days. */
export function usableDay(day: Dayjs | null, minDate: Dayjs | undefined, maxDate: Dayjs) {
  if (!day?.isValid() || day.isAfter(maxDate, 'day')) {
    return null;
  }
  return minDate && day.isBefore(minDate, 'day') ? null : day;
}

const errorText = (error: DateValidationError): string | undefined => {
  switch (error) {
    case null:
      return undefined;
    case 'minDate':
      return messages.dateBeforeFirstData;
    case 'maxDate':
    case 'disableFuture':
      return messages.dateAfterToday;
    case 'invalidDate':
    case 'disablePast':
    case 'shouldDisableDate':
    case 'shouldDisableMonth':
    case 'shouldDisableYear':
      return messages.incompleteDate;
  }
};

export function DateRangeFields({ start, end, minDate, maxDate, onChange }: DateRangeFieldsProps) {
  // What the fields hold, typed text included; the caller only ever gets usable days.
  const [typed, setTyped] = useState({ start, end });
  const [errors, setErrors] = useState<Record<'start' | 'end', DateValidationError>>({
    start: null,
    end: null,
  });
  // MUI publishes null, not an invalid date, while a section of the date is empty ("11/DD/2026"),
  // so a partly typed date is told from an empty field by the field's hidden input, which holds
  // the typed text, placeholders included, and is empty only when every section is.
  const inputs = { start: useRef<HTMLInputElement>(null), end: useRef<HTMLInputElement>(null) };
  const [partial, setPartial] = useState({ start: false, end: false });
  const checkPartial = (which: 'start' | 'end', day: Dayjs | null) => {
    const isPartial = day === null && (inputs[which].current?.value ?? '') !== '';
    setPartial((current) =>
      current[which] === isPartial ? current : { ...current, [which]: isPartial },
    );
  };
  const change = (next: { start: Dayjs | null; end: Dayjs | null }, which: 'start' | 'end') => {
    setTyped(next);
    onChange(usableDay(next.start, minDate, maxDate), usableDay(next.end, minDate, maxDate));
    // The hidden input is updated after the change is published.
    requestAnimationFrame(() => checkPartial(which, next[which]));
  };
  const field = (which: 'start' | 'end', label: string) => (
    <DatePicker
      label={label}
      value={typed[which]}
      minDate={minDate}
      maxDate={maxDate}
      onChange={(day) => change({ ...typed, [which]: day }, which)}
      onError={(error) => setErrors((current) => ({ ...current, [which]: error }))}
      slotProps={{
        textField: {
          inputRef: inputs[which],
          size: 'small',
          sx: { width: 170 },
          error: partial[which] || errors[which] !== null,
          helperText: partial[which] ? messages.incompleteDate : errorText(errors[which]),
        },
      }}
    />
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {field('start', 'Start date')}
      {field('end', 'End date')}
    </LocalizationProvider>
  );
}
