// Settings → Account, alert texts (issue 22): the code texted to a number waiting to be verified —
// digits only, the phone's code suggestion offered (one-time-code) — with Verify, Resend code (the
// server's hourly limit shown as it says it) and another number instead.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SMS_CODE_LENGTH, SMS_CODE_TTL_MS } from '@airboard/shared/rules';
import { useState } from 'react';
import { FormAlerts } from '../../../components/form-alerts';
import { FormStack } from '../../../components/form-layouts';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useSendPhoneCode, useVerifyPhone } from '../api/alert-texts';
import { codeNotSentMessage } from './mobile-number-form';

export const CODE_INCOMPLETE = `Enter the ${SMS_CODE_LENGTH}-digit code from the text message.`;
export const NOT_VERIFIED = 'The number could not be verified. Please try again.';
export const PHONE_VERIFIED = 'Mobile number verified. You can now turn SMS notifications on.';
export const codeResent = (phone: string) => `A new code was sent to ${phone}`;

const CODE_MINUTES = SMS_CODE_TTL_MS / 60_000;

type PhoneCodeFormProps = {
  /** The number waiting for its code, E.164. */
  phone: string;
  /** Just sent: the code field takes the focus, as the form that had it is gone. */
  autoFocus: boolean;
  onOtherNumber: () => void;
};

export function PhoneCodeForm({ phone, autoFocus, onOtherNumber }: PhoneCodeFormProps) {
  const verify = useVerifyPhone();
  const resend = useSendPhoneCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (code.length !== SMS_CODE_LENGTH) {
      setError(CODE_INCOMPLETE);
      return;
    }
    setError(null);
    verify.mutate(code, {
      onSuccess: () => enqueueSnackbar(PHONE_VERIFIED, { variant: 'success' }),
      onError: (e) =>
        setError(e instanceof ApiError && e.status === 400 ? e.message : NOT_VERIFIED),
    });
  };

  const sendAgain = () => {
    setError(null);
    resend.mutate(phone, {
      onSuccess: () => {
        setCode('');
        enqueueSnackbar(codeResent(phone), { variant: 'success' });
      },
      onError: (e) => setError(codeNotSentMessage(e)),
    });
  };

  return (
    <FormStack label="Verify your mobile number" onSubmit={submit} sx={{ maxWidth: 420 }}>
      <Typography variant="body2">
        We texted a {SMS_CODE_LENGTH}-digit code to <strong>{phone}</strong>. It is valid for{' '}
        {CODE_MINUTES} minutes.
      </Typography>
      <FormAlerts error={error} />
      <TextInput
        label="Code"
        value={code}
        // Digits only, so a pasted "123 456" still fits.
        onValueChange={(typed) => setCode(typed.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
        autoComplete="one-time-code"
        autoFocus={autoFocus}
        slotProps={{
          htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: SMS_CODE_LENGTH },
        }}
        sx={{ maxWidth: 200 }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={verify.isPending}>
          Verify
        </Button>
        <Button onClick={sendAgain} loading={resend.isPending}>
          Resend code
        </Button>
        <Button onClick={onOtherNumber}>Use another number</Button>
      </Stack>
    </FormStack>
  );
}
