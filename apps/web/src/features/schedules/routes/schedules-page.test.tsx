// The Schedules page: the site's groups with their points and the project's holiday calendars;
// the empty, failed and not-schedulable states; members read without editing.
import { messages } from '@airboard/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLocals, buildSite } from '../../../test/monitoring-data';
import { buildCalendar, buildGroup, GROUPS, openSchedules } from './schedules-test-setup';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('schedules page', () => {
  it('lists the groups with their points, and the holiday calendars', async () => {
    openSchedules();
    const group = await screen.findByRole('article', { name: 'Classroom setpoints' });
    expect(within(group).getByText('Room 101 / Setpoint')).toBeVisible();
    expect(within(group).getByText('2 blocks a week · default 62 °F')).toBeVisible();
    expect(within(group).getByRole('button', { name: 'Edit Classroom setpoints' })).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByText('Schedules')).toHaveAttribute('aria-current', 'page');

    const calendar = screen.getByRole('article', { name: 'District holidays' });
    expect(within(calendar).getByText('2026-12-24 · Third Monday of January')).toBeVisible();
  });

  it('offers to create the first group when there is none', async () => {
    openSchedules({ groups: [], calendars: [] });
    expect(await screen.findByText('No schedule groups yet')).toBeVisible();
    expect(screen.getByText('No holiday calendars yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New schedule group' }));
    expect(await screen.findByRole('region', { name: 'New schedule group' })).toBeVisible();
  });

  it('says when the groups cannot be loaded, and tries again', async () => {
    let fail = true;
    openSchedules({
      routes: {
        [GROUPS]: () =>
          fail
            ? { status: 500, body: { errorMessage: 'Internal error' } }
            : { body: { results: [buildGroup()] } },
      },
    });
    expect(
      await screen.findByText(
        "The site's schedule groups could not be loaded.",
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Classroom setpoints' })).toBeVisible();
  });

  it('says so on a site that is not set up for schedules', async () => {
    const { calls } = openSchedules({ site: buildSite({ canBeScheduled: false }) });
    expect(await screen.findByText(messages.scheduleSiteNotSchedulable)).toBeVisible();
    expect(calls.some((c) => c.path === GROUPS)).toBe(false);
  });

  it('lets members read a group without changing it', async () => {
    openSchedules({ locals: buildLocals('user'), calendars: [buildCalendar()] });
    const group = await screen.findByRole('article', { name: 'Classroom setpoints' });
    expect(screen.queryByRole('button', { name: 'New schedule group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New holiday calendar' })).not.toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    await userEvent.click(within(group).getByRole('button', { name: 'View Classroom setpoints' }));
    const editor = await screen.findByRole('region', { name: 'Classroom setpoints' });
    expect(within(editor).getByText('Read only')).toBeVisible();
    expect(within(editor).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(within(editor).getByRole('button', { name: /Monday 07:00–16:30, 70 °F/ })).toBeVisible();
    expect(within(editor).queryByRole('button', { name: /Add a block/ })).not.toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: 'Select points' })).not.toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await userEvent.click(within(editor).getByRole('button', { name: 'Back to groups' }));
    expect(await screen.findByRole('article', { name: 'Classroom setpoints' })).toBeVisible();
  });

  it('shows the writes applied with what was read back', async () => {
    const write = {
      pointId: 'p1',
      pointName: 'Setpoint',
      scheduledAt: '2026-11-30T13:00:00.000Z',
      value: 70,
      writtenAt: '2026-11-30T13:00:02.000Z',
    };
    openSchedules({
      routes: {
        [`${GROUPS}/g1/writes`]: {
          body: {
            results: [
              { ...write, objectId: 'w2', status: 'notApplied', readBack: 68, errorMessage: null },
              { ...write, objectId: 'w1', status: 'written', readBack: 70, errorMessage: null },
            ],
            total: 2,
          },
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Classroom setpoints' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Classroom setpoints' }));
    const table = await screen.findByRole('table', { name: 'Applied writes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Nov 30, 07:00Setpoint70 °F68 °FNot applied',
      'Nov 30, 07:00Setpoint70 °F70 °FWritten',
    ]);
  });
});
