// The Reports tab: the default days and interval, 'Please select measurements', generating a
// report of two measurements (tables, a Bool one as share of time on, the chart), 'Cannot
// Generate Report', Download CSV through a single-use ticket, the summary (score bands in words, the
// worst zone), 'Occupied hours only' naming the hours it counts, and the admins' Opening hours
// dialog.
import type { ReportResponse } from '@airboard/shared/api';
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
  type Route,
} from '../../../test/monitoring-data';
import { renderRoute } from '../../../test/render-route';

const REPORT_PATH = '/api/sites/reports/site1';

const zones = [
  buildZone({
    measurements: [
      buildMeasurement(),
      buildMeasurement({
        objectId: 'm2',
        name: 'Occupied',
        type: 'occupancy',
        kind: 'Bool',
        unit: '',
      }),
    ],
  }),
];

const interval = (startTime: string, aveVal: number) => ({
  intervalName: startTime.slice(0, 10),
  startTime,
  minVal: aveVal / 2,
  maxVal: aveVal * 2,
  aveVal,
  minScore: 40,
  maxScore: 90,
  aveScore: 71.456,
  count: 288,
});

const report: ReportResponse = {
  results: {
    report: {
      timezone: 'America/Chicago',
      data: [
        {
          measurementId: 'm1',
          measurementName: 'CO2',
          measurementZone: 'Gymnasium',
          measurementKind: 'Number',
          measurementType: 'co2',
          unit: 'ppm',
          intervals: [interval('2026-01-05T06:00:00.000Z', 812.3456)],
          summary: { excellent: 0.5, good: 0.375, poor: 0.125 },
        },
        {
          measurementId: 'm2',
          measurementName: 'Occupied',
          measurementZone: 'Gymnasium',
          measurementKind: 'Bool',
          measurementType: 'occupancy',
          unit: '',
          intervals: [interval('2026-01-05T06:00:00.000Z', 0.25)],
          summary: null,
        },
      ],
      occupiedOnly: false,
      worstZone: { zoneId: 'zone1', name: 'Gymnasium', aveScore: 71.456 },
    },
  },
};

afterEach(() => {
  vi.useRealTimers();
});

const OPENING_HOURS_PATH = '/api/sites/site1/openingHours';
const defaultHours = {
  results: {
    openingHours: { weekdays: [1, 2, 3, 4, 5], open: '07:00', close: '18:00' },
    isDefault: true,
  },
};

function openReports(reportRoute: Route = { body: report }, role: 'user' | 'admin' = 'user') {
  saveSessionToken('token');
  const { calls, record } = callRecorder();
  const recorded = (route: Route) => (url: URL, init?: RequestInit) => {
    record(url, init);
    return typeof route === 'function' ? route(url, init) : route;
  };
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/locals': { body: buildLocals(role) },
      '/api': { body: buildProjectHome() },
      '/api/site': { body: { site: buildSite() } },
      '/api/zones': { body: { results: zones } },
      [REPORT_PATH]: (url, init) => {
        urls.push(url);
        return recorded(reportRoute)(url, init);
      },
      [OPENING_HOURS_PATH]: (url, init) => {
        if (init?.method === 'DELETE') {
          return recorded({ body: defaultHours })(url, init);
        }
        if (init?.method !== 'PUT') {
          return { body: defaultHours };
        }
        const saved: unknown = JSON.parse(init.body as string);
        return recorded({ body: { results: { openingHours: saved, isDefault: false } } })(
          url,
          init,
        );
      },
      [`${REPORT_PATH}/csv`]: recorded({
        body: {
          results: {
            ticket: 'T1',
            url: `${REPORT_PATH}/csv?ticket=T1`,
            expiresAt: '2026-01-12T18:01:00.000Z',
          },
        },
      }),
    }),
  );
  renderRoute('/projects/proj1/sites/site1/reports');
  return { calls, urls };
}

async function selectBoth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Select Measurements' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('checkbox', { name: 'CO2 (ppm)' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Occupied' }));
  await user.click(within(dialog).getByRole('button', { name: messages.confirmSelection }));
}

