// Settings → Account, alert texts (issue 22): the mobile number typed in, and Send code. The server
// reads it (with a country code, or as a US number), keeps it as waiting for its code and texts the
// code; its refusal (not a mobile number, too many codes this hour) is shown as it says it.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormAlerts } from '../../../components/form-alerts';
import { FormStack } from '../../../components/form-layouts';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import { useSendPhoneCode } from '../api/alert-texts';

export const PHONE_HINT =
  'With its country code, e.g. +44 7700 900123. A number without one is read as a US number.';
export const PHONE_REQUIRED = 'Enter your mobile number.';
export const CODE_NOT_SENT = 'The code could not be sent. Please try again.';

/** What to say when a code was not sent: the server's reason when it gives one worth reading. */
export const codeNotSentMessage = (error: unknown): string =>
  error instanceof ApiError && [400, 429, 502].includes(error.status)
    ? error.message
    : CODE_NOT_SENT;

type MobileNumberFormProps = {
  /** The code went out: the form for it takes over. */
  onSent: () => void;
  /** Back to the number in use or waiting for its code, when there is one. */
  onCancel?: (() => void) | undefined;
  /** Opened by the user just now (another number, a number removed): the field takes the focus. */
  autoFocus: boolean;
};

export function MobileNumberForm({ onSent, onCancel, autoFocus }: MobileNumberFormProps) {
  const send = useSendPhoneCode();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const typed = phone.trim();
    if (typed === '') {
      setError(PHONE_REQUIRED);
      return;
    }
    setError(null);
    send.mutate(typed, { onSuccess: onSent, onError: (e) => setError(codeNotSentMessage(e)) });
  };

  return (
    <FormStack label="Add a mobile number" onSubmit={submit} sx={{ maxWidth: 420 }}>
      <FormAlerts error={error} />
      <TextInput
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        value={phone}
        onValueChange={setPhone}
        helperText={PHONE_HINT}
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { maxLength: 32 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={send.isPending}>
          Send code
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Stack>
    </FormStack>
  );
}
