/**
 * Texts through an HTTP provider with the request shape of the Twilio Messages API, so Twilio, a
 * compatible provider or an in-house gateway works: POST {base}/2010-04-01/Accounts/{account}/
 * Messages.json with HTTP Basic auth (account id : token) and a form body To, From, Body. 201 is
 * sent. 429 and 5xx, a timeout or a network error are retried by the caller's job; any other 4xx
 * is final (SmsRejected with the provider's message), and counts as a wrong number when the
 * provider says the recipient is at fault (Twilio's error codes below) or, from a provider without
 * codes, when it is a plain 400, 404 or 422 (our own fields are fixed, so the number is what varies).
 */
import { SmsRejected, type SmsSender } from './sms-sender';

export interface MessagesApiOptions {
  baseUrl: string;
  accountId: string;
  authToken: string;
  from: string;
  timeoutMs: number;
}

/**
 * Twilio error codes about the recipient: invalid or unreachable 'To' number, not a mobile number,
 * region not enabled for it, landline, opted out (STOP), blocked.
 * https://www.twilio.com/docs/api/errors
 */
const RECIPIENT_CODES = new Set([
  21211, 21214, 21217, 21219, 21401, 21407, 21408, 21421, 21604, 21610, 21612, 21614, 30003, 30005,
  30006,
]);
const RECIPIENT_STATUSES = new Set([400, 404, 422]);

/** The provider's code and message from a JSON error body ({ code, message }), or its text. */
async function providerError(response: Response): Promise<{ code?: number; message: string }> {
  const body = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    return {
      ...(typeof parsed.code === 'number' && { code: parsed.code }),
      message: typeof parsed.message === 'string' ? parsed.message : body.slice(0, 300),
    };
  } catch {
    return { message: body.slice(0, 300) || response.statusText };
  }
}

export function messagesApiSender(options: MessagesApiOptions): SmsSender {
  const url = `${options.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountId)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountId}:${options.authToken}`).toString('base64')}`;
  return {
    description: `the Messages API at ${new URL(url).origin} (account ${options.accountId}, from ${options.from})`,
    async send(to, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, accept: 'application/json' },
        body: new URLSearchParams({ To: to, From: options.from, Body: text }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (response.status === 201 || response.status === 200) {
        await response.body?.cancel();
        return;
      }
      const error = await providerError(response);
      const said = `SMS provider answered ${response.status}${error.code === undefined ? '' : ` (code ${error.code})`}: ${error.message}`;
      if (response.status === 429 || response.status >= 500 || response.status < 400) {
        throw new Error(said);
      }
      const wrongNumber =
        error.code === undefined
          ? RECIPIENT_STATUSES.has(response.status)
          : RECIPIENT_CODES.has(error.code);
      throw new SmsRejected(said, wrongNumber);
    },
  };
}
