// Site and zone pages: zone link cards with the sensor count, the unknown-zone and no-access
// messages, the edit-mode switch only for admins, and live values pushed by the tab's stream.
import { messages } from '@airboard/shared/messages';
import { LIVE_REFRESH_DEFAULT_MS, RELEASE_FUNCTION } from '@airboard/shared/rules';
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import {
  buildLocals,
  buildMeasurement,
  buildProjectHome,
  buildSite,
  buildZone,
  fakeApi,
} from '../../../test/monitoring-data';
import { renderRoute } from '../../../test/render-route';

function open(
  path: string,
  role: 'user' | 'admin' = 'user',
  zones = [buildZone()],
  more: Parameters<typeof fakeApi>[0] = {},
) {
  saveSessionToken('token');
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/locals': { body: buildLocals(role) },
      '/api': { body: buildProjectHome() },
      '/api/site': { body: { site: buildSite() } },
      '/api/zones': { body: { results: zones } },
      '/api/sites/site1/floors': { body: { results: [] } },
      ...more,
    }),
  );
  return renderRoute(path);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('site page', () => {
  it('shows the site with a link card per zone', async () => {
    open('/projects/proj1/sites/site1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lincoln Elementary' }),
    ).toBeVisible();
    const card = screen.getByRole('link', { name: /Gymnasium/ });
    expect(card).toHaveAttribute('href', '/projects/proj1/sites/site1/zones/zone1');
    expect(card).toHaveTextContent('9 sensors');
  });

  it('names an unknown zone', async () => {
    open('/projects/proj1/sites/site1/zones/nowhere');
    expect(await screen.findByText(messages.noZoneFound('nowhere'))).toBeVisible();
  });

  it("shows the no-access message for a project that is not the user's", async () => {
    open('/projects/elsewhere/sites/site1');
    expect(await screen.findByText(messages.noProjectAccess)).toBeVisible();
  });

  it('offers edit mode to admins only', async () => {
    open('/projects/proj1/sites/site1/zones/zone1', 'admin');
    expect(await screen.findByRole('switch', { name: 'Edit mode' })).toBeInTheDocument();
  });

  it('offers no edit mode to a plain user', async () => {
    open('/projects/proj1/sites/site1/zones/zone1');
    await screen.findByRole('heading', { level: 1, name: 'Gymnasium' });
    expect(screen.queryByRole('switch', { name: 'Edit mode' })).not.toBeInTheDocument();
  });

  describe('writable points (admin and superAdmin write, spec 000 §1)', () => {
    const setpoint = buildMeasurement({
      name: 'Setpoint',
      writable: {
        functions: ['numWrite'],
        endpoint: '/api/points/p1/runFunction',
        range: { min: 55, max: 85 },
      },
    });

    it('shows the inline editor to an admin', async () => {
      open('/projects/proj1/sites/site1/zones/zone1', 'admin', [
        buildZone({ measurements: [setpoint] }),
      ]);
      expect(await screen.findByRole('button', { name: 'Change Setpoint' })).toBeVisible();
    });

    it('shows the accepted values before anything is typed, and refuses a value outside them', async () => {
      open('/projects/proj1/sites/site1/zones/zone1', 'admin', [
        buildZone({ measurements: [{ ...setpoint, curVal: 72 }] }),
      ]);
      await userEvent.click(await screen.findByRole('button', { name: 'Change Setpoint' }));
      const field = screen.getByRole('spinbutton', { name: 'New Setpoint' });
      expect(screen.getByText('Allowed: 55 to 85 ppm')).toBeVisible();
      expect(screen.getAllByText('New value')[0]).toBeVisible();
      await userEvent.clear(field);
      await userEvent.type(field, '90');
      expect(screen.getByText('Enter 55 to 85 ppm')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Save Setpoint' })).toBeDisabled();
      await userEvent.clear(field);
      await userEvent.type(field, '85');
      expect(screen.getByRole('button', { name: 'Save Setpoint' })).toBeEnabled();
    });

    it('releases the override of a point that has one, sending no value', async () => {
      const sent: unknown[] = [];
      const releasable = {
        ...setpoint,
        writable: { ...setpoint.writable!, functions: ['numWrite', RELEASE_FUNCTION] },
      };
      open(
        '/projects/proj1/sites/site1/zones/zone1',
        'admin',
        [buildZone({ measurements: [releasable] })],
        {
          '/api/points/p1/runFunction': (_, init) => {
            sent.push(JSON.parse(init?.body as string));
            return { body: { successMessage: 'Queued', results: { jobId: 'job1' } } };
          },
          '/api/jobs/job1': {
            body: {
              results: {
                objectId: 'job1',
                status: 'completed',
                function: RELEASE_FUNCTION,
                errorMessage: null,
                arguments: { curVal: null },
                createdAt: new Date().toISOString(),
                completedAt: new Date().toISOString(),
              },
            },
          },
        },
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Release Setpoint' }));
      expect(await screen.findByRole('img', { name: 'Saved' })).toBeVisible();
      expect(sent).toEqual([{ function: RELEASE_FUNCTION, arguments: { curVal: null } }]);
    });

    it('offers no release for a point without one', async () => {
      open('/projects/proj1/sites/site1/zones/zone1', 'admin', [
        buildZone({ measurements: [setpoint] }),
      ]);
      await screen.findByRole('button', { name: 'Change Setpoint' });
      expect(screen.queryByRole('button', { name: 'Release Setpoint' })).not.toBeInTheDocument();
    });

    it('shows a plain user the value without the editor', async () => {
      open('/projects/proj1/sites/site1/zones/zone1', 'user', [
        buildZone({ measurements: [setpoint] }),
      ]);
      expect(await screen.findByText('912.35')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Change Setpoint' })).not.toBeInTheDocument();
    });
    it('shows a plain user the schedule commanding the point, though not its editor', async () => {
      const schedule = {
        pointId: 'p1',
        group: { objectId: 'g1', name: 'Classroom setpoints', siteId: 'site1' },
        value: 70,
        next: { at: new Date(Date.now() + 3_600_000).toISOString(), value: 62 },
        manualOverride: null,
      };
      open(
        '/projects/proj1/sites/site1/zones/zone1',
        'user',
        [buildZone({ measurements: [setpoint] })],
        {
          '/api/points/p1/schedule': { body: { results: schedule } },
        },
      );
      expect(await screen.findByRole('link', { name: 'Classroom setpoints' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Change Setpoint' })).not.toBeInTheDocument();
    });
  });

  it('announces sensors added in the last 30 minutes', async () => {
    const fresh = buildMeasurement({ createdAt: new Date(Date.now() - 5 * 60_000).toISOString() });
    open('/projects/proj1/sites/site1', 'user', [buildZone({ measurements: [fresh] })]);
    expect(await screen.findByText(/New sensors were added/)).toBeVisible();
  });

  it('shows measurement cards with the rounded value and unit on a zone page', async () => {
    open('/projects/proj1/sites/site1/zones/zone1', 'user', [
      buildZone({ measurements: [buildMeasurement()] }),
    ]);
    const card = await screen.findByRole('button', { name: 'Open CO2 details' });
    expect(card).toBeInTheDocument();
    expect(screen.getByText('912.35')).toBeVisible();
    expect(screen.getByText('ppm')).toBeVisible();
  });

  it('shows a measurement with children as a multipoint card of mini point cards', async () => {
    const child = buildMeasurement({
      objectId: 'm2',
      name: 'Return Air',
      curVal: 71.2,
      unit: '°F',
    });
    open('/projects/proj1/sites/site1/zones/zone1', 'user', [
      buildZone({
        measurements: [buildMeasurement({ name: 'Air Handler', childMeasurements: [child] })],
      }),
    ]);
    expect(
      await screen.findByRole('button', { name: 'Open Return Air details' }),
    ).toHaveTextContent('71.2 °F');
    expect(screen.getByRole('button', { name: 'Open Air Handler details' })).toBeInTheDocument();
  });
});

describe('live values (issue 20)', () => {
  it('rests its polling while the stream carries the zone, shows what it pushes, and polls again after a drop', async () => {
    const answer = fakeApi({
      '/locals': { body: buildLocals() },
      '/api': { body: buildProjectHome() },
      '/api/site': { body: { site: buildSite() } },
      '/api/zones': { body: { results: [buildZone({ measurements: [buildMeasurement()] })] } },
      '/api/sites/site1/floors': { body: { results: [] } },
    });
    const opened: { topics: string | null; push: ReadableStreamDefaultController<Uint8Array> }[] =
      [];
    saveSessionToken('token');
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname !== '/api/stream') {
        return answer(input, init);
      }
      const body = new ReadableStream<Uint8Array>({
        start: (push) => void opened.push({ topics: url.searchParams.get('topics'), push }),
      });
      return Promise.resolve(
        new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
      );
    });
    const send = (text: string) => opened.at(-1)!.push.enqueue(new TextEncoder().encode(text));
    const { queryClient } = renderRoute('/projects/proj1/sites/site1/zones/zone1');
    expect(await screen.findByText('912.35')).toBeVisible();
    const zonesPolling = () =>
      queryClient.getQueryCache().find({ queryKey: ['zones', 'site1', true] })?.observers[0]
        ?.options.refetchInterval;
    expect(zonesPolling()).toBe(LIVE_REFRESH_DEFAULT_MS);

    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]!.topics).toBe('zone:zone1');
    send('retry: 1000\nid: p-1\n\n');
    await vi.waitFor(() => expect(zonesPolling()).toBe(false));
    const latest = {
      siteId: 'site1',
      measurements: [
        {
          objectId: 'm1',
          zoneId: 'zone1',
          curVal: 1357.91,
          curValTs: new Date().toISOString(),
          curScore: 20,
          isAlerting: false,
        },
      ],
      zones: [],
      siteScores: {},
    };
    send(`id: p-2\nevent: latest\ndata: ${JSON.stringify(latest)}\n\n`);
    expect(await screen.findByText('1357.91')).toBeVisible();

    opened[0]!.push.close();
    await vi.waitFor(() => expect(zonesPolling()).toBe(LIVE_REFRESH_DEFAULT_MS));
  });
});
