// The alert notification switches on Settings → Account (issue 22 for SMS): SMS turned on without
// a verified number (kept from before numbers were asked for) can still be turned off, and a
// choice the server refuses falls back to what is saved, with the server's reason.
import { messages } from '@airboard/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { openAlertTextSettings } from '../test/fake-alert-texts';
import { NO_PHONE_YET } from './mobile-number-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const smsSwitch = () => screen.getByRole('switch', { name: 'SMS notifications' });

it('lets SMS that is on without a number be turned off, then locks it', async () => {
  const user = userEvent.setup();
  const { calls } = openAlertTextSettings({ notifications: { email: false, sms: true } });
  await screen.findByText(NO_PHONE_YET);
  expect(smsSwitch()).toBeChecked();
  expect(smsSwitch()).toBeEnabled();
  await user.click(smsSwitch());
  expect(await screen.findByText(messages.notificationsSaved)).toBeVisible();
  expect(calls).toEqual([
    { method: 'POST', path: '/users/notifications', body: { email: false, sms: false } },
  ]);
  await waitFor(() => expect(smsSwitch()).toBeDisabled());
  expect(smsSwitch()).not.toBeChecked();
  expect(screen.getByText(messages.smsNeedsVerifiedPhone)).toBeVisible();
});

it('shows the server’s reason when it refuses a choice, and keeps the saved one', async () => {
  const user = userEvent.setup();
  const { refuse } = openAlertTextSettings({ settings: { phone: '+12015550123' } });
  await screen.findByRole('button', { name: 'Remove' });
  // The number was removed in another tab: the server refuses SMS, this screen still has it.
  refuse['POST /users/notifications'] = {
    status: 400,
    body: { errorMessage: messages.smsNeedsVerifiedPhone },
  };
  await user.click(smsSwitch());
  expect(await screen.findByText(messages.smsNeedsVerifiedPhone)).toBeVisible();
  await waitFor(() => expect(smsSwitch()).not.toBeChecked());
  expect(smsSwitch()).toBeEnabled();
});
