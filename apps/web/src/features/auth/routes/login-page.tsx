// The login page (spec 000 §2, §4, §5, §8): step 0 credentials, 1 project, 2 create project,
// 3 reset password; query parameters username, password, al=true, resetPasswordToken, from and
// error=saml_auth_failed.
import Stack from '@mui/material/Stack';
import type { ProjectChoice } from '@airboard/shared/api';
import { startupMessages } from '@airboard/shared/startup-messages';
import { CPS_TOAST_MS, SSO_REDIRECT_DELAY_MS } from '@airboard/shared/rules';
import { enqueueSnackbar } from '../../../lib/toasts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { WithQueries } from '../../../components/with-queries';
import { ApiError } from '../../../lib/api-client';
import { lazyComponent } from '../../../lib/lazy-component';
import { paths } from '../../../lib/paths';
import { useBrand } from '../api/brand';
import { createProject as requestNewProject } from '../api/create-project';
import { login } from '../api/login';
import { fetchProjectsWithAuth } from '../api/projects-with-auth';
import { completeSignIn } from '../complete-sign-in';
import { AuthCard } from '../components/auth-card';
import { CredentialsStep } from '../components/credentials-step';

/** Where the single sign-on button goes: the server redirects on to the identity provider. */
export const SAML_START_PATH = '/users/auth/saml';

type Step = 0 | 1 | 2;

// Only the credentials step is part of the page's first load; the others, and the forgot-password
// dialog, load when shown (the project step's as soon as Login is pressed).
const loadProjectStep = () => import('../components/project-step');
const ProjectStep = lazyComponent(loadProjectStep, 'ProjectStep');
const CreateProjectStep = lazyComponent(
  () => import('../components/create-project-step'),
  'CreateProjectStep',
);
const ForgotPasswordDialog = lazyComponent(
  () => import('../components/forgot-password-dialog'),
  'ForgotPasswordDialog',
);
// Shown only after something went wrong.
const Alert = lazy(() => import('@mui/material/Alert'));
const ResetPasswordStep = lazyComponent(
  () => import('../components/reset-password-step'),
  'ResetPasswordStep',
);

const stepTitles = { 0: 'Sign in', 1: 'Select a project', 2: 'Create a project' } as const;

/**
 * The spec's login failure text: a wrong password's alert, else the server's error message, else
 * "Login failed" (no answer at all, e.g. the server unreachable: the browser's own words for that,
 * "Failed to fetch", mean nothing to the user).
 */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) {
    return startupMessages.incorrectUsernameAndPassword;
  }
  return error instanceof ApiError && error.message !== ''
    ? error.message
    : startupMessages.loginFailed;
}

/** Query parameters that carry a credential and leave the address bar as soon as they are read. */
const CREDENTIAL_PARAMS = ['password', 'al'] as const;

/** The query without its credentials, as a `?…` search string (empty when nothing is left). */
function withoutCredentials(params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  for (const name of CREDENTIAL_PARAMS) {
    kept.delete(name);
  }
  const text = kept.toString();
  return text === '' ? '' : `?${text}`;
}

export function LoginPage() {
  // A new query (the reset step's redirect back with the username) starts the page afresh;
  // removing the credentials from the query is not a new query, so the flow keeps its state.
  const { search } = useLocation();
  return <LoginFlow key={withoutCredentials(new URLSearchParams(search))} />;
}

