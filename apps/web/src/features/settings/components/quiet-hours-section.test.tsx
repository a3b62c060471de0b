// Quiet hours for alert texts on Settings → Account (issue 22): offered once a number is verified,
// off by default; turned on they suggest a night, refuse a start equal to the end, save with a
// toast; saved ones turned off are saved off at once, and a failed save says so.
import type { SmsQuietHours } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { openAlertTextSettings } from '../test/fake-alert-texts';
import { NO_PHONE_YET } from './mobile-number-section';
import { QUIET_HOURS_NOT_SAVED, QUIET_HOURS_OFF, quietHoursSaved } from './quiet-hours-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const verified = (quietHours: SmsQuietHours | null = null) => ({
  settings: { phone: '+12015550123', quietHours },
});
const section = () => screen.getByRole('region', { name: 'Quiet hours' });
const quietSwitch = () => screen.getByRole('switch', { name: 'Use quiet hours' });
const setTime = (label: string, value: string) =>
  fireEvent.change(within(section()).getByLabelText(label, { exact: false }), {
    target: { value },
  });

it('is offered only once a number is verified', async () => {
  openAlertTextSettings();
  await screen.findByText(NO_PHONE_YET);
  expect(screen.queryByRole('region', { name: 'Quiet hours' })).toBeNull();
});

it('is off by default; turned on, saves the times with a toast', async () => {
  const user = userEvent.setup();
  const { calls } = openAlertTextSettings(verified());
  expect(await screen.findByRole('switch', { name: 'Use quiet hours' })).not.toBeChecked();
  expect(within(section()).queryByLabelText('From', { exact: false })).toBeNull();

  await user.click(quietSwitch());
  expect(calls).toHaveLength(0);
  const from = within(section()).getByLabelText('From', { exact: false });
  expect(from).toHaveAttribute('type', 'time');
  expect(from).toHaveValue('22:00');
  expect(within(section()).getByLabelText('Until', { exact: false })).toHaveValue('07:00');

  setTime('Until', '22:00');
  await user.click(screen.getByRole('button', { name: 'Save quiet hours' }));
  expect(within(section()).getByRole('alert')).toHaveTextContent(messages.smsQuietHoursSame);
  expect(calls).toHaveLength(0);

  setTime('From', '21:30');
  await user.click(screen.getByRole('button', { name: 'Save quiet hours' }));
  const hours = { start: '21:30', end: '22:00' };
  expect(await screen.findByText(quietHoursSaved(hours))).toBeVisible();
  expect(calls).toEqual([
    { method: 'PUT', path: '/users/sms/quiet-hours', body: { quietHours: hours } },
  ]);
  expect(within(section()).queryByRole('alert')).toBeNull();
  expect(screen.getByRole('button', { name: 'Save quiet hours' })).toBeDisabled();
});

it('turns saved quiet hours off at once, and says when a change is not saved', async () => {
  const user = userEvent.setup();
  const { calls, refuse } = openAlertTextSettings(verified({ start: '23:00', end: '06:30' }));
  expect(await screen.findByRole('switch', { name: 'Use quiet hours' })).toBeChecked();
  expect(within(section()).getByLabelText('From', { exact: false })).toHaveValue('23:00');

  refuse['PUT /users/sms/quiet-hours'] = { status: 500, body: { errorMessage: 'Boom' } };
  await user.click(quietSwitch());
  expect(await within(section()).findByRole('alert')).toHaveTextContent(QUIET_HOURS_NOT_SAVED);
  expect(quietSwitch()).toBeChecked();

  delete refuse['PUT /users/sms/quiet-hours'];
  await user.click(quietSwitch());
  expect(await screen.findByText(QUIET_HOURS_OFF)).toBeVisible();
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { quietHours: null } });
  expect(quietSwitch()).not.toBeChecked();
  expect(within(section()).queryByLabelText('From', { exact: false })).toBeNull();
});
