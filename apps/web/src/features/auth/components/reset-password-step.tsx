// Login step 3 (from the e-mailed link): new password and confirmation, each with show/hide; on
// success the spec's message, then after 500 ms back to the login with the username filled in.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormAlerts } from '../../../components/form-alerts';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { usePasswordReset } from '../use-password-reset';

export function ResetPasswordStep({ token }: { token: string }) {
  const reset = usePasswordReset();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.submit(token, password, confirmation);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Reset password">
      <FormAlerts error={reset.error} success={reset.success} />
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        autoFocus
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={reset.pending}
        disabled={reset.success !== null}
      >
        Reset Password
      </Button>
    </Stack>
  );
}
