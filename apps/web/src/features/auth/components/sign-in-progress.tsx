// The body of a page that signs in by itself (token, building-automation, invite link): a spinner
// while it works, or the failure with a way back to the login page.
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';

export function SignInProgress({
  failure,
  label = 'Signing in',
}: {
  failure: string | null;
  label?: string;
}) {
  if (failure) {
    return (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
        <Link component={RouterLink} to={paths.login.getHref()} sx={{ textAlign: 'center' }}>
          Go to Login
        </Link>
      </Stack>
    );
  }
  return (
    <Stack sx={{ alignItems: 'center', py: 3 }}>
      <CircularProgress aria-label={label} />
    </Stack>
  );
}
