// The Opening hours dialog (admins, issue 17): the weekdays a site opens and its opening and
// closing time on the site's clock, which 'Occupied hours only' counts. Checked here by the shared
// rule before saving, so the server's refusal is only for what changed in between. A site with
// its own hours can be given back the default ones.
import type { OpeningHours } from '@airboard/shared/rules';
import { CLOSING_AT_MIDNIGHT, openingHoursProblem } from '@airboard/shared/rules';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useState, type FormEvent } from 'react';
import { FormAlerts } from '../../../components/form-alerts';
import { TextInput } from '../../../components/text-input';
import { useResetOpeningHours, useSaveOpeningHours } from '../api/opening-hours';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

type OpeningHoursDialogProps = {
  siteId: string;
  hours: OpeningHours;
  /** The site follows the default hours (nothing to reset). */
  isDefault: boolean;
  onClose: () => void;
};

export function OpeningHoursDialog({ siteId, hours, isDefault, onClose }: OpeningHoursDialogProps) {
  const save = useSaveOpeningHours(siteId);
  const reset = useResetOpeningHours(siteId);
  const busy = save.isPending || reset.isPending;
  const [draft, setDraft] = useState(hours);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = openingHoursProblem(draft);
    setError(problem);
    if (problem) {
      return;
    }
    save.mutate(draft, {
      onSuccess: () => {
        enqueueSnackbar('Opening hours saved', { variant: 'success' });
        onClose();
      },
      onError: (failure) => setError(failure.message),
    });
  };
  const restoreDefault = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        enqueueSnackbar('Opening hours reset to the default', { variant: 'success' });
        onClose();
      },
      onError: (failure) => setError(failure.message),
    });
  const toggle = (day: number, on: boolean) =>
    setDraft({
      ...draft,
      weekdays: on
        ? [...draft.weekdays, day].sort((a, b) => a - b)
        : draft.weekdays.filter((d) => d !== day),
    });

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="opening-hours-title"
      slotProps={{ paper: { sx: { maxWidth: 420, width: '100%', m: 2 } } }}
    >
      <DialogTitle id="opening-hours-title">Opening hours</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlerts error={error} />
            <FormControl component="fieldset">
              <FormLabel component="legend">Open on</FormLabel>
              <FormGroup row>
                {WEEKDAYS.map((name, index) => (
                  <FormControlLabel
                    key={name}
                    label={name}
                    control={
                      <Checkbox
                        checked={draft.weekdays.includes(index + 1)}
                        onChange={(e) => toggle(index + 1, e.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormControl>
            <Stack direction="row" spacing={2}>
              <TextInput
                label="Opens"
                value={draft.open}
                onValueChange={(open) => setDraft({ ...draft, open })}
                helperText="HH:mm, site time"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
              />
              <TextInput
                label="Closes"
                value={draft.close}
                onValueChange={(close) => setDraft({ ...draft, close })}
                helperText={`HH:mm, ${CLOSING_AT_MIDNIGHT} for midnight`}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          {!isDefault && (
            <Button onClick={restoreDefault} disabled={busy} sx={{ mr: 'auto' }}>
              Use default hours
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
