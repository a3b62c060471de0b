// The reset-password step shared by the e-mailed link (login step 3) and the forgot-password
// dialog: checks the token and the new password with the spec's messages, resets, shows the
// success message, and after 500 ms goes to /login with the username.
import { messages } from '@airboard/shared/messages';
import { newPasswordProblem, RESET_REDIRECT_DELAY_MS } from '@airboard/shared/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { NewPassword } from '../../components/new-password-fields';
import { paths } from '../../lib/paths';
import { useResetPassword } from './api/reset-password';
import { resetProblemMessages } from './password-messages';

export function usePasswordReset(onDone?: () => void) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const submit = (token: string, { password, confirmation }: NewPassword, email?: string) => {
    if (token.trim() === '') {
      setError(messages.resetTokenMissing);
      return;
    }
    const problem = newPasswordProblem(password, confirmation);
    if (problem) {
      setError(resetProblemMessages[problem]);
      return;
    }
    setError(null);
    reset.mutate(
      { token: token.trim(), password, ...(email ? { email } : {}) },
      {
        onSuccess: (username) => {
          setSuccess(messages.resetPasswordSucceeded);
          setTimeout(() => {
            onDone?.();
            void navigate(paths.login.getHref({ username }), { replace: true });
          }, RESET_REDIRECT_DELAY_MS);
        },
        onError: () => setError(messages.resetPasswordFailed),
      },
    );
  };

  return { submit, error, setError, success, pending: reset.isPending };
}
