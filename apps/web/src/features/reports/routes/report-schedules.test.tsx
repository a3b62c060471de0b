// Scheduled report e-mails on the Reports tab (issue 17): Email weekly opens a dialog prefilled
// from the screen's choices, shows when the next e-mail goes out, checks before saving and shows
// the server's refusal; the list shows each schedule's sending, next e-mail and recipients, with
// Send now, Edit and Delete (confirmed) for those who may change it; loading failures say so.
import type { ReportSchedule } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import {
  buildLocals,
  buildMeasurement,
  buildProjectHome,
  buildSite,
  buildZone,
  callRecorder,
  fakeApi,
  type Answer,
} from '../../../test/monitoring-data';
import { renderRoute } from '../../../test/render-route';

const SCHEDULES = '/api/sites/site1/reportSchedules';

const schedule = (overrides: Partial<ReportSchedule> = {}): ReportSchedule => ({
  objectId: 's1',
  name: 'Weekly CO2',
  measurementIds: ['m1'],
  format: 'long',
  interval: 'day',
  occupiedOnly: false,
  rangeDays: 7,
  weekday: 1,
  sendAt: '08:00',
  recipientIds: ['user1', 'user2'],
  canEdit: true,
  // Monday 19 Jan 2026, 08:00 in Chicago.
  nextRunAt: '2026-01-19T14:00:00.000Z',
  lastSentAt: null,
  ...overrides,
});

const members = [
  { objectId: 'user1', name: 'Uma User', email: 'user@example.com' },
  { objectId: 'user2', name: '', email: 'facilities@example.com' },
];

afterEach(() => {
  vi.useRealTimers();
});

/** The Reports tab over a fake API holding `list`, answering writes as the server would. */
function openReports(list: ReportSchedule[], answers: { list?: Answer; save?: Answer } = {}) {
  saveSessionToken('token');
  const { calls, record } = callRecorder();
  let stored = list;
  const saved = (init?: RequestInit): Answer => {
    const body = JSON.parse(init!.body as string) as Omit<ReportSchedule, 'objectId'>;
    const kept = schedule({ ...body, objectId: 's9' });
    stored = [...stored, kept];
    return answers.save ?? { body: { results: kept } };
  };
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/locals': { body: buildLocals() },
      '/api': { body: buildProjectHome() },
      '/api/site': { body: { site: buildSite() } },
      '/api/zones': {
        body: { results: [buildZone({ measurements: [buildMeasurement()] })] },
      },
      '/api/sites/site1/openingHours': {
        body: {
          results: {
            openingHours: { weekdays: [1, 2, 3, 4, 5], open: '07:00', close: '18:00' },
            isDefault: true,
          },
        },
      },
      '/api/sites/site1/reportRecipients': { body: { results: members } },
      [SCHEDULES]: (url, init) => {
        record(url, init);
        return init?.method === 'POST'
          ? saved(init)
          : (answers.list ?? { body: { results: stored } });
      },
      [`${SCHEDULES}/s1`]: (url, init) => {
        record(url, init);
        if (init?.method === 'DELETE') {
          stored = stored.filter((s) => s.objectId !== 's1');
          return { body: { success: true } };
        }
        const body = JSON.parse(init!.body as string) as Partial<ReportSchedule>;
        stored = stored.map((s) => (s.objectId === 's1' ? { ...s, ...body } : s));
        return { body: { results: stored.find((s) => s.objectId === 's1') } };
      },
      [`${SCHEDULES}/s1/send`]: (url, init) => {
        record(url, init);
        return { body: { results: { jobId: 'job1' } } };
      },
    }),
  );
  renderRoute('/projects/proj1/sites/site1/reports');
  return { calls };
}

const scheduled = () => screen.findByRole('region', { name: 'Scheduled e-mails' });

it('lists the scheduled e-mails with their sending, next e-mail and recipients', async () => {
  openReports([schedule(), schedule({ objectId: 's2', name: 'Theirs', canEdit: false })]);
  const section = await scheduled();
  expect(await within(section).findByText('Weekly CO2')).toBeVisible();
  expect(section).toHaveTextContent('Mondays at 08:00 · next Mon, Jan 19, 8:00 AM · 2 recipients');
  expect(within(section).getByRole('button', { name: 'Send Weekly CO2 now' })).toBeVisible();
  // Another member's: seen, not changed.
  expect(within(section).getByText('Theirs')).toBeVisible();
  expect(within(section).queryByRole('button', { name: 'Edit Theirs' })).not.toBeInTheDocument();
});

it('says when there are none', async () => {
  openReports([]);
  expect(
    await within(await scheduled()).findByText(
      'No scheduled e-mails yet: choose measurements, then Email weekly.',
    ),
  ).toBeVisible();
});

it('offers Retry when the list cannot be loaded', async () => {
  openReports([], { list: { status: 500, body: { errorMessage: 'boom' } } });
  const section = await scheduled();
  expect(
    await within(section).findByText('Cannot load the scheduled e-mails', {}, { timeout: 5000 }),
  ).toBeVisible();
  expect(within(section).getByRole('button', { name: 'Retry' })).toBeVisible();
});

