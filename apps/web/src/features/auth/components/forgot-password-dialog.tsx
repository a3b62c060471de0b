// The Forgot Password dialog (spec 000 §2): step "send-email" asks for the e-mail and sends the
// one-time link; step "reset-password" takes the one-time password from that e-mail and a new
// password. Maximum width 400 px.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { messages } from '@airboard/shared/messages';
import { RESET_DIALOG_MAX_WIDTH } from '@airboard/shared/rules';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormAlerts } from '../../../components/form-alerts';
import { emptyNewPassword, NewPasswordFields } from '../../../components/new-password-fields';
import { EmailInput, TextInput } from '../../../components/text-input';
import { useRequestResetEmail } from '../api/reset-password-email';
import { usePasswordReset } from '../use-password-reset';

type ForgotPasswordDialogProps = {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
};

type Step = 'send-email' | 'reset-password';

export function ForgotPasswordDialog({ open, initialEmail, onClose }: ForgotPasswordDialogProps) {
  const sendEmail = useRequestResetEmail();
  const reset = usePasswordReset(onClose);
  const [step, setStep] = useState<Step>('send-email');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState(emptyNewPassword);
  const [sent, setSent] = useState(false);
  const address = email.trim().toLowerCase();

  const send = () => {
    if (address === '') {
      reset.setError(messages.resetEmailFailed);
      return;
    }
    reset.setError(null);
    sendEmail.mutate(address, {
      onSuccess: () => {
        setSent(true);
        setStep('reset-password');
      },
      onError: () => reset.setError(messages.resetEmailFailed),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'send-email') {
      send();
    } else {
      reset.submit(code, newPassword, address);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="forgot-password-title"
      slotProps={{ paper: { sx: { maxWidth: RESET_DIALOG_MAX_WIDTH, width: '100%', m: 2 } } }}
    >
      <DialogTitle id="forgot-password-title">
        {step === 'send-email' ? 'Forgot Password' : 'Reset Password'}
      </DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlerts
              error={reset.error}
              success={reset.success ?? (sent ? messages.resetEmailSent : null)}
            />
            {step === 'send-email' ? (
              <EmailInput
                autoComplete="username"
                value={email}
                onValueChange={setEmail}
                autoFocus
              />
            ) : (
              <>
                <TextInput
                  label="One-time password"
                  helperText="From the e-mail we sent you"
                  autoComplete="one-time-code"
                  value={code}
                  onValueChange={setCode}
                  autoFocus
                />
                <NewPasswordFields value={newPassword} onChange={setNewPassword} />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            loading={step === 'send-email' ? sendEmail.isPending : reset.pending}
          >
            {step === 'send-email' ? 'Send Email' : 'Reset Password'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
