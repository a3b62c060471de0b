// Settings, Security & Login tab: link a Google account so "Sign in with Google" finds this user.
// Linking is explicit: Google accounts are never matched to users by e-mail.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { startGoogleLink } from '../api/link-google';

export function GoogleLink() {
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const link = () => {
    setBusy(true);
    startGoogleLink().catch((e: unknown) => {
      setBusy(false);
      setError(e instanceof Error ? e.message : 'Google linking failed');
    });
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Typography component="h2" variant="h6">
        Google sign-in
      </Typography>
      {params.get('google') === 'linked' && (
        <Alert severity="success" role="status">
          Your Google account is linked. You can now sign in with Google.
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button variant="outlined" onClick={link} loading={busy} sx={{ alignSelf: 'flex-start' }}>
        Link Google Account
      </Button>
    </Stack>
  );
}
