/**
 * Single-use download tickets for report CSVs. The app signs in with a Bearer header, which a
 * browser navigation cannot send, and a file of a million rows must stream to disk rather than be
 * gathered in the page (a fetch into a Blob would hold all of it). So the app POSTs the report's
 * parameters with its session and gets a ticket, then navigates to the GET URL carrying it and the
 * browser's own download manager streams the file. A ticket is random (256 bits), lives 60
 * seconds, is spent by its first use whatever the outcome, names the site it was issued for and
 * the session that asked: the download needs that session still signed in, and checks its
 * membership again. Tickets are single-use entries in the database (db/single-use-entries.ts), so
 * the download may reach any server process.
 */
import { z } from 'zod';
import { reportCsvRequest, type ReportCsvRequest } from '@airboard/shared/api';
import type { Database } from '../../db/connect';
import { newSecretToken } from '../../db/ids';
import { SingleUseEntries } from '../../db/single-use-entries';
import { sessionById, type AuthContext } from '../../plugins/auth';

export const CSV_TICKET_TTL_MS = 60_000;

const ticketEntry = z.object({
  sessionId: z.string(),
  siteId: z.string(),
  request: reportCsvRequest,
});

export class CsvTickets {
  private readonly entries: SingleUseEntries<typeof ticketEntry>;

  constructor(
    private readonly db: Database,
    lifetimeMs = CSV_TICKET_TTL_MS,
  ) {
    this.entries = new SingleUseEntries(db, 'report-csv', ticketEntry, lifetimeMs);
  }

  async issue(auth: AuthContext, siteId: string, request: ReportCsvRequest) {
    const ticket = newSecretToken();
    const expiresAt = await this.entries.set(ticket, {
      sessionId: auth.sessionId,
      siteId,
      // As the query string would carry it: the stored copy is checked with the same schema.
      request: {
        ...request,
        startTime: request.startTime.toISOString(),
        endTime: request.endTime.toISOString(),
      },
    });
    return { ticket, expiresAt };
  }

  /**
   * The ticket's session and request, once: null when unknown, spent, expired, for another site,
   * or when its session has been signed out since.
   */
  async redeem(
    ticket: string,
    siteId: string,
  ): Promise<{ auth: AuthContext; request: ReportCsvRequest } | null> {
    const entry = await this.entries.take(ticket);
    if (!entry || entry.siteId !== siteId) {
      return null;
    }
    const auth = await sessionById(this.db, entry.sessionId);
    return auth && { auth, request: entry.request };
  }
}
