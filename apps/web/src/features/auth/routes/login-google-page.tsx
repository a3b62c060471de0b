// Google sign-in (/login/google, spec 000 §2): a button to the browser redirect
// /users/auth/google; Google's answer comes back here with the session in the fragment and the
// project picker finishes the sign-in. A refused or unlinked Google account comes back with
// ?error=google_auth_failed.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { fragmentToken, SsoLanding } from '../components/sso-project-picker';

export const GOOGLE_START_PATH = '/users/auth/google';
export const GOOGLE_FAILED = 'google_auth_failed';

export function LoginGooglePage() {
  const token = fragmentToken(useLocation().hash);
  const [params] = useSearchParams();

  return (
    <SsoLanding token={token}>
      <AuthCard title="Sign in with Google">
        <Stack spacing={2}>
          {params.get('error') === GOOGLE_FAILED && (
            <Alert severity="error" role="alert">
              Google sign-in failed. Link your Google account in Settings, then try again.
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            Use the Google account you linked in Settings.
          </Typography>
          <Button variant="contained" size="large" href={GOOGLE_START_PATH}>
            Continue with Google
          </Button>
        </Stack>
      </AuthCard>
    </SsoLanding>
  );
}
