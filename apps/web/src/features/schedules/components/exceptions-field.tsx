// A group's one-off exceptions: from a date and time to another (on the site's clock, 15-minute
// steps), a value, and a note such as "Evening concert". They override the program and holidays.
import type { ScheduleGroupInput, SchedulePointKind, ScheduleValue } from '@airboard/shared/api';
import {
  exceptionLabel,
  SCHEDULE_EXCEPTION_NOTE_MAX,
  SCHEDULE_STEP_MINUTES,
} from '@airboard/shared/rules';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TextInput } from '../../../components/text-input';
import type { SchedulePointInfo } from '../lib/schedule-points';
import { valueText } from '../lib/week-grid';
import { ScheduleValueField } from './schedule-value-field';

type ScheduleExceptionDraft = ScheduleGroupInput['exceptions'][number];

type ExceptionsFieldProps = {
  exceptions: readonly ScheduleExceptionDraft[];
  onExceptionsChange: (exceptions: ScheduleExceptionDraft[]) => void;
  kind: SchedulePointKind;
  points: readonly SchedulePointInfo[];
  newValue: ScheduleValue;
  /** Today on the site's clock, "YYYY-MM-DD": a new exception is this evening. */
  today: string;
  readOnly: boolean;
};

const dateTimeInput = {
  type: 'datetime-local',
  size: 'small',
  fullWidth: false,
  slotProps: { inputLabel: { shrink: true }, htmlInput: { step: SCHEDULE_STEP_MINUTES * 60 } },
} as const;

export function ExceptionsField(props: ExceptionsFieldProps) {
  const { exceptions, onExceptionsChange, kind, points, newValue, today, readOnly } = props;
  const unit = kind === 'number' ? (points[0]?.unit ?? '') : '';
  const change = (i: number, next: Partial<ScheduleExceptionDraft>) =>
    onExceptionsChange(exceptions.map((e, j) => (j === i ? { ...e, ...next } : e)));

  return (
    <Stack spacing={1}>
      {exceptions.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>No exceptions.</Typography>
      )}
      {exceptions.map((exception, i) =>
        readOnly ? (
          <Typography key={i}>
            {exceptionLabel(exception)}: {valueText(exception.value, unit)}
            {exception.note ? ` — ${exception.note}` : ''}
          </Typography>
        ) : (
          <Paper
            key={exception.objectId ?? `new-${i}`}
            variant="outlined"
            role="group"
            aria-label={`Exception ${exceptionLabel(exception)}`}
            sx={{ p: 1.5 }}
          >
            <Stack
              direction="row"
              spacing={1.5}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
            >
              <TextInput
                {...dateTimeInput}
                label="From"
                value={exception.start}
                onValueChange={(start) => change(i, { start })}
              />
              <TextInput
                {...dateTimeInput}
                label="To"
                value={exception.end}
                onValueChange={(end) => change(i, { end })}
              />
              <ScheduleValueField
                label="Value"
                kind={kind}
                value={exception.value}
                points={points}
                onValueChange={(value) => change(i, { value })}
              />
              <TextInput
                size="small"
                fullWidth={false}
                label="Note"
                value={exception.note}
                onValueChange={(note) => change(i, { note })}
                slotProps={{ htmlInput: { maxLength: SCHEDULE_EXCEPTION_NOTE_MAX } }}
              />
              <IconButton
                aria-label={`Remove exception ${exceptionLabel(exception)}`}
                onClick={() => onExceptionsChange(exceptions.filter((_, j) => j !== i))}
              >
                <DeleteOutlineRoundedIcon />
              </IconButton>
            </Stack>
          </Paper>
        ),
      )}
      {!readOnly && (
        <Button
          startIcon={<AddRoundedIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() =>
            onExceptionsChange([
              ...exceptions,
              { start: `${today}T18:00`, end: `${today}T21:00`, value: newValue, note: '' },
            ])
          }
        >
          Add exception
        </Button>
      )}
    </Stack>
  );
}
