// Signup (/signup, spec 000 §2, 002 §4): first name, last name and e-mail. An already verified
// address gets 'Account Verified: This account is already verified.' with a Login link; otherwise
// the server e-mails a link to choose a password, after which the user signs in (and picks or
// creates a project on the login page).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { messages } from '@airboard/shared/messages';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormAlerts } from '../../../components/form-alerts';
import { FormStack } from '../../../components/form-layouts';
import { EmailInput } from '../../../components/text-input';
import { paths } from '../../../lib/paths';
import { useSignup } from '../api/signup';
import { isEmailVerified } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { emptyPersonName, NameFields } from '../components/name-fields';

type Outcome = 'sent' | 'verified' | null;

export function SignupPage() {
  const [params] = useSearchParams();
  const from = params.get('from');
  const signup = useSignup();
  const [name, setName] = useState(emptyPersonName);
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [error, setError] = useState<string | null>(null);
  const loginHref = paths.login.getHref({
    username: email.trim().toLowerCase() || undefined,
    from: from ?? undefined,
  });

  const submit = async () => {
    const address = email.trim().toLowerCase();
    if (name.firstName.trim() === '' || name.lastName.trim() === '' || address === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    setError(null);
    try {
      if (await isEmailVerified(address)) {
        setOutcome('verified');
        return;
      }
      await signup.mutateAsync({ email: address, ...name });
      setOutcome('sent');
    } catch (e) {
      setError(e instanceof Error ? e.message : messages.loginFailed);
    }
  };

  return (
    <AuthCard
      title="Sign up"
      subtitle="Tell us who you are; we will e-mail you a link to choose a password."
    >
      {outcome === 'verified' && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={loginHref} color="inherit" size="small">
              Login
            </Button>
          }
        >
          {messages.accountAlreadyVerified}
        </Alert>
      )}
      {outcome === 'sent' && (
        <Alert severity="success" role="status">
          Check your email: we sent {email.trim().toLowerCase()} a link to set your password.
        </Alert>
      )}
      {outcome === null && (
        <FormStack label="Sign up" onSubmit={submit}>
          <FormAlerts error={error} />
          <NameFields value={name} onChange={setName} showMissing={missing} autoFocus />
          <EmailInput
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
            error={missing && email.trim() === ''}
          />
          {missing && (
            <Alert severity="warning" role="alert">
              Enter your first name, last name and email.
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" loading={signup.isPending}>
            Sign Up
          </Button>
          <Link component={RouterLink} to={loginHref} variant="body2" sx={{ textAlign: 'center' }}>
            Already have an account? Login
          </Link>
        </FormStack>
      )}
    </AuthCard>
  );
}
