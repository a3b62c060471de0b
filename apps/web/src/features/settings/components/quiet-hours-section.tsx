// Settings → Account (issue 22): quiet hours, when no alert texts go out — off until turned on,
// from and until a time of day on each alert's site's clock (a portfolio can span time zones).
// Turning them on shows the two times to save; turning saved ones off saves that at once.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SmsQuietHours } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { isTimeOfDay } from '@airboard/shared/rules';
import { useId, useState } from 'react';
import { FormAlerts } from '../../../components/form-alerts';
import { FormStack } from '../../../components/form-layouts';
import { LabelledSwitch } from '../../../components/labelled-switch';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useSaveQuietHours } from '../api/alert-texts';

/** What a night looks like when quiet hours are first turned on. */
const SUGGESTED: SmsQuietHours = { start: '22:00', end: '07:00' };

export const QUIET_HOURS_EXPLAINED =
  'No alert texts between these times, on the clock of the site the alert is from.';
export const QUIET_HOURS_TIMES = 'Enter both times, from 00:00 to 23:59.';
export const QUIET_HOURS_NOT_SAVED = 'Quiet hours could not be saved. Please try again.';
export const QUIET_HOURS_OFF = 'Quiet hours off';
export const quietHoursSaved = ({ start, end }: SmsQuietHours) =>
  `Quiet hours saved: no alert texts from ${start} to ${end}`;

const problemOf = ({ start, end }: SmsQuietHours): string | null => {
  if (!isTimeOfDay(start) || !isTimeOfDay(end)) {
    return QUIET_HOURS_TIMES;
  }
  return start === end ? messages.smsQuietHoursSame : null;
};

const notSavedMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? error.message : QUIET_HOURS_NOT_SAVED;

export function QuietHoursSection({ saved }: { saved: SmsQuietHours | null }) {
  const titleId = useId();
  const save = useSaveQuietHours();
  const [on, setOn] = useState(saved !== null);
  const [hours, setHours] = useState(saved ?? SUGGESTED);
  const [error, setError] = useState<string | null>(null);
  const unchanged = saved !== null && saved.start === hours.start && saved.end === hours.end;

  const turn = (next: boolean) => {
    setOn(next);
    setError(null);
    if (!next && saved !== null) {
      save.mutate(null, {
        onSuccess: () => enqueueSnackbar(QUIET_HOURS_OFF, { variant: 'success' }),
        onError: (e) => {
          setOn(true);
          setError(notSavedMessage(e));
        },
      });
    }
  };

  const submit = () => {
    const problem = problemOf(hours);
    setError(problem);
    if (problem !== null || unchanged) {
      return;
    }
    save.mutate(hours, {
      onSuccess: (answer) =>
        enqueueSnackbar(quietHoursSaved(answer.quietHours ?? hours), { variant: 'success' }),
      onError: (e) => setError(notSavedMessage(e)),
    });
  };

  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Quiet hours
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {QUIET_HOURS_EXPLAINED}
      </Typography>
      <LabelledSwitch
        label="Use quiet hours"
        checked={on}
        onCheckedChange={turn}
        disabled={save.isPending}
      />
      {on && (
        <FormStack label="Quiet hours" onSubmit={submit} sx={{ maxWidth: 420, mt: 1 }}>
          <FormAlerts error={error} />
          <Stack direction="row" spacing={2}>
            <TimeField
              label="From"
              value={hours.start}
              onChange={(start) => setHours({ ...hours, start })}
            />
            <TimeField
              label="Until"
              value={hours.end}
              onChange={(end) => setHours({ ...hours, end })}
            />
          </Stack>
          <Button
            type="submit"
            variant="contained"
            loading={save.isPending}
            disabled={unchanged}
            sx={{ alignSelf: 'flex-start' }}
          >
            Save quiet hours
          </Button>
        </FormStack>
      )}
    </section>
  );
}

type TimeFieldProps = { label: string; value: string; onChange: (value: string) => void };

/** The browser's own time of day field (the phone's time wheel), 'HH:MM'. */
function TimeField({ label, value, onChange }: TimeFieldProps) {
  return (
    <TextInput
      label={label}
      type="time"
      value={value}
      onValueChange={onChange}
      required
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
  );
}
