// The public status page on a fake API: the table's first row names the columns and its third
// column carries each site's status, the 90-day history has a text for every bar and a summary,
// an empty project says so, the page asks again every 300000 ms, and a failure — an unknown slug
// included — goes to / (which sends a visitor on to sign-in).
import type { StatusPageResponse, StatusSite } from '@airboard/shared/api';
import { STATUS_PAGE_REFRESH_MS } from '@airboard/shared/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRecorder, fakeApi } from '../../../test/monitoring-data';
import { renderRoute } from '../../../test/render-route';

const GENERATED_AT = '2026-03-10T12:30:00.000Z';

/** 90 days ending 10 March: no data before 8 March, then one full day and a 75 % day. */
function history(): StatusSite['history'] {
  return Array.from({ length: 90 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 2, 10 - 89 + i)).toISOString().slice(0, 10);
    const freshShare = i < 87 ? null : i === 88 ? 0.75 : 1;
    return { day, freshShare, incidents: i === 88 ? 1 : 0 };
  });
}

const page: StatusPageResponse = {
  projectName: 'Demo Portfolio',
  generatedAt: GENERATED_AT,
  sites: [
    {
      name: 'Annex',
      status: 'operational',
      lastReadingAt: '2026-03-10T12:25:00.000Z',
      activeAlertsCount: 1,
      freshShare: 49 / 55,
      history: history(),
    },
    {
      name: 'Chapel',
      status: 'offline',
      lastReadingAt: null,
      activeAlertsCount: 0,
      freshShare: null,
      history: history().map((day) => ({ ...day, freshShare: null, incidents: 0 })),
    },
  ],
};

function renderStatus(path: string, body: unknown = page, status = 200) {
  const recorder = callRecorder();
  vi.stubGlobal(
    'fetch',
    fakeApi({
      [`/api/status/${path.split('/').at(-1)}`]: (url, init) => {
        recorder.record(url, init);
        return { status, body };
      },
    }),
  );
  return { ...renderRoute(path), calls: recorder.calls };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the status table', () => {
  it('names the columns in its first row and colours the third by status', async () => {
    renderStatus('/status/cps');

    const table = await screen.findByRole('table', { name: 'Site status' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Site', 'Status', 'Data freshness', 'Active alerts', 'Last reading']);
    const cells = rows.map((row) => within(row).getAllByRole('cell'));
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Annex');
    expect(cells[0]!.map((cell) => cell.textContent)).toEqual([
      'Operational',
      'Fresh',
      '1',
      '5 minutes ago',
    ]);
    expect(cells[0]![1]).toHaveAttribute('data-status', 'operational');
    expect(cells[1]!.map((cell) => cell.textContent)).toEqual(['Offline', 'No data', '0', 'Never']);
    expect(cells[1]![1]).toHaveAttribute('data-status', 'offline');
    expect(screen.getByText(/Demo Portfolio · updated/)).toBeInTheDocument();
  });

  it('shows each site’s 90 days with a text for every bar and a summary', async () => {
    renderStatus('/status/cps');

    const annex = await screen.findByRole('region', { name: 'Annex, last 90 days' });
    expect(
      within(annex).getByText('89.0 % of hours with fresh data over 90 days · 1 incident'),
    ).toBeInTheDocument();
    const bars = within(annex).getAllByRole('listitem');
    expect(bars).toHaveLength(90);
    expect(bars[88]).toHaveTextContent('2026-03-09: 75.0 % of hours with fresh data, 1 incident');
    expect(bars[88]).toHaveAttribute('data-level', 'degraded');
    expect(bars[89]).toHaveAttribute('data-level', 'operational');
    expect(bars[0]).toHaveTextContent('2025-12-11: no data, no incidents');
    const chapel = screen.getByRole('region', { name: 'Chapel, last 90 days' });
    expect(within(chapel).getByText('No data over 90 days')).toBeInTheDocument();
  });

  it('says so when the project has no sites', async () => {
    renderStatus('/status/cps', { ...page, sites: [] });

    expect(await screen.findByText('This project has no sites to show yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a project’s page by its slug', async () => {
    const { calls } = renderStatus('/status/north-campus');

    expect(await screen.findByRole('table', { name: 'Site status' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/status/north-campus']);
  });
});

describe('refresh and failure', () => {
  it('asks again every 300000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = renderStatus('/status/cps');
    await screen.findByRole('table', { name: 'Site status' });
    expect(calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(STATUS_PAGE_REFRESH_MS - 1_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('goes to / for an unknown slug, telling the visitor why', async () => {
    const { router } = renderStatus('/status/nope', { errorMessage: 'Status page not found' }, 404);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=%2F');
    expect(screen.getByText('The status page could not be loaded.')).toBeInTheDocument();
  });
});
