// Settings, Account tab: alert notifications by e-mail and by sms, saved as soon as they change.
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { NotificationPrefs } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useState } from 'react';
import { LabelledSwitch } from '../../../components/labelled-switch';
import { useSaveNotifications } from '../api/save-notifications';

const channels: { key: keyof NotificationPrefs; label: string }[] = [
  { key: 'email', label: 'Email notifications' },
  { key: 'sms', label: 'SMS notifications' },
];

export function NotificationPreferences({ initial }: { initial: NotificationPrefs }) {
  const [prefs, setPrefs] = useState(initial);
  const save = useSaveNotifications();

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
        {channels.map(({ key, label }) => (
          <LabelledSwitch
            key={key}
            label={label}
            checked={prefs[key]}
            onCheckedChange={(on) => change(key, on)}
            disabled={save.isPending}
          />
        ))}
      </FormGroup>
    </>
  );
}
