// Login step 3 (from the e-mailed link): new password and confirmation, each with show/hide; on
// success the spec's message, then after 500 ms back to the login with the username filled in.
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormAlerts } from '../../../components/form-alerts';
import { FormStack } from '../../../components/form-layouts';
import { emptyNewPassword, NewPasswordFields } from '../../../components/new-password-fields';
import { usePasswordReset } from '../use-password-reset';

export function ResetPasswordStep({ token }: { token: string }) {
  const reset = usePasswordReset();
  const [newPassword, setNewPassword] = useState(emptyNewPassword);

  return (
    <FormStack label="Reset password" onSubmit={() => reset.submit(token, newPassword)}>
      <FormAlerts error={reset.error} success={reset.success} />
      <NewPasswordFields value={newPassword} onChange={setNewPassword} autoFocus />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={reset.pending}
        disabled={reset.success !== null}
      >
        Reset Password
      </Button>
    </FormStack>
  );
}
