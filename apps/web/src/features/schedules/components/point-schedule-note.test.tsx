// The zone page's line under a scheduled point: its group and next change on the site's clock,
// a manual write holding until that change, and nothing for a point in no group.
import type { PointSchedule } from '@airboard/shared/api';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import { buildMeasurement, buildSite, fakeApi } from '../../../test/monitoring-data';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PointScheduleNote } from './point-schedule-note';

const uuid = '00000000-0000-4000-8000-000000000001';
const setpoint = buildMeasurement({
  name: 'Setpoint',
  unit: '°F',
  writable: { functions: ['writeNum'], endpoint: `/api/points/${uuid}/runFunction`, range: null },
});
const scheduled: PointSchedule = {
  pointId: 'p1',
  group: { objectId: 'g1', name: 'Classroom setpoints', siteId: 'site1' },
  value: 70,
  // 16:30 in Chicago, the same day as "now" below.
  next: { at: '2026-11-30T22:30:00.000Z', value: 62 },
  manualOverride: null,
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function show(schedule: PointSchedule) {
  vi.useFakeTimers({ now: new Date('2026-11-30T15:00:00Z'), toFake: ['Date'] });
  saveSessionToken('token');
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/api/site': { body: { site: buildSite() } },
      [`/api/points/${uuid}/schedule`]: { body: { results: schedule } },
    }),
  );
  renderWithProviders(
    <MemoryRouter>
      <PointScheduleNote measurement={setpoint} />
    </MemoryRouter>,
  );
}

it('names the group commanding the point and its next change', async () => {
  show(scheduled);
  expect(await screen.findByText(/: next 62 °F at 16:30$/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Classroom setpoints' })).toHaveAttribute(
    'href',
    '/projects/proj1/sites/site1/schedules',
  );
});

it('says that a manual write holds until the next change', async () => {
  show({
    ...scheduled,
    manualOverride: { jobId: 'j1', at: '2026-11-30T14:50:00.000Z', value: 68 },
  });
  expect(
    await screen.findByText(/: the manual value holds until 16:30, then 62 °F$/),
  ).toBeVisible();
});

it('shows nothing for a point in no group', async () => {
  show({ pointId: 'p1', group: null, value: null, next: null, manualOverride: null });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByText(/Schedule/)).not.toBeInTheDocument();
});
