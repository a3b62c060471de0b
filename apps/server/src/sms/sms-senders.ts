/**
 * Chooses the SmsSender from the configuration (config.ts: SMS_*): the Messages API, the
 * e-mail-to-SMS gateway, or the log; config.ts refuses both at once or a partial Messages API.
 * The start-up log names the sender in use, never its token.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import { emailGatewaySender } from './email-gateway-sender';
import { messagesApiSender } from './messages-api-sender';
import { logSmsSender, type SmsSender } from './sms-sender';

export type SmsConfig = Pick<
  Config,
  | 'SMS_PROVIDER_URL'
  | 'SMS_ACCOUNT_ID'
  | 'SMS_AUTH_TOKEN'
  | 'SMS_FROM'
  | 'SMS_EMAIL_GATEWAY'
  | 'SMS_PROVIDER_TIMEOUT_MS'
  | 'MAIL_FROM'
>;

export function createSmsSender(
  config: SmsConfig,
  mailer: Mailer,
  log: FastifyBaseLogger,
): SmsSender {
  const { SMS_PROVIDER_URL, SMS_ACCOUNT_ID, SMS_AUTH_TOKEN, SMS_FROM } = config;
  const sender =
    SMS_PROVIDER_URL && SMS_ACCOUNT_ID && SMS_AUTH_TOKEN && SMS_FROM
      ? messagesApiSender({
          baseUrl: SMS_PROVIDER_URL,
          accountId: SMS_ACCOUNT_ID,
          authToken: SMS_AUTH_TOKEN,
          from: SMS_FROM,
          timeoutMs: config.SMS_PROVIDER_TIMEOUT_MS,
        })
      : config.SMS_EMAIL_GATEWAY
        ? emailGatewaySender({
            template: config.SMS_EMAIL_GATEWAY,
            mailer,
            from: config.MAIL_FROM,
          })
        : logSmsSender(log);
  log.info(`text messages go through ${sender.description}`);
  return sender;
}
