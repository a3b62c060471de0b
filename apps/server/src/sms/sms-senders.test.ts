/**
 * The SMS senders against real peers on loopback: the Messages API stand-in (Basic auth and form
 * body checked; 201, 4xx, 5xx, 429 and silence) and an SMTP server for the e-mail-to-SMS gateway
 * (one that takes every message, one that refuses the recipient). And the configuration: which
 * sender a setting picks, and the settings that contradict each other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config';
import { JobFailure } from '../jobs/job-runner';
import { createMailer } from '../mail/mailer';
import { startMailbox, type Mailbox } from '../../test/fixtures/smtp-mailbox';
import {
  PROVIDER_FROM,
  startSmsProvider,
  type SmsProvider,
} from '../../test/fixtures/sms-provider';
import { emailGatewaySender, gatewayAddress } from './email-gateway-sender';
import { messagesApiSender } from './messages-api-sender';
import { SmsRejected } from './sms-sender';
import { createSmsSender } from './sms-senders';

let provider: SmsProvider;
let mailbox: Mailbox;
beforeAll(async () => {
  provider = await startSmsProvider();
  mailbox = await startMailbox();
});
afterAll(async () => {
  await provider.close();
  await mailbox.close();
});

/** A logger whose lines a test reads. */
function capturedLog() {
  const lines: string[] = [];
  const log = pino(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
  return { log, lines };
}

const api = (timeoutMs = 2_000, authToken = provider.authToken) =>
  messagesApiSender({
    baseUrl: `${provider.url}/`,
    accountId: provider.accountId,
    authToken,
    from: PROVIDER_FROM,
    timeoutMs,
  });

/** What the sender threw, to look at. */
const thrown = async (send: Promise<void>): Promise<unknown> =>
  send.then(
    () => null,
    (error: unknown) => error,
  );

describe('the Messages API sender', () => {
  it('posts the form with Basic auth; 201 is sent', async () => {
    await api().send('+12015550123', 'Critical: CO2 1700 ppm at Room 101');
    expect(provider.texts.at(-1)).toEqual({
      to: '+12015550123',
      from: PROVIDER_FROM,
      body: 'Critical: CO2 1700 ppm at Room 101',
    });
  });

  it('fails for good on a 4xx, naming a wrong number as one', async () => {
    provider.next.push({ status: 400, code: 21211, message: "The 'To' number is not valid." });
    const wrong = await thrown(api().send('+12015550123', 'x'));
    expect(wrong).toBeInstanceOf(SmsRejected);
    expect(wrong).toBeInstanceOf(JobFailure);
    expect(wrong).toMatchObject({ wrongNumber: true });
    expect((wrong as Error).message).toContain("The 'To' number is not valid.");
    // A bad sender number is ours to fix, not the user's.
    provider.next.push({ status: 400, code: 21212, message: "The 'From' number is not valid" });
    expect(await thrown(api().send('+12015550123', 'x'))).toMatchObject({ wrongNumber: false });
    // Wrong credentials: the stand-in's own 401.
    const denied = await thrown(api(2_000, 'wrong-token').send('+12015550123', 'x'));
    expect(denied).toMatchObject({ wrongNumber: false });
    expect((denied as Error).message).toContain('401');
  });

  it('leaves 5xx, 429 and a timeout to be retried (no JobFailure)', async () => {
    provider.next.push({ status: 500 }, { status: 429 }, 'hang');
    for (const timeoutMs of [2_000, 2_000, 200]) {
      const error = await thrown(api(timeoutMs).send('+12015550123', 'x'));
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(JobFailure);
    }
  });
});

describe('the e-mail-to-SMS gateway sender', () => {
  it("mails the text to the number's gateway address", async () => {
    expect(gatewayAddress('{number}@sms.example', '+12015550123')).toBe('12015550123@sms.example');
    const sender = emailGatewaySender({
      template: '{number}@sms.example',
      mailer: createMailer(mailbox.url, pino({ level: 'silent' })),
      from: 'Airboard <alerts@airboard.test>',
    });
    await sender.send('+12015550123', 'Your Airboard verification code is 123456');
    const mail = await mailbox.waitFor(/verification code is 123456/);
    expect(mail).toMatch(/^To: 12015550123@sms\.example/m);
  });

  it('names a recipient the mail server refuses a wrong number', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('5.1.1 No such subscriber'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const port = (refusing.server.address() as AddressInfo).port;
    const sender = emailGatewaySender({
      template: '{number}@sms.example',
      mailer: createMailer(`smtp://127.0.0.1:${port}`, pino({ level: 'silent' })),
      from: 'alerts@airboard.test',
    });
    const error = await thrown(sender.send('+12015550123', 'x'));
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
    expect(error).toBeInstanceOf(SmsRejected);
    expect(error).toMatchObject({ wrongNumber: true });
    expect((error as Error).message).toContain('No such subscriber');
  });
});

describe('choosing the sender', () => {
  const mailer = createMailer(undefined, pino({ level: 'silent' }));
  const apiConfig = {
    SMS_PROVIDER_URL: 'https://api.sms.example',
    SMS_ACCOUNT_ID: 'AC123',
    SMS_AUTH_TOKEN: 'secret-token-value',
    SMS_FROM: '+12015550100',
  };

  it('says at start which sender is in use, never the token', () => {
    for (const [env, expected] of [
      [{}, 'the server log'],
      [apiConfig, 'the Messages API at https://api.sms.example (account AC123, from +12015550100)'],
      [
        { SMS_EMAIL_GATEWAY: '{number}@sms.example' },
        'the e-mail-to-SMS gateway {number}@sms.example',
      ],
    ] as const) {
      const { log, lines } = capturedLog();
      createSmsSender(loadConfig(env), mailer, log);
      expect(lines.join('')).toContain(`text messages go through ${expected}`);
      expect(lines.join('')).not.toContain('secret-token-value');
    }
  });

  it('refuses both ways at once, a partial Messages API and a gateway without {number}', () => {
    expect(() => loadConfig({ ...apiConfig, SMS_EMAIL_GATEWAY: '{number}@sms.example' })).toThrow(
      /SMS_EMAIL_GATEWAY: texts go one way/,
    );
    expect(() => loadConfig({ ...apiConfig, SMS_AUTH_TOKEN: undefined })).toThrow(
      /SMS_PROVIDER_URL: the Messages API needs/,
    );
    expect(() => loadConfig({ SMS_AUTH_TOKEN: 'x' })).toThrow(/the Messages API needs/);
    expect(() => loadConfig({ SMS_EMAIL_GATEWAY: 'sms@example.test' })).toThrow(
      /SMS_EMAIL_GATEWAY: must be an e-mail address holding \{number\}/,
    );
  });
});
