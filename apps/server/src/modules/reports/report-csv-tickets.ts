/**
 * Single-use download tickets for report CSVs. The app signs in with a Bearer header, which a
 * browser navigation cannot send, and a file of a million rows must stream to disk rather than be
 * gathered in the page (a fetch into a Blob would hold all of it). So the app POSTs the report's
 * parameters with its session and gets a ticket, then navigates to the GET URL carrying it and the
 * browser's own download manager streams the file. A ticket is random (256 bits), lives 60
 * seconds, is spent by its first use whatever the outcome, names the site it was issued for and
 * keeps its issuer, whose membership the download checks again. Tickets live in this process's
 * memory: one server process, or sticky sessions behind a balancer.
 */
import type { ReportCsvRequest } from '@airboard/shared/api';
import { newSecretToken } from '../../db/ids';
import type { AuthContext } from '../../plugins/auth';

export const CSV_TICKET_TTL_MS = 60_000;

interface TicketEntry {
  auth: AuthContext;
  siteId: string;
  request: ReportCsvRequest;
  expiresAt: number;
}

export class CsvTickets {
  private readonly entries = new Map<string, TicketEntry>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(auth: AuthContext, siteId: string, request: ReportCsvRequest) {
    this.forgetExpired();
    const ticket = newSecretToken();
    const expiresAt = this.now() + CSV_TICKET_TTL_MS;
    this.entries.set(ticket, { auth, siteId, request, expiresAt });
    return { ticket, expiresAt: new Date(expiresAt) };
  }

  /** The ticket's issuer and request, once: null when unknown, spent, expired or for another site. */
  redeem(ticket: string, siteId: string): Omit<TicketEntry, 'siteId' | 'expiresAt'> | null {
    const entry = this.entries.get(ticket);
    this.entries.delete(ticket);
    if (!entry || entry.siteId !== siteId || entry.expiresAt <= this.now()) {
      return null;
    }
    return { auth: entry.auth, request: entry.request };
  }

  private forgetExpired() {
    const now = this.now();
    for (const [ticket, entry] of this.entries) {
      if (entry.expiresAt <= now) {
        this.entries.delete(ticket);
      }
    }
  }
}
