// Managing kiosks: create within the type's measurement limit, a zone's branded kiosk, edit with
// the server's refusal kept in the dialog, delete, revoke and re-issue after confirmation.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildKiosk, openKiosks, revokedKiosk } from './kiosks-test-setup';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function pickMeasurements(...labels: string[]) {
  await userEvent.click(screen.getByRole('button', { name: 'Pick measurements' }));
  const selector = await screen.findByRole('dialog', { name: 'Select measurements' });
  // By label, not role: role queries over the two open dialogs are slow in jsdom.
  await within(selector).findByLabelText(labels[0]!);
  for (const label of labels) {
    await userEvent.click(within(selector).getByLabelText(label));
  }
  await userEvent.click(within(selector).getByRole('button', { name: 'CONFIRM' }));
}

async function choose(field: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function runFromMenu(kiosk: string, command: string) {
  await userEvent.click(await screen.findByRole('button', { name: `More actions for ${kiosk}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: command }));
}

describe('kiosk management', () => {
  it('creates a kiosk with no more measurements than its type shows', async () => {
    const { calls } = openKiosks();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Kiosk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Kiosk' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Entrance');
    expect(dialog).toHaveTextContent('A plain kiosk shows up to 6 measurements.');
    await pickMeasurements(
      'CO2 (ppm)',
      'Humidity (%)',
      'Temperature (°F)',
      'PM2.5 (µg/m³)',
      'TVOC (ppb)',
      'Noise (dB)',
      'Light (lx)',
    );

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A plain kiosk shows at most 6 measurements: remove 1.',
    );
    expect(within(dialog).getByText(/7 of 6 picked/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    // A branded kiosk takes fewer: the limit follows the type.
    await choose('Type', 'Branded');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A branded kiosk shows at most 3 measurements: remove 4.',
    );
    await choose('Type', 'Plain');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Light · Library' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Created Entrance')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/kiosks/site/site1',
      body: {
        name: 'Entrance',
        type: 'plain',
        zoneId: null,
        measurementIds: ['m1', 'm2', 'm3', 'm4', 'm5', 'm6'],
        notifyOffline: false,
      },
    });
    expect(await screen.findByRole('article', { name: 'Entrance' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Create Kiosk' })).not.toBeInTheDocument();
  });

  it("creates a zone's branded kiosk that e-mails when offline, refusing another zone's picks", async () => {
    const { calls } = openKiosks();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Kiosk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Kiosk' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Reading room');
    await choose('Type', 'Branded');
    expect(dialog).toHaveTextContent(
      'A branded kiosk shows its scores and up to 3 component measurements.',
    );
    await choose('Zone', 'Library');
    await pickMeasurements('CO2 (ppm)', 'Light (lx)');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "A kiosk of Library shows only its measurements: remove the other zones', or show the whole site.",
    );
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove CO2 · Gymnasium' }));
    await userEvent.click(
      within(dialog).getByRole('switch', {
        name: 'E-mail me when this kiosk is offline for 30 minutes',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Created Reading room')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Reading room',
      type: 'branded',
      zoneId: 'zone2',
      measurementIds: ['m7'],
      notifyOffline: true,
    });
  });

  it('edits a kiosk, keeping what was typed when the server refuses it', async () => {
    let saves = 0;
    const { calls } = openKiosks({
      routes: {
        '/api/kiosks/kiosk1': () => {
          saves += 1;
          return saves === 1
            ? { status: 400, body: { errorMessage: 'body.name: a kiosk of that name exists' } }
            : { body: { results: buildKiosk({ name: 'Main lobby' }) } };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Lobby' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lobby' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Lobby');
    expect(within(dialog).getByRole('button', { name: 'Remove CO2 · Gymnasium' })).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'Main lobby');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'body.name: a kiosk of that name exists',
    );
    expect(name).toHaveValue('Main lobby');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Main lobby')).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      name: 'Main lobby',
      type: 'plain',
      zoneId: null,
      measurementIds: ['m1'],
      notifyOffline: false,
    });
    expect(await screen.findByRole('article', { name: 'Main lobby' })).toBeVisible();
  });

  it('deletes a kiosk only once the deletion is confirmed', async () => {
    const { calls } = openKiosks();
    await runFromMenu('Lobby', 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete Lobby?' });
    expect(confirm).toHaveTextContent('cannot be undone');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deleted Lobby')).toBeVisible();
    expect(calls).toContainEqual({ method: 'DELETE', path: '/api/kiosks/kiosk1', body: undefined });
    expect(await screen.findByText('No kiosks yet')).toBeVisible();
  });

  it("revokes a kiosk's link after warning that it stops working at once", async () => {
    const { calls } = openKiosks();
    await runFromMenu('Lobby', 'Revoke link');
    const confirm = await screen.findByRole('dialog', { name: "Revoke Lobby's link?" });
    expect(confirm).toHaveTextContent('stop working at once');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke link' }));

    expect(await screen.findByText("Lobby's link is revoked")).toBeVisible();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/kiosks/kiosk1/revoke',
      body: undefined,
    });
    const lobby = screen.getByRole('article', { name: 'Lobby' });
    expect(await within(lobby).findByText('Link revoked')).toBeVisible();
    expect(within(lobby).queryByRole('link', { name: /Open/ })).not.toBeInTheDocument();
  });

  it('re-issues a revoked kiosk a new link', async () => {
    const reissued = buildKiosk({ uuid: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' });
    openKiosks({
      kiosks: [revokedKiosk()],
      routes: { '/api/kiosks/kiosk1/reissue': { body: { results: reissued } } },
    });
    await runFromMenu('Lobby', 'Re-issue link');
    expect(screen.queryByRole('menuitem', { name: 'Revoke link' })).not.toBeInTheDocument();
    const confirm = await screen.findByRole('dialog', { name: "Re-issue Lobby's link?" });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Re-issue link' }));

    expect(await screen.findByText('Lobby has a new link')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Open Lobby (new tab)' })).toHaveAttribute(
      'href',
      'https://airboard.example.com/kiosks/a1b2c3d4e5f60718293a4b5c6d7e8f90',
    );
  });
});
