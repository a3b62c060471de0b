// Accept invite (/acceptinvite?token, spec 002 §2, §4, §5): set a password and agree to the
// privacy policy and terms (the button stays disabled until then); then signed in and sent to
// /onboarding, the from path, or /. An address that already has an account accepts with its
// password instead (decision 009).
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { messages } from '@airboard/shared/messages';
import { newPasswordProblem } from '@airboard/shared/rules';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAcceptInvite } from '../api/accept-invite';
import { useInviteInfo } from '../api/invite-info';
import { completeSignIn } from '../complete-sign-in';
import { AuthCard } from '../components/auth-card';
import { ExistingAccountAcceptance } from '../components/existing-account-acceptance';
import { emptyPersonName, NameFields } from '../components/name-fields';
import { SignInProgress } from '../components/sign-in-progress';
import { FormAlerts } from '../../../components/form-alerts';
import { FormStack } from '../../../components/form-layouts';
import { emptyNewPassword, NewPasswordFields } from '../../../components/new-password-fields';
import { inviteProblemMessages } from '../password-messages';

export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useInviteInfo(token);
  const accept = useAcceptInvite();
  const [name, setName] = useState(emptyPersonName);
  const [newPassword, setNewPassword] = useState(emptyNewPassword);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const { password, confirmation } = newPassword;
    const problem = newPasswordProblem(password, confirmation);
    if (problem) {
      setError(inviteProblemMessages[problem]);
      return;
    }
    setError(null);
    accept.mutate(
      { token, password, acceptTerms: true, ...name },
      {
        onSuccess: ({ token: session, user }) =>
          completeSignIn(session, user, params.get('from') ?? 'onboarding'),
        onError: (e) => setError(e.message),
      },
    );
  };

  if (token === '' || info.isError || info.isPending) {
    return (
      <AuthCard title="Accept invite">
        <SignInProgress
          failure={
            info.isPending && token !== ''
              ? null
              : 'This invitation is invalid or has expired. Ask your project administrator for a new one.'
          }
          label="Loading invitation"
        />
      </AuthCard>
    );
  }
  const subtitle = `Join ${info.data.projectName} as ${info.data.email}`;
  if (info.data.existingAccount) {
    return (
      <AuthCard title="Accept invite" subtitle={subtitle}>
        <ExistingAccountAcceptance token={token} from={params.get('from')} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Accept invite" subtitle={subtitle}>
      <FormStack label="Accept invite" onSubmit={submit}>
        <FormAlerts error={error} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NameFields value={name} onChange={setName} />
        </Stack>
        <NewPasswordFields
          value={newPassword}
          onChange={setNewPassword}
          passwordLabel="Password"
          autoFocus
        />
        <FormControlLabel
          control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
          label={messages.agreeToTerms}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!agreed}
          loading={accept.isPending}
        >
          Create Account
        </Button>
      </FormStack>
    </AuthCard>
  );
}
