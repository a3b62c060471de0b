// Token sign-in (/token-login?token&user, spec 000 §2, §5, §8; issue 11): another system hands
// over a one-time code (`token`, never a session token) and the user as JSON; both are required
// ('Invalid user or login token'). The code is redeemed with the server ('Invalid token'), then
// the app opens at /. When another account is signed in in this browser, the page asks first, and
// the code is not spent unless the visitor chooses to switch.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { messages } from '@airboard/shared/messages';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { readSessionToken } from '../../../lib/session-token';
import { checkSession } from '../api/check-session';
import { redeemLoginCode } from '../api/token-login';
import { completeSignIn } from '../complete-sign-in';
import { AuthCard } from '../components/auth-card';
import { SignInProgress } from '../components/sign-in-progress';

function parseUser(raw: string | null): { objectId: string } | null {
  try {
    const value: unknown = JSON.parse(raw ?? '');
    return typeof value === 'object' &&
      value !== null &&
      'objectId' in value &&
      typeof value.objectId === 'string'
      ? { objectId: value.objectId }
      : null;
  } catch {
    return null;
  }
}

/** The e-mail of another account signed in in this browser, or null (none, the same, expired). */
async function otherSignedInAccount(userId: string): Promise<string | null> {
  if (!readSessionToken()) {
    return null;
  }
  try {
    const { user } = await checkSession();
    return user.objectId === userId ? null : user.email;
  } catch {
    return null;
  }
}

export function TokenLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const userId = parseUser(params.get('user'))?.objectId;
  const [failure, setFailure] = useState<string | null>(
    token && userId ? null : messages.invalidUserOrLoginToken,
  );
  const [signedInAs, setSignedInAs] = useState<string | null>(null);

  const redeem = useCallback(() => {
    if (!token || !userId) {
      return;
    }
    setSignedInAs(null);
    redeemLoginCode(token, userId)
      .then((session) => completeSignIn(session.token, session.user, null))
      .catch(() => setFailure(messages.invalidToken));
  }, [token, userId]);

  useEffect(() => {
    if (!token || !userId) {
      return;
    }
    let current = true;
    void otherSignedInAccount(userId).then((email) => {
      if (!current) {
        return;
      }
      if (email) {
        setSignedInAs(email);
      } else {
        redeem();
      }
    });
    return () => {
      current = false;
    };
  }, [token, userId, redeem]);

  const stay = () => void navigate(paths.home.getHref());

  return (
    <AuthCard title="Signing you in">
      <SignInProgress failure={failure} />
      <Dialog
        open={signedInAs !== null}
        onClose={stay}
        aria-labelledby="switch-account-title"
        aria-describedby="switch-account-text"
      >
        <DialogTitle id="switch-account-title">{messages.switchAccountTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="switch-account-text">
            {messages.switchAccountPrompt(signedInAs ?? '')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={stay} autoFocus>
            {messages.switchAccountCancel}
          </Button>
          <Button variant="contained" onClick={redeem}>
            {messages.switchAccountConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </AuthCard>
  );
}
