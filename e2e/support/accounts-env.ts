// What the e2e server is configured with for the account paths, shared by global-setup.ts (which
// starts the server and its SMTP mailbox) and the account specs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeQuotedPrintable as decode } from '../../apps/server/test/fixtures/smtp-mailbox';

/** Every e-mail the server sends during the run, one .eml file each. */
export const MAIL_DIR = fileURLToPath(new URL('../test-results/mail', import.meta.url));
/** The school-district domain whose users are pointed at single sign-on. */
export const E2E_SSO_EMAIL_DOMAIN = 'cps.example';
/** Who the e2e SAML identity provider signs in (an account of the district domain). */
export const E2E_SAML_USER = `teacher@${E2E_SSO_EMAIL_DOMAIN}`;
/** The subject the e2e OpenID provider (Google's stand-in) puts in every ID token. */
export const E2E_GOOGLE_SUBJECT = 'e2e-google-subject';
/** The building-automation hand-over JWT key the e2e server trusts. */
export const E2E_COMMANDER_SECRET = 'e2e-commander-secret-0123456789abcdef';

/** The newest e-mail whose text matches, waiting for it to arrive (decoded, links intact). */
export async function waitForMail(match: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).sort().reverse() : [];
    for (const file of files) {
      const text = decode(fs.readFileSync(path.join(MAIL_DIR, file), 'utf8'));
      if (match.test(text)) {
        return text;
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`no e-mail matching ${match} in ${MAIL_DIR}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The link to `path` in an e-mail, with its query (HTML-escaped ampersands undone). */
export function linkInMail(mail: string, path: string): string {
  const match = new RegExp(`https?://[^\\s"<]+${path}\\?[^\\s"<]+`).exec(mail);
  if (!match) {
    throw new Error(`no ${path} link in the e-mail`);
  }
  return match[0].replaceAll('&amp;', '&');
}
