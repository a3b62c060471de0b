// Settings → Account (issue 22): the mobile number alert texts go to. None yet: type one and Send
// code; a code sent: enter it and Verify; verified: which number (its last digits only), another
// number (the verified one stays in use until the new one is proven) and Remove, asked first since
// texts stop at once and SMS notifications are turned off with it.
import VerifiedRoundedIcon from '@mui/icons-material/VerifiedRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AlertTextSettings } from '@airboard/shared/api';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useRemovePhone } from '../api/alert-texts';
import { MobileNumberForm } from './mobile-number-form';
import { PhoneCodeForm } from './phone-code-form';

export const MOBILE_NUMBER_TITLE = 'Mobile number for alert texts';
export const NO_PHONE_YET =
  'Alert texts go only to a number you have verified: we text it a code to enter here.';
export const PHONE_REMOVED = 'Mobile number removed. SMS notifications are off.';
export const PHONE_NOT_REMOVED = 'The number could not be removed. Please try again.';

/** How the verified number is shown: its last four digits, enough to recognise it. */
export const verifiedPhoneText = (phone: string) =>
  `Alert texts go to your verified number ending in ${phone.slice(-4)}.`;

type MobileNumberSectionProps = { settings: UseQueryResult<AlertTextSettings> };

export function MobileNumberSection({ settings }: MobileNumberSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {MOBILE_NUMBER_TITLE}
      </Typography>
      {settings.isPending && (
        <LoadingSkeleton variant="rounded" height={96} label="Loading your mobile number" />
      )}
      {settings.isError && (
        <LoadError
          message="Your mobile number could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      )}
      {settings.data && <MobileNumber settings={settings.data} />}
    </section>
  );
}

function MobileNumber({ settings }: { settings: AlertTextSettings }) {
  const { phone, pendingPhone } = settings;
  // Typing another number than the one in use or waiting for its code.
  const [typing, setTyping] = useState(false);
  // Changed from this screen just now: what replaces the control used takes the focus (not so for
  // a code waiting from an earlier visit, or on arrival).
  const [acted, setActed] = useState(false);
  const cancelTyping = phone !== null || pendingPhone !== null ? () => setTyping(false) : undefined;

  return (
    <Stack spacing={2}>
      {phone === null && pendingPhone === null && (
        <Typography variant="body2" color="text.secondary">
          {NO_PHONE_YET}
        </Typography>
      )}
      {phone !== null && (
        <VerifiedPhone
          phone={phone}
          focusOnArrival={acted}
          onOtherNumber={typing ? undefined : () => setTyping(true)}
          onRemoved={() => setActed(true)}
        />
      )}
      {typing || cancelTyping === undefined ? (
        <MobileNumberForm
          onSent={() => {
            setTyping(false);
            setActed(true);
          }}
          onCancel={cancelTyping}
          autoFocus={acted || typing}
        />
      ) : (
        pendingPhone !== null && (
          <PhoneCodeForm
            key={pendingPhone}
            phone={pendingPhone}
            autoFocus={acted}
            onOtherNumber={() => {
              setTyping(true);
              setActed(true);
            }}
          />
        )
      )}
    </Stack>
  );
}

type VerifiedPhoneProps = {
  phone: string;
  /** Just verified here: the number takes the focus, as the code form that had it is gone. */
  focusOnArrival: boolean;
  /** Offered unless another number is being typed already. */
  onOtherNumber: (() => void) | undefined;
  onRemoved: () => void;
};

function VerifiedPhone({ phone, focusOnArrival, onOtherNumber, onRemoved }: VerifiedPhoneProps) {
  const remove = useRemovePhone();
  const [confirming, setConfirming] = useState(false);
  const number = useRef<HTMLElement>(null);

  useEffect(() => {
    if (focusOnArrival) {
      number.current?.focus();
    }
    // Each newly verified number, not each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phone]);

  const forget = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        onRemoved();
        enqueueSnackbar(PHONE_REMOVED, { variant: 'success' });
      },
      onError: () => enqueueSnackbar(PHONE_NOT_REMOVED, { variant: 'error' }),
      onSettled: () => setConfirming(false),
    });

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <VerifiedRoundedIcon color="success" fontSize="small" />
        <Typography ref={number} tabIndex={-1} variant="body2" sx={{ outline: 'none' }}>
          {verifiedPhoneText(phone)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1}>
        {onOtherNumber && (
          <Button variant="outlined" onClick={onOtherNumber}>
            Change number
          </Button>
        )}
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
          Remove
        </Button>
      </Stack>
      {confirming && (
        <ConfirmDialog
          title="Remove your mobile number?"
          text="Alert texts stop at once and SMS notifications are turned off. To get texts again, add a number and verify it with a new code."
          action="Remove"
          busy={remove.isPending}
          onConfirm={forget}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
