// Settings, Account tab: alert notifications by e-mail and by sms, saved as soon as they change.
// Texts go only to a verified mobile number (issue 22), so the SMS switch can be turned on once
// there is one; it can always be turned off.
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationPrefs } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { useId } from 'react';
import { ApiError } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useSaveNotifications } from '../api/save-notifications';

const channels: { key: keyof NotificationPrefs; label: string }[] = [
  { key: 'email', label: 'Email notifications' },
  { key: 'sms', label: 'SMS notifications' },
];

type NotificationPreferencesProps = {
  /** The preferences as saved on the account. */
  saved: NotificationPrefs;
  /** Whether texts have a verified number to go to; undefined while that is not known. */
  phoneVerified: boolean | undefined;
};

export function NotificationPreferences({ saved, phoneVerified }: NotificationPreferencesProps) {
  const save = useSaveNotifications();
  const helperId = useId();
  // The choice being saved shows at once; a failed save falls back to what is saved.
  const prefs = save.isPending ? save.variables : saved;
  const smsLocked = phoneVerified !== true;

  const change = (key: keyof NotificationPrefs, value: boolean) =>
    save.mutate(
      { ...prefs, [key]: value },
      {
        onSuccess: () => enqueueSnackbar(messages.notificationsSaved, { variant: 'success' }),
        onError: (error) =>
          enqueueSnackbar(
            error instanceof ApiError && error.status === 400
              ? error.message
              : messages.notificationsFailed,
            { variant: 'error' },
          ),
      },
    );

  return (
    <>
      <Typography component="h2" variant="h6" gutterBottom>
        Alert notifications
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        How you hear about new alerts in your project.
      </Typography>
      <FormGroup>
        {channels.map(({ key, label }) => {
          // A switch that is on can always be turned off, even without a number.
          const locked = key === 'sms' && smsLocked && !prefs.sms;
          const explained = locked && phoneVerified === false;
          return (
            <FormControlLabel
              key={key}
              label={label}
              control={
                <Switch
                  checked={prefs[key]}
                  disabled={save.isPending || locked}
                  onChange={(event) => change(key, event.target.checked)}
                  slotProps={{
                    input: explained ? { 'aria-describedby': helperId } : {},
                  }}
                />
              }
            />
          );
        })}
      </FormGroup>
      {phoneVerified === false && !prefs.sms && (
        <FormHelperText id={helperId} sx={{ mx: 0 }}>
          {messages.smsNeedsVerifiedPhone}
        </FormHelperText>
      )}
    </>
  );
}
