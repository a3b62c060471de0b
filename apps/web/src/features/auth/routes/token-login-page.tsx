// Token sign-in (/token-login?token&user, spec 000 §2, §5, §8): another system hands over a
// session token and the user as JSON; both are required ('Invalid user or login token'), the
// token is checked with the server ('Invalid token'), then the app opens at /.
import { messages } from '@airboard/shared/messages';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { clearSessionToken, saveSessionToken } from '../../../lib/session-token';
import { checkSession } from '../api/check-session';
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

export function TokenLoginPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const userId = parseUser(params.get('user'))?.objectId;
  const [failure, setFailure] = useState<string | null>(
    token && userId ? null : messages.invalidUserOrLoginToken,
  );

  useEffect(() => {
    if (!token || !userId) {
      return;
    }
    saveSessionToken(token);
    checkSession()
      .then((locals) => {
        if (locals.user.objectId !== userId) {
          throw new Error('another user');
        }
        completeSignIn(token, locals.user, null);
      })
      .catch(() => {
        clearSessionToken();
        setFailure(messages.invalidToken);
      });
  }, [token, userId]);

  return (
    <AuthCard title="Signing you in">
      <SignInProgress failure={failure} />
    </AuthCard>
  );
}
