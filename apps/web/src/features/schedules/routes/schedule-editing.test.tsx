// Editing a schedule group: the main path (points from the selector, a block added, moved and
// resized by keyboard, its value, saving; a day copied and the preview), what is refused before
// sending and by the server (the edits stay), and deleting after asking.
import { messages } from '@airboard/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGroup, GROUPS, openSchedules } from './schedules-test-setup';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const editor = (name: string) => screen.findByRole('region', { name });

async function openGroup(name = 'Classroom setpoints') {
  const card = await screen.findByRole('article', { name });
  await userEvent.click(within(card).getByRole('button', { name: `Edit ${name}` }));
  return editor(name);
}

describe('a new schedule group', () => {
  it('is made of points, blocks edited by keyboard and a default value, then saved whole', async () => {
    // The longest path of these tests: text pasted, no pause between keystrokes.
    const user = userEvent.setup({ delay: null });
    const { calls } = openSchedules();
    await user.click(await screen.findByRole('button', { name: 'New schedule group' }));
    const form = await editor('New schedule group');
    await user.click(within(form).getByRole('textbox', { name: 'Name' }));
    await user.paste('Gym setpoints');

    await user.click(within(form).getByRole('button', { name: 'Select points' }));
    const selector = await screen.findByRole('dialog', { name: 'Select measurements' });
    const room102 = within(selector).getByRole('group', { name: 'Room 102' });
    await user.click(within(room102).getByRole('checkbox', { name: 'Setpoint (°F)' }));
    await user.click(within(selector).getByRole('checkbox', { name: 'CO2 (ppm)' }));
    await user.click(within(selector).getByRole('button', { name: messages.confirmSelection }));
    expect(await screen.findByText(/Room 101 \/ CO2: not a writable point/)).toBeVisible();
    const points = within(form).getByRole('list', { name: 'Points of the group' });
    expect(
      within(points)
        .getAllByRole('listitem')
        .map((p) => p.textContent),
    ).toEqual(['Room 102 / Setpoint']);

    const defaultValue = within(form).getByRole('spinbutton', { name: /Default value/ });
    await user.clear(defaultValue);
    await user.paste('62');

    await user.click(within(form).getByRole('button', { name: 'Add a block on Monday' }));
    const block = within(form).getByRole('button', { name: 'Monday 08:00–09:00, 55 °F' });
    block.focus();
    await user.keyboard('{ArrowDown}');
    expect(block).toHaveAccessibleName('Monday 08:15–09:15, 55 °F');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(block).toHaveAccessibleName('Monday 08:15–09:30, 55 °F');
    await user.keyboard('{ArrowUp}');
    expect(block).toHaveAccessibleName('Monday 08:00–09:15, 55 °F');
    await user.keyboard('{Enter}');
    const value = within(form).getByRole('spinbutton', { name: 'Value' });
    await vi.waitFor(() => expect(value).toHaveFocus());
    await user.clear(value);
    await user.paste('70');
    expect(block).toHaveAccessibleName('Monday 08:00–09:15, 70 °F');

    await user.click(within(form).getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Created Gym setpoints')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST' && c.path === GROUPS);
    expect(post?.body).toEqual({
      name: 'Gym setpoints',
      pointKind: 'number',
      pointIds: ['p2'],
      defaultValue: 62,
      weekly: [[], [{ start: '08:00', end: '09:15', value: 70 }], [], [], [], [], []],
      holidayProgram: [],
      calendars: [],
      exceptions: [],
    });
    expect(await screen.findByRole('article', { name: 'Gym setpoints' })).toBeVisible();
  });

  it('says at once that a point is already in another group, and does not send it', async () => {
    const user = userEvent.setup();
    const { calls } = openSchedules();
    await user.click(await screen.findByRole('button', { name: 'New schedule group' }));
    const form = await editor('New schedule group');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Another');
    await user.click(within(form).getByRole('button', { name: 'Select points' }));
    const selector = await screen.findByRole('dialog', { name: 'Select measurements' });
    const room101 = within(selector).getByRole('group', { name: 'Room 101' });
    await user.click(within(room101).getByRole('checkbox', { name: 'Setpoint (°F)' }));
    await user.click(within(selector).getByRole('button', { name: messages.confirmSelection }));

    const taken = messages.schedulePointInAnotherGroup(
      'Room 101 / Setpoint',
      'Classroom setpoints',
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent(taken);
    await user.click(within(form).getByRole('button', { name: 'Create group' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('editing a group', () => {
  it('copies a day to other days and previews the next days before saving', async () => {
    // Monday 06:00 in Chicago.
    vi.useFakeTimers({ now: new Date('2026-11-30T12:00:00Z'), toFake: ['Date'] });
    const user = userEvent.setup();
    const { calls } = openSchedules();
    const form = await openGroup();
    await user.click(within(form).getByRole('button', { name: 'Copy a day to other days' }));
    const copy = await screen.findByRole('dialog', { name: 'Copy a day to other days' });
    await user.click(within(copy).getByRole('checkbox', { name: 'Wednesday' }));
    await user.click(within(copy).getByRole('button', { name: 'Copy' }));
    expect(
      within(form).getByRole('button', { name: 'Wednesday 07:00–16:30, 70 °F' }),
    ).toBeVisible();

    const preview = within(form).getByRole('region', { name: 'Next 14 days' });
    expect(within(preview).getByText('Now 62 °F, then:')).toBeVisible();
    const changes = within(preview).getByRole('list', { name: 'Coming changes' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .slice(0, 6)
        .map((c) => c.textContent),
    ).toEqual([
      'Mon Nov 30, 07:00 → 70 °F',
      'Mon Nov 30, 16:30 → 62 °F',
      'Tue Dec 1, 07:00 → 70 °F',
      'Tue Dec 1, 16:30 → 62 °F',
      'Wed Dec 2, 07:00 → 70 °F',
      'Wed Dec 2, 16:30 → 62 °F',
    ]);

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Classroom setpoints')).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT' && c.path === `${GROUPS}/g1`);
    expect((put?.body as { weekly: unknown[] }).weekly[3]).toEqual([
      { start: '07:00', end: '16:30', value: 70 },
    ]);
  });

  it('moves, resizes and removes blocks by keyboard', async () => {
    const user = userEvent.setup();
    openSchedules();
    const form = await openGroup();
    const monday = within(form).getByRole('button', { name: 'Monday 07:00–16:30, 70 °F' });
    monday.focus();
    await user.keyboard('{Shift>}{ArrowUp}{ArrowUp}{/Shift}');
    expect(monday).toHaveAccessibleName('Monday 07:00–16:00, 70 °F');
    await user.keyboard('{Delete}');
    expect(within(form).queryByRole('button', { name: /^Monday/ })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Tuesday 07:00–16:30, 70 °F' })).toBeVisible();
  });

  it('refuses a value outside a point’s range, saying why, without sending', async () => {
    const user = userEvent.setup();
    const { calls } = openSchedules();
    const form = await openGroup();
    within(form).getByRole('button', { name: 'Monday 07:00–16:30, 70 °F' }).focus();
    await user.keyboard('{Enter}');
    const value = within(form).getByRole('spinbutton', { name: 'Value' });
    await user.clear(value);
    await user.type(value, '99');
    const problem = messages.scheduleValueOutsideRange('Room 101 / Setpoint', 99, '55 to 85 °F');
    expect(within(form).getByText(problem)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(problem);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses overlapping exceptions with the contract’s message', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T12:00:00Z'), toFake: ['Date'] });
    const user = userEvent.setup();
    openSchedules();
    const form = await openGroup();
    await user.click(within(form).getByRole('button', { name: 'Add exception' }));
    await user.click(within(form).getByRole('button', { name: 'Add exception' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const label = '2026-11-30 18:00–21:00';
    expect(within(form).getByRole('alert')).toHaveTextContent(
      messages.scheduleExceptionsOverlap(label, label),
    );
  });

  it('shows what the server refuses and keeps the edits', async () => {
    const user = userEvent.setup();
    const refusal = messages.schedulePointInAnotherGroup('Room 101 / Setpoint', 'Gym');
    openSchedules({
      routes: { [`${GROUPS}/g1`]: { status: 400, body: { errorMessage: refusal } } },
    });
    const form = await openGroup();
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Setpoints, all rooms');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    expect(name).toHaveValue('Setpoints, all rooms');
  });

  it('asks before deleting a group', async () => {
    const user = userEvent.setup();
    const { calls } = openSchedules({ groups: [buildGroup()] });
    const card = await screen.findByRole('article', { name: 'Classroom setpoints' });
    await user.click(within(card).getByRole('button', { name: 'Delete Classroom setpoints' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Classroom setpoints?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Delete Classroom setpoints' }));
    const again = await screen.findByRole('dialog', { name: 'Delete Classroom setpoints?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted Classroom setpoints')).toBeVisible();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`${GROUPS}/g1`);
    expect(screen.queryByRole('article', { name: 'Classroom setpoints' })).not.toBeInTheDocument();
  });
});