it('asks for measurements before generating', async () => {
  const user = userEvent.setup();
  const { calls } = openReports();
  await user.click(await screen.findByRole('button', { name: 'Generate Report' }));
  expect(await screen.findByText(messages.selectMeasurementsForReport)).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('generates a report of the 7 days before today, daily, with a table per measurement', async () => {
  vi.useFakeTimers({ now: new Date('2026-01-12T18:00:00Z'), toFake: ['Date'] });
  // jsdom lays nothing out, so nothing scrolls into view: the charts keep their placeholders
  // (jsdom has no canvas); the browser test sees them drawn.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  const user = userEvent.setup();
  const { calls, urls } = openReports();
  expect(await screen.findByRole('combobox', { name: 'Interval' })).toHaveTextContent(
    'Automatic (Daily)',
  );
  await selectBoth(user);
  expect(screen.getByRole('list', { name: 'Selected measurements' })).toHaveTextContent(
    'Gymnasium / CO2',
  );
  await user.click(screen.getByRole('button', { name: 'Generate Report' }));
  const co2 = await screen.findByRole('table', { name: 'CO2 intervals' });
  // Rounded to 2 decimals; the site's clock (Chicago) for the start.
  expect(within(co2).getByRole('row', { name: /2026-01-05/ })).toHaveTextContent(
    '2026-01-05Jan 5, 2026 12:00 AM406.171624.69812.3571.46288',
  );
  const occupied = screen.getByRole('table', { name: 'Occupied intervals' });
  expect(within(occupied).getByRole('columnheader', { name: 'Average (% on)' })).toBeVisible();
  expect(within(occupied).getByRole('row', { name: /2026-01-05/ })).toHaveTextContent('25');
  expect(calls[0]!.body).toEqual({ measurementIds: ['m1', 'm2'] });
  expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
    startTime: '2026-01-05T06:00:00.000Z',
    endTime: '2026-01-12T06:00:00.000Z',
    interval: 'day',
    occupiedOnly: 'false',
  });
  // The summary comes first, in words as well as colours.
  const summary = screen.getByRole('region', { name: 'Summary' });
  expect(summary).toHaveTextContent('Worst zone: Gymnasium (average score 71.46)');
  expect(within(summary).getByRole('list', { name: 'Gymnasium / CO2 by score' })).toHaveTextContent(
    'Excellent 50%Good 38%Poor 13%',
  );
  expect(summary).toHaveTextContent('Gymnasium / OccupiedNo scores');
});

it('counts occupied hours only when asked, naming the hours', async () => {
  const user = userEvent.setup();
  // The download's navigation: jsdom has none.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const { calls, urls } = openReports();
  const occupied = await screen.findByRole('switch', {
    name: 'Occupied hours only (Mon–Fri 07:00–18:00)',
  });
  // Members read the hours; only admins change them.
  expect(screen.queryByRole('button', { name: 'Opening hours' })).not.toBeInTheDocument();
  await user.click(occupied);
  await selectBoth(user);
  await user.click(screen.getByRole('button', { name: 'Generate Report' }));
  await screen.findByRole('table', { name: 'CO2 intervals' });
  expect(urls[0]!.searchParams.get('occupiedOnly')).toBe('true');
  await user.click(screen.getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(calls.at(-1)!.body).toMatchObject({ occupiedOnly: true }));
});

it('lets an admin change the opening hours, checked before saving', async () => {
  const user = userEvent.setup();
  const { calls } = openReports({ body: report }, 'admin');
  await user.click(await screen.findByRole('button', { name: 'Opening hours' }));
  const dialog = await screen.findByRole('dialog', { name: 'Opening hours' });
  // The site follows the default hours: there is nothing to reset.
  expect(within(dialog).queryByRole('button', { name: 'Use default hours' })).toBeNull();
  const closes = within(dialog).getByRole('textbox', { name: 'Closes' });
  await user.clear(closes);
  await user.type(closes, '06:00');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Closing time must be after opening',
  );
  await user.clear(closes);
  await user.type(closes, '24:00');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByRole('switch', { name: 'Occupied hours only (Mon–Thu, Sat 07:00–24:00)' }),
  ).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
    weekdays: [1, 2, 3, 4, 6],
    open: '07:00',
    close: '24:00',
  });

  // The site's own hours can be given back the default ones.
  await user.click(screen.getByRole('button', { name: 'Opening hours' }));
  const again = await screen.findByRole('dialog', { name: 'Opening hours' });
  await user.click(within(again).getByRole('button', { name: 'Use default hours' }));
  expect(
    await screen.findByRole('switch', { name: 'Occupied hours only (Mon–Fri 07:00–18:00)' }),
  ).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
});

it('says Cannot Generate Report when the report fails', async () => {
  const user = userEvent.setup();
  openReports({ status: 500, body: { errorMessage: 'boom' } });
  await selectBoth(user);
  await user.click(screen.getByRole('button', { name: 'Generate Report' }));
  expect(await screen.findByText(messages.cannotGenerateReport)).toBeInTheDocument();
});

it('downloads the CSV through a single-use ticket, in the chosen layout', async () => {
  const user = userEvent.setup();
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.getAttribute('href') ?? '');
  });
  const { calls } = openReports();
  await selectBoth(user);
  await user.click(screen.getByRole('combobox', { name: 'CSV layout' }));
  await user.click(await screen.findByRole('option', { name: 'A column per measurement' }));
  await user.click(screen.getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(clicked).toEqual([`${REPORT_PATH}/csv?ticket=T1`]));
  expect(calls.at(-1)!.body).toMatchObject({
    measurementIds: ['m1', 'm2'],
    format: 'wide',
    raw: false,
    interval: 'day',
  });
});
