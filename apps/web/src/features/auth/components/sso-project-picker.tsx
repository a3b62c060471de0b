// After single sign-on or Google sign-in: the server hands a session over in the URL fragment;
// this keeps it, and either opens the app (the session already has a project) or lets the user
// pick one of their projects, which moves the session there.
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { LocalsResponse } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { clearSessionToken, saveSessionToken } from '../../../lib/session-token';
import { checkSession } from '../api/check-session';
import { moveSession } from '../api/update-token';
import { completeSignIn } from '../complete-sign-in';
import { AuthCard } from './auth-card';
import { ProjectStep } from './project-step';

export function SsoProjectPicker({ token }: { token: string }) {
  const [locals, setLocals] = useState<LocalsResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // The fragment has done its job; keep the token out of the address bar and history.
    window.history.replaceState(null, '', window.location.pathname);
    saveSessionToken(token);
    checkSession()
      .then((found) => {
        if (found.project) {
          completeSignIn(token, found.user, null);
          return;
        }
        setLocals(found);
      })
      .catch(() => {
        clearSessionToken();
        setFailure(messages.invalidToken);
      });
  }, [token]);

  const choose = (projectId: string) => {
    if (!locals) {
      return;
    }
    setBusy(true);
    moveSession({ user: locals.user.objectId, project: projectId })
      .then((session) => completeSignIn(session.token, session.user, null))
      .catch((e: unknown) => {
        setBusy(false);
        setFailure(e instanceof Error ? e.message : messages.loginFailed);
      });
  };

  if (failure) {
    return (
      <Alert severity="error" role="alert">
        {failure}
      </Alert>
    );
  }
  if (!locals) {
    return (
      <Stack sx={{ alignItems: 'center', py: 3 }}>
        <CircularProgress aria-label="Signing in" />
      </Stack>
    );
  }
  return <ProjectStep projects={locals.projects} busy={busy} onConfirm={choose} />;
}

/** The session token the server put in the fragment (#token=…), if any. */
export function fragmentToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

/** A single sign-on landing page: the picker when a session arrived, else the page's own content. */
export function SsoLanding({ token, children }: { token: string | null; children: ReactNode }) {
  if (token) {
    return (
      <AuthCard title="Select a project">
        <SsoProjectPicker token={token} />
      </AuthCard>
    );
  }
  return children;
}
