/** Download tickets: single use, 60 seconds, bound to their site. */
import { expect, it } from 'vitest';
import type { ReportCsvRequest } from '@airboard/shared/api';
import { CSV_TICKET_TTL_MS, CsvTickets } from './report-csv-tickets';

const auth = { sessionId: 's', userId: 'u', projectId: 'p', role: 'user' as const };
const request: ReportCsvRequest = {
  startTime: new Date('2026-11-01T04:00:00Z'),
  endTime: new Date('2026-11-02T04:00:00Z'),
  measurementIds: ['m'],
  format: 'long',
  raw: false,
};

it('gives the request back once, to the site it was issued for, before it expires', () => {
  let now = 1_000;
  const tickets = new CsvTickets(() => now);
  const first = tickets.issue(auth, 'site', request);
  expect(first.expiresAt.getTime()).toBe(1_000 + CSV_TICKET_TTL_MS);
  expect(tickets.redeem(first.ticket, 'site')).toEqual({ auth, request });
  expect(tickets.redeem(first.ticket, 'site')).toBeNull();

  const foreign = tickets.issue(auth, 'site', request);
  expect(tickets.redeem(foreign.ticket, 'other site')).toBeNull();
  // Tried on the wrong site, it is spent for the right one too.
  expect(tickets.redeem(foreign.ticket, 'site')).toBeNull();

  const late = tickets.issue(auth, 'site', request);
  now += CSV_TICKET_TTL_MS - 1;
  const inTime = tickets.issue(auth, 'site', request);
  now += 1;
  expect(tickets.redeem(late.ticket, 'site')).toBeNull();
  expect(tickets.redeem(inTime.ticket, 'site')).not.toBeNull();
  expect(tickets.redeem('made-up', 'site')).toBeNull();
});
