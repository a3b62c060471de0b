/**
 * A real SMTP server on loopback for tests: it accepts every message and keeps the raw text, so a
 * test can read the e-mail the server sent. Listens on a free 127.0.0.1 port. The browser tests
 * start one beside the built server (e2e/global-setup.ts) and keep each message as a file.
 */
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  url: string;
  messages: string[];
  /** The newest message whose text matches (decoded), waiting for one to arrive. */
  waitFor(match: RegExp, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

export async function startMailbox(onMessage?: (raw: string) => void): Promise<Mailbox> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push(raw);
        onMessage?.(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(match, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...messages].reverse().find((m) => match.test(decodeQuotedPrintable(m)));
        if (found) {
          return decodeQuotedPrintable(found);
        }
        if (Date.now() > deadline) {
          throw new Error(`no e-mail matching ${match} (got ${messages.length})`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft breaks and escapes so links can be read from the raw message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
