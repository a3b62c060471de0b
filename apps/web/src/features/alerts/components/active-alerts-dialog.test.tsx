// The Active Alerts dialog: most severe first, 5 per page with page links; Acknowledge only for
// the project's admins.
import type { AlertDto } from '@airboard/shared/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import { buildLocals, fakeApi } from '../../../test/monitoring-data';
import { useLocals } from '../../auth';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ActiveAlertsDialog } from './active-alerts-dialog';

const alert = (n: number, alertType: AlertDto['alertConfig']['alertType']): AlertDto => ({
  objectId: `a${n}`,
  isActive: true,
  startedAt: new Date(Date.UTC(2026, 0, 1, n)).toISOString(),
  clearedAt: null,
  clearedReason: null,
  value: 1,
  alertConfig: {
    objectId: 'c1',
    alertType,
    message: `Alert ${n}`,
    condition: 'above',
    threshold: 1,
    eventType: null,
  },
  measurement: { objectId: 'm1', name: 'CO2', type: 'co2', unit: 'ppm', zone: null },
  acknowledgedAt: null,
  acknowledgedBy: null,
  acknowledgeComment: null,
});

const alerts = [
  ...Array.from({ length: 10 }, (_v, i) => alert(i, 'info')),
  alert(20, 'warning'),
  alert(21, 'critical'),
];

/** Shows the role /locals answered, so a test knows the role has arrived. */
function RoleShown() {
  const { data } = useLocals();
  return data ? <span>role: {data.user.role}</span> : null;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ActiveAlertsDialog', () => {
  it('lists the most severe first, five per page', async () => {
    saveSessionToken('token');
    vi.stubGlobal('fetch', fakeApi({ '/api/sites/site1/alerts': { body: { alerts } } }));
    renderWithProviders(
      <ActiveAlertsDialog
        open
        sites={[{ objectId: 'site1', name: 'Lincoln', timeZone: 'UTC' }]}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Active Alerts' });
    await within(dialog).findByText('Alert 21');
    const list = within(dialog).getByRole('list', { name: 'Alerts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Critical');
    expect(rows[1]).toHaveTextContent('Warning');
    const pages = within(dialog).getByRole('navigation', { name: 'Alert pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it.each([
    ['admin', 5],
    ['user', 0],
  ] as const)('offers Acknowledge to an %s %i times on a page', async (role, buttons) => {
    saveSessionToken('token');
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/locals': { body: buildLocals(role) },
        '/api/sites/site1/alerts': { body: { alerts } },
      }),
    );
    renderWithProviders(
      <>
        <RoleShown />
        <ActiveAlertsDialog
          open
          sites={[{ objectId: 'site1', name: 'Lincoln', timeZone: 'UTC' }]}
          onClose={() => undefined}
        />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Active Alerts' });
    await within(dialog).findByText('Alert 21');
    await screen.findByText(`role: ${role}`);
    expect(within(dialog).queryAllByRole('button', { name: 'Acknowledge' })).toHaveLength(buttons);
  });

  it("tells when an alert started on the site's clock, whatever the browser's zone", async () => {
    saveSessionToken('token');
    const late = { ...alert(1, 'critical'), startedAt: '2026-11-02T18:35:00.000Z' };
    vi.stubGlobal('fetch', fakeApi({ '/api/sites/site1/alerts': { body: { alerts: [late] } } }));
    renderWithProviders(
      <ActiveAlertsDialog
        open
        sites={[{ objectId: 'site1', name: 'Lincoln', timeZone: 'Asia/Kolkata' }]}
        onClose={() => undefined}
      />,
    );
    // 18:35 UTC is five past midnight of the next day in India (+5:30).
    expect(await screen.findByText(/started Nov 3, 2026 12:05 AM/)).toBeInTheDocument();
  });

  it('names the site of each alert when it lists the alerts of several sites', async () => {
    saveSessionToken('token');
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/api/sites/site1/alerts': { body: { alerts: [alert(1, 'critical')] } },
        '/api/sites/site2/alerts': {
          body: { alerts: [{ ...alert(2, 'warning'), objectId: 'b2' }] },
        },
      }),
    );
    renderWithProviders(
      <ActiveAlertsDialog
        open
        sites={[
          { objectId: 'site1', name: 'Lincoln Elementary', timeZone: 'UTC' },
          { objectId: 'site2', name: 'Harbor Library', timeZone: 'UTC' },
        ]}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Active Alerts' });
    await within(dialog).findByText(/Harbor Library/);
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('CO2 · Lincoln Elementary · started');
    expect(rows[1]).toHaveTextContent('CO2 · Harbor Library · started');
  });
});
