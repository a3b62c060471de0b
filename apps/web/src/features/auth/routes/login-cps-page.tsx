// The school-district entry (/login/cps, spec 002 §2): starts single sign-on after 2 s (or at
// once with the button); the identity provider's answer comes back here with the session in the
// fragment, and the project picker finishes the sign-in.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SSO_AUTO_REDIRECT_MS } from '@airboard/shared/rules';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { fragmentToken, SsoLanding } from '../components/sso-project-picker';
import { SAML_START_PATH } from './login-page';

export function LoginCpsPage() {
  const token = fragmentToken(useLocation().hash);

  useEffect(() => {
    if (token) {
      return undefined;
    }
    const timer = setTimeout(() => window.location.assign(SAML_START_PATH), SSO_AUTO_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [token]);

  return (
    <SsoLanding token={token}>
      <AuthCard title="Single sign-on">
        <Stack spacing={2}>
          <Typography sx={{ textAlign: 'center' }}>
            Taking you to your district sign-in page…
          </Typography>
          <Button variant="contained" size="large" href={SAML_START_PATH}>
            Continue to single sign-on
          </Button>
        </Stack>
      </AuthCard>
    </SsoLanding>
  );
}
