// Accept invite for an address that already has an account (decision 009): the invitation stays
// pending until that account's own password is given here; then the session is in the invited
// project and the app opens at the `from` path or the project home.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAcceptInviteAsExistingUser } from '../api/accept-invite-as-existing-user';
import { completeSignIn } from '../complete-sign-in';
import { FormAlerts } from '../../../components/form-alerts';
import { FormStack } from '../../../components/form-layouts';
import { PasswordField } from '../../../components/password-field';

export function ExistingAccountAcceptance({ token, from }: { token: string; from: string | null }) {
  const accept = useAcceptInviteAsExistingUser();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (password === '') {
      setError('Enter your password to accept the invitation.');
      return;
    }
    setError(null);
    accept.mutate(
      { token, password },
      {
        onSuccess: ({ token: session, user }) => completeSignIn(session, user, from),
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <FormStack label="Accept invite" onSubmit={submit}>
      <FormAlerts error={error} />
      <Typography variant="body2" color="text.secondary">
        You already have an account. Enter its password to join.
      </Typography>
      <PasswordField label="Password" value={password} onValueChange={setPassword} autoFocus />
      <Button type="submit" variant="contained" size="large" loading={accept.isPending}>
        Accept Invite
      </Button>
    </FormStack>
  );
}
