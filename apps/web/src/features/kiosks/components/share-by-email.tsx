// The share dialog's Email tab (issue 15, item 2): addresses become chips as each is finished (a
// comma, space, Enter or leaving the field), each checked with the server's own e-mail rule then;
// Send refuses an empty list ('At least one email must be entered to share') and says the
// server's refusal, or its limit on shares (429), in the tab. A sent share is toasted
// '{kiosk} Kiosk Shared'.
import { shareKioskBody, type Kiosk } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import {
  KIOSK_SHARE_MAX_EMAILS,
  KIOSK_SHARE_WINDOW_MS,
  KIOSK_SHARES_PER_WINDOW,
} from '@airboard/shared/rules';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useState, type KeyboardEvent } from 'react';
import { FormAlerts } from '../../../components/form-alerts';
import { FormStack } from '../../../components/form-layouts';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import { useShareKiosk } from '../api/share-kiosk';
import { RemovableChips } from './removable-chips';

/** The server's rule for one address (trimmed, lower-cased, an e-mail): the same on both sides. */
const emailAddress = shareKioskBody.shape.emails.element;
const SEPARATORS = /[\s,;]+/;

function splitAddresses(text: string): { valid: string[]; invalid: string[] } {
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(SEPARATORS).filter((p) => p !== '')) {
    const parsed = emailAddress.safeParse(part);
    if (parsed.success) {
      valid.push(parsed.data);
    } else {
      invalid.push(part);
    }
  }
  return { valid, invalid };
}

const notAnAddress = (invalid: string[]): string =>
  invalid.length === 1
    ? `“${invalid[0]}” is not an e-mail address.`
    : `These are not e-mail addresses: ${invalid.map((a) => `“${a}”`).join(', ')}.`;

function shareFailure(error: Error): string {
  if (error instanceof ApiError && error.status === 429) {
    const minutes = KIOSK_SHARE_WINDOW_MS / 60_000;
    return `Too many shares: you may share ${KIOSK_SHARES_PER_WINDOW} times in ${minutes} minutes. Try again later.`;
  }
  return error.message;
}

type ShareByEmailProps = { kiosk: Kiosk; onShared: () => void };

export function ShareByEmail({ kiosk, onShared }: ShareByEmailProps) {
  const share = useShareKiosk();
  const [addresses, setAddresses] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);

  /**
   * Turns the addresses of `text` into chips. Any that are not addresses stay in the field, named,
   * ahead of `rest` — what is still being typed, or null when the field is done. Returns the list
   * as it now stands, or null when some were not addresses.
   */
  const commit = (text: string, rest: string | null = null): string[] | null => {
    const { valid, invalid } = splitAddresses(text);
    const next = [...new Set([...addresses, ...valid])];
    setAddresses(next);
    const kept = invalid.join(', ');
    setDraft(rest === null ? kept : kept === '' ? rest : `${kept}, ${rest}`);
    setFieldError(invalid.length > 0 ? notAnAddress(invalid) : null);
    return invalid.length > 0 ? null : next;
  };

  const editDraft = (value: string) => {
    const parts = value.split(SEPARATORS);
    if (parts.length === 1) {
      // Nothing is kept back in a single part, so no earlier complaint applies any more.
      setDraft(value);
      setFieldError(null);
      return;
    }
    // A separator finishes the addresses before it; the last part may still be being typed.
    const rest = parts.pop() ?? '';
    commit(parts.join(' '), rest);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && draft.trim() !== '') {
      event.preventDefault();
      commit(draft);
    }
  };

  const send = () => {
    if (share.isPending) {
      return;
    }
    setSendError(null);
    const emails = commit(draft);
    if (emails === null) {
      return;
    }
    if (emails.length === 0) {
      setFieldError(messages.shareNeedsEmail);
      return;
    }
    if (emails.length > KIOSK_SHARE_MAX_EMAILS) {
      const extra = emails.length - KIOSK_SHARE_MAX_EMAILS;
      setFieldError(
        `A share goes to at most ${KIOSK_SHARE_MAX_EMAILS} addresses: remove ${extra}.`,
      );
      return;
    }
    share.mutate(
      { kioskId: kiosk.objectId, emails },
      {
        onSuccess: () => {
          enqueueSnackbar(messages.kioskShared(kiosk.name), { variant: 'success' });
          onShared();
        },
        onError: (error) => setSendError(shareFailure(error)),
      },
    );
  };

  return (
    <FormStack label={`Share ${kiosk.name} by e-mail`} onSubmit={send}>
      <FormAlerts error={sendError} />
      {addresses.length > 0 && (
        <RemovableChips
          label="Recipients"
          chips={addresses.map((address) => ({ key: address, label: address }))}
          onRemove={(address) => setAddresses(addresses.filter((a) => a !== address))}
        />
      )}
      <TextInput
        label="Email addresses"
        value={draft}
        onValueChange={editDraft}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (draft.trim() !== '') {
            commit(draft);
          }
        }}
        error={fieldError !== null}
        helperText={fieldError ?? 'Press Enter or type a comma after each address.'}
        autoComplete="email"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'email' } }}
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendRoundedIcon />}
          loading={share.isPending}
          aria-label={`Send ${kiosk.name}'s link`}
        >
          Send
        </Button>
      </Box>
    </FormStack>
  );
}
