// One entry of a holiday calendar being edited: its kind, then a date, a range of dates, or a
// week-n-day rule (which week, weekday and month), and a button to remove it.
import type { HolidayCalendarEntry } from '@airboard/shared/api';
import { scheduleWeekdayName } from '@airboard/shared/rules';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { SelectField } from '../../../components/select-field';
import { TextInput } from '../../../components/text-input';
import {
  ENTRY_KINDS,
  entryLabel,
  MONTH_NAMES,
  newEntry,
  WEEK_NAMES,
} from '../lib/calendar-entries';

type CalendarEntryFieldsProps = {
  entry: HolidayCalendarEntry;
  today: string;
  onEntryChange: (entry: HolidayCalendarEntry) => void;
  onRemove: () => void;
};

const small = { size: 'small', fullWidth: false } as const;

export function CalendarEntryFields({
  entry,
  today,
  onEntryChange,
  onRemove,
}: CalendarEntryFieldsProps) {
  const date = (label: string, value: string, set: (v: string) => void): ReactNode => (
    <TextInput
      {...small}
      type="date"
      label={label}
      value={value}
      onValueChange={set}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label={`Entry ${entryLabel(entry)}`}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <SelectField
        label="Kind"
        value={entry.kind}
        options={ENTRY_KINDS.map((k) => ({ value: k.kind, label: k.label }))}
        minWidth={110}
        onValueChange={(kind) => onEntryChange(newEntry(kind, today))}
      />
      {entry.kind === 'date' &&
        date('Date', entry.date, (d) => onEntryChange({ ...entry, date: d }))}
      {entry.kind === 'range' && (
        <>
          {date('From', entry.from, (d) => onEntryChange({ ...entry, from: d }))}
          {date('To', entry.to, (d) => onEntryChange({ ...entry, to: d }))}
        </>
      )}
      {entry.kind === 'weekNDay' && (
        <>
          <SelectField
            label="Week"
            value={String(entry.week)}
            options={Object.entries(WEEK_NAMES).map(([value, label]) => ({ value, label }))}
            minWidth={110}
            onValueChange={(w) => onEntryChange({ ...entry, week: w === 'last' ? w : Number(w) })}
          />
          <SelectField
            label="Weekday"
            value={String(entry.weekday)}
            options={[0, 1, 2, 3, 4, 5, 6].map((d) => ({
              value: String(d),
              label: scheduleWeekdayName(d),
            }))}
            minWidth={110}
            onValueChange={(d) => onEntryChange({ ...entry, weekday: Number(d) })}
          />
          <SelectField
            label="Month"
            value={String(entry.month)}
            options={MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label }))}
            minWidth={110}
            onValueChange={(m) => onEntryChange({ ...entry, month: Number(m) })}
          />
        </>
      )}
      <IconButton aria-label={`Remove ${entryLabel(entry)}`} onClick={onRemove}>
        <DeleteOutlineRoundedIcon />
      </IconButton>
    </Stack>
  );
}
