// Holiday calendars on the Schedules page: created with a week-n-day rule, a name the server
// refuses, a calendar in use that cannot be deleted, and a group following one with its holiday
// program.
import { messages } from '@airboard/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALENDARS, GROUPS, openSchedules } from './schedules-test-setup';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('holiday calendars', () => {
  it('creates one with a date and a "third Monday of January" rule', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T18:00:00Z'), toFake: ['Date'] });
    const user = userEvent.setup();
    const { calls } = openSchedules({ calendars: [] });
    await user.click(await screen.findByRole('button', { name: 'New holiday calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'New holiday calendar' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter a name for the holiday calendar',
    );

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'District');
    await user.click(within(dialog).getByRole('button', { name: 'Add a day' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a day' }));
    const second = within(dialog).getAllByRole('group', { name: /^Entry / })[1]!;
    await user.click(within(second).getByRole('combobox', { name: 'Kind' }));
    await user.click(
      await screen.findByRole('option', { name: 'Every year, e.g. third Monday of January' }),
    );
    expect(
      within(dialog).getByRole('group', { name: 'Entry Third Monday of January' }),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved District')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST' && c.path === CALENDARS)?.body).toEqual({
      name: 'District',
      entries: [
        { kind: 'date', date: '2026-11-30' },
        { kind: 'weekNDay', month: 1, week: 3, weekday: 1 },
      ],
    });
  });

  it('keeps the dialog open with the server’s message when the name is taken', async () => {
    const user = userEvent.setup();
    openSchedules({
      routes: {
        [`${CALENDARS}/c1`]: {
          status: 409,
          body: { errorMessage: messages.holidayCalendarNameTaken },
        },
      },
    });
    const calendar = await screen.findByRole('article', { name: 'District holidays' });
    await user.click(within(calendar).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit District holidays' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messages.holidayCalendarNameTaken,
    );
  });

  it('says why a calendar that groups follow cannot be deleted', async () => {
    const user = userEvent.setup();
    const refusal = messages.holidayCalendarInUse('Classroom setpoints');
    openSchedules({
      routes: { [`${CALENDARS}/c1`]: { status: 409, body: { errorMessage: refusal } } },
    });
    const calendar = await screen.findByRole('article', { name: 'District holidays' });
    await user.click(within(calendar).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete District holidays?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(refusal)).toBeVisible();
  });

  it('lets a group follow a calendar with its holiday program', async () => {
    const user = userEvent.setup();
    const { calls } = openSchedules();
    const card = await screen.findByRole('article', { name: 'Classroom setpoints' });
    await user.click(within(card).getByRole('button', { name: 'Edit Classroom setpoints' }));
    const form = await screen.findByRole('region', { name: 'Classroom setpoints' });
    await user.click(within(form).getByRole('checkbox', { name: 'Follow District holidays' }));
    await user.click(within(form).getByRole('combobox', { name: 'On District holidays days' }));
    await user.click(await screen.findByRole('option', { name: 'Run the holiday program' }));
    await user.click(
      within(form).getByRole('button', {
        name: `Add a block on ${messages.scheduleHolidayProgram}`,
      }),
    );
    expect(
      within(form).getByRole('button', {
        name: `${messages.scheduleHolidayProgram} 08:00–09:00, 70 °F`,
      }),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Classroom setpoints')).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT' && c.path === `${GROUPS}/g1`);
    expect(put?.body).toMatchObject({
      calendars: [{ calendarId: 'c1', effect: 'program' }],
      holidayProgram: [{ start: '08:00', end: '09:00', value: 70 }],
    });
  });
});
