// The Public status page section of Settings (issue 17): only a project's admins see it; it shows
// the published link, checks the address as it is typed with the shared rule, saves it, shows the
// server's refusal (an address taken), unpublishes after asking, and offers Retry when the setting
// does not load.
import type { StatusPageSettings } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import {
  buildLocals,
  callRecorder,
  fakeApi,
  type Answer,
  type Route,
} from '../../../test/monitoring-data';
import { renderRoute } from '../../../test/render-route';
import { STATUS_ADDRESS_HINT } from './status-page-section';

const SETTINGS_PATH = '/api/projects/proj1/statusPage';
const published = (slug: string): StatusPageSettings => ({
  slug,
  url: `https://air.example/status/${slug}`,
});

/** Settings as `role`, the status page setting answered by `read`, changes by `change`. */
function openSettings(
  role: 'user' | 'admin',
  read: Route = { body: published('cps') },
  change: (body: unknown, method: string) => Answer = (body) => ({
    body: published((body as { slug: string }).slug),
  }),
) {
  saveSessionToken('token');
  const { calls, record } = callRecorder();
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/locals': { body: buildLocals(role) },
      // No mobile number (issue 22): that section loads without a Retry of its own.
      '/users/sms': { body: { phone: null, pendingPhone: null, quietHours: null } },
      [SETTINGS_PATH]: (url, init) => {
        if (!init?.method || init.method === 'GET') {
          return typeof read === 'function' ? read(url, init) : read;
        }
        const call = record(url, init);
        return change(call.body, call.method);
      },
    }),
  );
  renderRoute('/settings');
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('is not shown to a plain member', async () => {
  openSettings('user');
  await screen.findByText(/Signed in as/);
  expect(screen.queryByRole('heading', { name: 'Public status page' })).toBeNull();
  expect(screen.queryByRole('textbox', { name: 'Address' })).toBeNull();
});

it('shows an admin the published link and saves a new address, checked as it is typed', async () => {
  const user = userEvent.setup();
  const calls = openSettings('admin');
  expect(await screen.findByRole('heading', { name: 'Public status page' })).toBeVisible();
  expect(await screen.findByRole('textbox', { name: 'Status page link' })).toHaveValue(
    'https://air.example/status/cps',
  );
  const address = screen.getByRole('textbox', { name: 'Address' });
  expect(address).toHaveValue('cps');
  // Nothing changed yet: nothing to save.
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

  await user.clear(address);
  await user.type(address, 'NO');
  expect(address).toHaveValue('no');
  expect(screen.getByText(messages.statusSlugLength)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  await user.type(address, 'rth-');
  expect(screen.getByText(messages.statusSlugHyphenEnds)).toBeVisible();
  await user.type(address, 'campus');
  expect(screen.getByText(STATUS_ADDRESS_HINT)).toBeVisible();

  await user.keyboard('{Enter}');
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]).toMatchObject({ method: 'PUT', body: { slug: 'north-campus' } });
  expect(await screen.findByRole('textbox', { name: 'Status page link' })).toHaveValue(
    'https://air.example/status/north-campus',
  );
  expect(await screen.findByText('Status page published at /status/north-campus')).toBeVisible();
});

it('shows the server’s refusal of an address another project holds', async () => {
  const user = userEvent.setup();
  openSettings('admin', { body: published('cps') }, () => ({
    status: 409,
    body: { errorMessage: messages.statusSlugTaken },
  }));
  const address = await screen.findByRole('textbox', { name: 'Address' });
  await user.clear(address);
  await user.type(address, 'taken');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.statusSlugTaken);
  expect(address).toHaveValue('taken');
});

it('unpublishes after asking, then offers to publish again', async () => {
  const user = userEvent.setup();
  const calls = openSettings('admin', { body: published('cps') }, () => ({
    body: { slug: null, url: null },
  }));
  await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unpublish the status page?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Unpublish' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unpublish' }),
  );
  await waitFor(() => expect(calls).toEqual([{ method: 'DELETE', path: SETTINGS_PATH }]));
  expect(await screen.findByText(/^Not published/)).toBeVisible();
  expect(screen.queryByRole('textbox', { name: 'Status page link' })).toBeNull();
  expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Publish' })).toBeVisible();
});

it('offers Retry when the setting does not load', async () => {
  const user = userEvent.setup();
  let fail = true;
  openSettings('admin', () =>
    fail ? { status: 500, body: { errorMessage: 'Boom' } } : { body: published('cps') },
  );
  expect(
    await screen.findByText('The status page setting could not be loaded.', {}, { timeout: 5000 }),
  ).toBeVisible();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('textbox', { name: 'Address' })).toHaveValue('cps');
});
