// Creates or edits a holiday calendar of the project: its name and its entries (dates, ranges,
// yearly week-n-day rules). What the contract refuses is said before sending; what the server
// refuses (a name taken) is shown with the edits kept.
import {
  holidayCalendarInput,
  type HolidayCalendar,
  type HolidayCalendarEntry,
} from '@airboard/shared/api';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormAlerts } from '../../../components/form-alerts';
import { TextInput } from '../../../components/text-input';
import { useSaveHolidayCalendar } from '../api/save-holiday-calendar';
import { newEntry } from '../lib/calendar-entries';
import { CalendarEntryFields } from './calendar-entry-fields';

type HolidayCalendarDialogProps = {
  projectId: string;
  calendar: HolidayCalendar | null;
  today: string;
  onSaved: (calendar: HolidayCalendar) => void;
  onClose: () => void;
};

export function HolidayCalendarDialog(props: HolidayCalendarDialogProps) {
  const { projectId, calendar, today, onSaved, onClose } = props;
  const save = useSaveHolidayCalendar(projectId);
  const [name, setName] = useState(calendar?.name ?? '');
  const [entries, setEntries] = useState<HolidayCalendarEntry[]>(calendar?.entries ?? []);
  const [error, setError] = useState<string | null>(null);
  const title = calendar ? `Edit ${calendar.name}` : 'New holiday calendar';

  const submit = () => {
    if (name.trim() === '') {
      setError('Enter a name for the holiday calendar');
      return;
    }
    const parsed = holidayCalendarInput.safeParse({ name, entries });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.mutate(
      { calendarId: calendar?.objectId ?? null, input: parsed.data },
      { onSuccess: onSaved, onError: (e) => setError(e.message) },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="holiday-calendar-title" fullWidth maxWidth="md">
      <DialogTitle id="holiday-calendar-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormAlerts error={error} />
          <TextInput label="Name" value={name} onValueChange={setName} required />
          <Typography variant="subtitle2">Days</Typography>
          {entries.length === 0 && (
            <Typography sx={{ color: 'text.secondary' }}>No days yet.</Typography>
          )}
          {entries.map((entry, i) => (
            <CalendarEntryFields
              key={i}
              entry={entry}
              today={today}
              onEntryChange={(next) => setEntries(entries.map((e, j) => (j === i ? next : e)))}
              onRemove={() => setEntries(entries.filter((_, j) => j !== i))}
            />
          ))}
          <Button
            startIcon={<AddRoundedIcon />}
            onClick={() => setEntries([...entries, newEntry('date', today)])}
            sx={{ alignSelf: 'flex-start' }}
          >
            Add a day
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