it('schedules the chosen report, prefilled from the screen and checked before saving', async () => {
  vi.useFakeTimers({ now: new Date('2026-01-12T18:00:00Z'), toFake: ['Date'] });
  const user = userEvent.setup();
  const { calls } = openReports([]);
  await user.click(await screen.findByRole('button', { name: 'Email weekly' }));
  expect(await screen.findByText(messages.selectMeasurementsForReport)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Select Measurements' }));
  const selector = await screen.findByRole('dialog');
  await user.click(await within(selector).findByRole('checkbox', { name: 'CO2 (ppm)' }));
  await user.click(within(selector).getByRole('button', { name: messages.confirmSelection }));
  await user.click(screen.getByRole('switch', { name: /^Occupied hours only/ }));
  await user.click(screen.getByRole('button', { name: 'Email weekly' }));

  const dialog = await screen.findByRole('dialog', { name: 'Email weekly' });
  expect(dialog).toHaveTextContent('1 measurement: Gymnasium / CO2. Automatic interval');
  expect(dialog).toHaveTextContent('occupied hours only');
  expect(within(dialog).getByRole('combobox', { name: 'Sent on' })).toHaveTextContent('Monday');
  // Monday noon in Chicago: the next Monday 08:00 is a week away.
  expect(dialog).toHaveTextContent('Next e-mail: Monday, Jan 19, 2026 8:00 AM (site time)');
  expect(
    await within(dialog).findByRole('checkbox', { name: 'Uma User (user@example.com)' }),
  ).toBeChecked();

  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    messages.reportScheduleNameRequired,
  );
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Gym CO2');
  await user.click(within(dialog).getByRole('combobox', { name: 'Sent on' }));
  await user.click(await screen.findByRole('option', { name: 'Friday' }));
  const at = within(dialog).getByRole('textbox', { name: 'At' });
  await user.clear(at);
  await user.type(at, '17:30');
  expect(dialog).toHaveTextContent('Next e-mail: Friday, Jan 16, 2026 5:30 PM (site time)');
  await user.click(within(dialog).getByRole('checkbox', { name: 'facilities@example.com' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  const section = await scheduled();
  expect(await within(section).findByText('Gym CO2')).toBeVisible();
  expect(screen.queryByRole('dialog', { name: 'Email weekly' })).not.toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
    name: 'Gym CO2',
    measurementIds: ['m1'],
    format: 'long',
    interval: null,
    occupiedOnly: true,
    rangeDays: 7,
    weekday: 5,
    sendAt: '17:30',
    recipientIds: ['user1', 'user2'],
  });
});

it("shows the server's refusal in the dialog", async () => {
  const user = userEvent.setup();
  openReports([], {
    save: { status: 409, body: { errorMessage: messages.reportScheduleNameTaken } },
  });
  await user.click(await screen.findByRole('button', { name: 'Select Measurements' }));
  const selector = await screen.findByRole('dialog');
  await user.click(await within(selector).findByRole('checkbox', { name: 'CO2 (ppm)' }));
  await user.click(within(selector).getByRole('button', { name: messages.confirmSelection }));
  await user.click(screen.getByRole('button', { name: 'Email weekly' }));
  const dialog = await screen.findByRole('dialog', { name: 'Email weekly' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Weekly CO2');
  await within(dialog).findByRole('checkbox', { name: 'Uma User (user@example.com)' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    messages.reportScheduleNameTaken,
  );
});

it('sends a schedule now, edits it and deletes it after confirming', async () => {
  const user = userEvent.setup();
  const { calls } = openReports([schedule()]);
  const section = await scheduled();
  await user.click(await within(section).findByRole('button', { name: 'Send Weekly CO2 now' }));
  expect(
    await screen.findByText(messages.reportScheduleSending('2 recipients')),
  ).toBeInTheDocument();
  expect(calls.at(-1)).toMatchObject({ method: 'POST', path: `${SCHEDULES}/s1/send` });

  await user.click(within(section).getByRole('button', { name: 'Edit Weekly CO2' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit scheduled e-mail' });
  expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Weekly CO2');
  const days = within(dialog).getByRole('textbox', { name: 'Days covered' });
  await user.clear(days);
  await user.type(days, '14');
  await user.click(await within(dialog).findByRole('checkbox', { name: 'facilities@example.com' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
    rangeDays: 14,
    recipientIds: ['user1'],
  });
  expect(section).toHaveTextContent('1 recipient');

  await user.click(within(section).getByRole('button', { name: 'Delete Weekly CO2' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete scheduled e-mail?' });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(
    await within(section).findByText(
      'No scheduled e-mails yet: choose measurements, then Email weekly.',
    ),
  ).toBeVisible();
  expect(calls.at(-2)).toMatchObject({ method: 'DELETE', path: `${SCHEDULES}/s1` });
});
