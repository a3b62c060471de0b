// Building-automation sign-in (/commanderLogin?jwt, spec 002 §2, §5, §8): hands the system's JWT
// to the server and opens the named site; no site or project in the answer is 'Invalid site...',
// any refusal is 'You do not have access...'.
import { messages } from '@airboard/shared/messages';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { commanderLogin } from '../api/commander-login';
import { completeSignIn } from '../complete-sign-in';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../components/auth-card';
import { SignInProgress } from '../components/sign-in-progress';

export function CommanderLoginPage() {
  const [params] = useSearchParams();
  const jwt = params.get('jwt') ?? '';
  const [failure, setFailure] = useState<string | null>(
    jwt === '' ? messages.commanderNoAccess : null,
  );
  // The JWT is single-use: React's development double effect must not send it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (jwt === '' || sent.current) {
      return;
    }
    sent.current = true;
    commanderLogin(jwt)
      .then(({ token, user, siteId, projectId }) => {
        if (!siteId || !projectId) {
          setFailure(messages.commanderInvalidSite);
          return;
        }
        completeSignIn(token, user, paths.site.getHref({ projectId, siteId }));
      })
      .catch(() => setFailure(messages.commanderNoAccess));
  }, [jwt]);

  return (
    <AuthCard title="Building-automation sign-in">
      <SignInProgress failure={failure} />
    </AuthCard>
  );
}
