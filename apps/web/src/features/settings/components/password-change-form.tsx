// Settings, Security & Login tab (spec 002 §4, §5): verify the current password, validate the new
// one, save it, e-mail the user, and show the success message for 3 s.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '@airboard/shared/messages';
import { newPasswordProblem, WRITE_FEEDBACK_ICON_MS } from '@airboard/shared/rules';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { FormAlerts } from '../../../components/form-alerts';
import { FormStack } from '../../../components/form-layouts';
import { emptyNewPassword, NewPasswordFields } from '../../../components/new-password-fields';
import { PasswordField } from '../../../components/password-field';
import { changeProblemMessages } from '../../auth';
import { changePassword } from '../api/change-password';
import { notifyPasswordChanged } from '../api/notify-password-changed';
import { verifyPassword } from '../api/verify-password';

const SUCCESS_VISIBLE_MS = WRITE_FEEDBACK_ICON_MS;

type PasswordChangeFormProps = { email: string; userId: string; projectId: string | undefined };

export function PasswordChangeForm({ email, userId, projectId }: PasswordChangeFormProps) {
  const [current, setCurrent] = useState('');
  const [newPassword, setNewPassword] = useState(emptyNewPassword);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!saved) {
      return undefined;
    }
    const timer = setTimeout(() => setSaved(false), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const submit = async () => {
    const { password: next, confirmation } = newPassword;
    setError(null);
    setSaved(false);
    setBusy(true);
    try {
      try {
        await verifyPassword(email, current);
      } catch {
        setError(messages.incorrectPassword);
        return;
      }
      if (next === current) {
        setError(messages.passwordMustDiffer);
        return;
      }
      const problem = newPasswordProblem(next, confirmation);
      if (problem) {
        setError(changeProblemMessages[problem]);
        return;
      }
      await changePassword({ email, password: next, currentPassword: current });
      // The notice e-mail is a courtesy: its failure must not undo a saved change on screen.
      await notifyPasswordChanged(userId, projectId).catch(() => undefined);
      setCurrent('');
      setNewPassword(emptyNewPassword);
      setSaved(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : messages.incorrectPassword);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormStack label="Change password" onSubmit={submit} sx={{ maxWidth: 420 }}>
      <Typography component="h2" variant="h6">
        Change password
      </Typography>
      <FormAlerts
        error={error}
        success={saved ? 'Password changed. Your other sessions were signed out.' : null}
      />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        value={current}
        onValueChange={setCurrent}
      />
      <NewPasswordFields
        value={newPassword}
        onChange={setNewPassword}
        confirmationLabel="Confirm new password"
      />
      <Button type="submit" variant="contained" loading={busy} sx={{ alignSelf: 'flex-start' }}>
        Change Password
      </Button>
    </FormStack>
  );
}
