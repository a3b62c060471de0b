// Settings, Account tab: alert notifications by e-mail and by sms, saved as soon as they change.
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationPrefs } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useSaveNotifications } from '../api/save-notifications';

export function NotificationPreferences({ initial }: { initial: NotificationPrefs }) {
  const [prefs, setPrefs] = useState(initial);
  const save = useSaveNotifications();
  const { enqueueSnackbar } = useSnackbar();

  const change = (key: keyof NotificationPrefs, value: boolean) => {
    const previous = prefs;
    const next = { ...prefs, [key]: value };
    setPrefs(next);
    save.mutate(next, {
      onSuccess: () => enqueueSnackbar(messages.notificationsSaved, { variant: 'success' }),
      onError: () => {
        setPrefs(previous);
        enqueueSnackbar(messages.notificationsFailed, { variant: 'error' });
      },
    });
  };

  return (
    <>
      <Typography component="h2" variant="h6" gutterBottom>
        Alert notifications
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        How you hear about new alerts in your project.
      </Typography>
      <FormGroup>
        <FormControlLabel
          control={
            <Switch
              checked={prefs.email}
              onChange={(e) => change('email', e.target.checked)}
              disabled={save.isPending}
            />
          }
          label="Email notifications"
        />
        <FormControlLabel
          control={
            <Switch
              checked={prefs.sms}
              onChange={(e) => change('sms', e.target.checked)}
              disabled={save.isPending}
            />
          }
          label="SMS notifications"
        />
      </FormGroup>
    </>
  );
}