function LoginFlow() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const resetToken = params.get('resetPasswordToken');
  const from = params.get('from');
  const brand = useBrand();

  const [step, setStep] = useState<Step>(0);
  const [email, setEmail] = useState(params.get('username') ?? '');
  const [password, setPassword] = useState(params.get('password') ?? '');
  const [projects, setProjects] = useState<ProjectChoice[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [ssoFailed, setSsoFailed] = useState(params.get('error') === 'saml_auth_failed');
  const [forgotOpen, setForgotOpen] = useState(false);
  // A request in flight (the project lookup, sign-in or a new project), and after a sign-in the
  // page load it started: the buttons stay busy until the destination replaces the page.
  const [pending, setPending] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [autoLogin] = useState(params.get('al') === 'true');

  const credentials = () => ({ username: email.trim().toLowerCase(), password });

  /** Runs the step's requests with the form busy, and shows why they failed. */
  const attempt = async (requests: () => Promise<void>) => {
    setError(null);
    setPending(true);
    try {
      await requests();
    } catch (e) {
      setError(failureText(e));
    } finally {
      setPending(false);
    }
  };

  const signInTo = async (project: string) => {
    const { token, user } = await login({ ...credentials(), project });
    setRedirecting(true);
    completeSignIn(token, user, from);
  };

  const submitCredentials = () => {
    const { username } = credentials();
    if (username === '' || password === '') {
      enqueueSnackbar(startupMessages.enterEmailAndPassword, { variant: 'warning' });
      return;
    }
    const domain = brand?.ssoEmailDomain;
    if (domain && username.endsWith(`@${domain.toLowerCase()}`)) {
      enqueueSnackbar(startupMessages.cpsEmailDetected, {
        variant: 'info',
        autoHideDuration: CPS_TOAST_MS,
      });
    }
    void loadProjectStep();
    void attempt(async () => {
      const { projects: found } = await fetchProjectsWithAuth(credentials());
      const [only] = found;
      if (found.length === 1 && only) {
        await signInTo(only.objectId);
        return;
      }
      setProjects(found);
      setStep(1);
    });
  };

  const createProject = (name: string) =>
    void attempt(async () => signInTo(await requestNewProject({ ...credentials(), name })));

  // A password in the address would stay in the history, in shared links and in server logs:
  // once read into the form it leaves the address (replacing the entry), before any sign-in.
  useEffect(() => {
    if (CREDENTIAL_PARAMS.some((name) => params.has(name))) {
      void navigate({ pathname, search: withoutCredentials(params) }, { replace: true });
    }
  }, [params, pathname, navigate]);

  // al=true presses Login once, with the username and password of the query.
  const autoLoginDone = useRef(false);
  useEffect(() => {
    if (autoLogin && !autoLoginDone.current && !resetToken) {
      autoLoginDone.current = true;
      submitCredentials();
    }
  });

  const startSingleSignOn = () => {
    setRedirecting(true);
    setTimeout(() => window.location.assign(SAML_START_PATH), SSO_REDIRECT_DELAY_MS);
  };

  if (resetToken !== null) {
    return (
      <AuthCard title="Reset password" subtitle="Choose a new password for your account.">
        <WithQueries>
          <ResetPasswordStep token={resetToken} />
        </WithQueries>
      </AuthCard>
    );
  }

  const busy = pending || redirecting;
  return (
    <AuthCard title={stepTitles[step]}>
      <Stack spacing={2}>
        <Suspense fallback={null}>
          {ssoFailed && (
            <Alert severity="error" variant="filled" onClose={() => setSsoFailed(false)}>
              {startupMessages.samlAuthFailed}
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Suspense>
        {step === 0 && (
          <CredentialsStep
            email={email}
            password={password}
            busy={busy}
            onEmailChange={setEmail}
            onPasswordChange={setPassword}
            onLogin={submitCredentials}
            onSingleSignOn={startSingleSignOn}
            onForgotPassword={() => setForgotOpen(true)}
            googleHref={brand?.googleSignIn ? paths.loginGoogle.getHref() : null}
          />
        )}
        <Suspense fallback={null}>
          {step === 1 && (
            <ProjectStep
              projects={projects}
              busy={busy}
              onConfirm={(project) => void attempt(() => signInTo(project))}
              onCreateProject={() => setStep(2)}
              onBack={() => setStep(0)}
            />
          )}
          {step === 2 && (
            <CreateProjectStep busy={busy} onCreate={createProject} onBack={() => setStep(1)} />
          )}
        </Suspense>
      </Stack>
      {forgotOpen && (
        <WithQueries>
          <ForgotPasswordDialog open initialEmail={email} onClose={() => setForgotOpen(false)} />
        </WithQueries>
      )}
    </AuthCard>
  );
}
