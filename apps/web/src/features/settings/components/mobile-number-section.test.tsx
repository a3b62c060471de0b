// The mobile number for alert texts on Settings → Account (issue 22): a number is added, the code
// texted to it entered (a wrong one says why), and only then can SMS notifications be switched on;
// a code is sent again with the server's limit shown; another number is proven while the verified
// one stays; Remove asks first and turns SMS off; a failed load offers Retry.
import { messages } from '@airboard/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { SMS_CODES_PER_HOUR } from '@airboard/shared/rules';
import { openAlertTextSettings, RIGHT_CODE } from '../test/fake-alert-texts';
import { PHONE_REQUIRED } from './mobile-number-form';
import {
  MOBILE_NUMBER_TITLE,
  NO_PHONE_YET,
  PHONE_REMOVED,
  verifiedPhoneText,
} from './mobile-number-section';
import { CODE_INCOMPLETE, PHONE_VERIFIED } from './phone-code-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const section = () => screen.getByRole('region', { name: MOBILE_NUMBER_TITLE });
const smsSwitch = () => screen.getByRole('switch', { name: 'SMS notifications' });

it('adds a number, verifies it with the texted code, then lets SMS be switched on', async () => {
  const user = userEvent.setup();
  const { calls } = openAlertTextSettings();
  expect(await screen.findByText(NO_PHONE_YET)).toBeVisible();
  expect(smsSwitch()).toBeDisabled();
  expect(smsSwitch()).toHaveAccessibleDescription(messages.smsNeedsVerifiedPhone);

  await user.click(within(section()).getByRole('button', { name: 'Send code' }));
  expect(within(section()).getByRole('alert')).toHaveTextContent(PHONE_REQUIRED);
  const number = within(section()).getByRole('textbox', { name: 'Mobile number' });
  expect(number).toHaveAttribute('type', 'tel');
  expect(number).toHaveAttribute('autocomplete', 'tel');
  await user.type(number, '(201) 555-0123{Enter}');

  const code = await within(section()).findByRole('textbox', { name: 'Code' });
  expect(calls).toEqual([
    { method: 'POST', path: '/users/sms/phone', body: { phone: '(201) 555-0123' } },
  ]);
  expect(within(section()).getByText('+12015550123')).toBeVisible();
  expect(code).toHaveFocus();
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');

  await user.type(code, '12a3');
  expect(code).toHaveValue('123');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(within(section()).getByRole('alert')).toHaveTextContent(CODE_INCOMPLETE);

  await user.type(code, '999');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await within(section()).findByRole('alert')).toHaveTextContent(messages.smsCodeWrong);
  expect(smsSwitch()).toBeDisabled();

  await user.clear(code);
  await user.type(code, `${RIGHT_CODE}{Enter}`);
  expect(await screen.findByText(verifiedPhoneText('+12015550123'))).toHaveFocus();
  expect(await screen.findByText(PHONE_VERIFIED)).toBeVisible();
  expect(within(section()).queryByRole('textbox')).toBeNull();
  expect(smsSwitch()).toBeEnabled();
  expect(screen.queryByText(messages.smsNeedsVerifiedPhone)).toBeNull();

  await user.click(smsSwitch());
  expect(await screen.findByText(messages.notificationsSaved)).toBeVisible();
  expect(calls.at(-1)).toEqual({
    method: 'POST',
    path: '/users/notifications',
    body: { email: false, sms: true },
  });
  await waitFor(() => expect(smsSwitch()).toBeChecked());
});

it('sends the code again and shows the server’s limit when there were too many', async () => {
  const user = userEvent.setup();
  const limit = messages.smsTooManyCodes(SMS_CODES_PER_HOUR);
  const { calls, refuse } = openAlertTextSettings({
    settings: { pendingPhone: '+447700900123' },
  });
  // A code waiting from an earlier visit: the code field, not taking the focus on arrival.
  const code = await screen.findByRole('textbox', { name: 'Code' });
  expect(code).not.toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Resend code' }));
  expect(await screen.findByText('A new code was sent to +447700900123')).toBeVisible();
  refuse['POST /users/sms/phone'] = { status: 429, body: { errorMessage: limit } };
  await user.click(screen.getByRole('button', { name: 'Resend code' }));
  expect(await within(section()).findByRole('alert')).toHaveTextContent(limit);
  expect(calls.map((c) => c.body)).toEqual([
    { phone: '+447700900123' },
    { phone: '+447700900123' },
  ]);

  // Another number instead, and back.
  await user.click(screen.getByRole('button', { name: 'Use another number' }));
  expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('textbox', { name: 'Code' })).toBeVisible();
});

it('proves a new number while the verified one stays in use', async () => {
  const user = userEvent.setup();
  openAlertTextSettings({ settings: { phone: '+12015550123' } });
  await user.click(await screen.findByRole('button', { name: 'Change number' }));
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '+1 415 555 0100{Enter}');
  await screen.findByRole('textbox', { name: 'Code' });
  expect(screen.getByText(verifiedPhoneText('+12015550123'))).toBeVisible();
  await user.type(screen.getByRole('textbox', { name: 'Code' }), `${RIGHT_CODE}{Enter}`);
  expect(await screen.findByText(verifiedPhoneText('+14155550100'))).toBeVisible();
});

it('removes the number after asking, which turns SMS off', async () => {
  const user = userEvent.setup();
  const { calls } = openAlertTextSettings({
    settings: { phone: '+12015550123' },
    notifications: { email: true, sms: true },
  });
  await screen.findByText(verifiedPhoneText('+12015550123'));
  expect(smsSwitch()).toBeChecked();

  await user.click(within(section()).getByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove your mobile number?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls).toHaveLength(0);

  await user.click(within(section()).getByRole('button', { name: 'Remove' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
  );
  expect(await screen.findByText(PHONE_REMOVED)).toBeVisible();
  expect(calls).toEqual([{ method: 'DELETE', path: '/users/sms/phone', body: undefined }]);
  await waitFor(() => expect(smsSwitch()).not.toBeChecked());
  expect(smsSwitch()).toBeDisabled();
  expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
});

it('offers Retry when the number does not load, and keeps SMS locked meanwhile', async () => {
  const user = userEvent.setup();
  let fail = true;
  openAlertTextSettings({
    load: () => (fail ? { status: 500, body: { errorMessage: 'Boom' } } : undefined),
  });
  expect(
    await screen.findByText('Your mobile number could not be loaded.', {}, { timeout: 5000 }),
  ).toBeVisible();
  expect(smsSwitch()).toBeDisabled();
  expect(screen.queryByText(messages.smsNeedsVerifiedPhone)).toBeNull();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(NO_PHONE_YET)).toBeVisible();
  expect(screen.getByText(messages.smsNeedsVerifiedPhone)).toBeVisible();
});
