/**
 * Texts through an e-mail-to-SMS gateway: each text is an e-mail to the gateway's address for the
 * number (SMS_EMAIL_GATEWAY, `{number}` replaced by the E.164 digits without '+', e.g.
 * 15551234567@sms.example), sent through the mailer (SMTP_URL). A recipient the mail server refuses
 * for good (5xx to RCPT TO) is a wrong number; other 5xx answers are final too; anything else
 * (4xx, connection trouble) is retried. A gateway that accepts the e-mail and fails later is not
 * seen here: e-mail carries no delivery receipt.
 */
import type { Mailer } from '../mail/mailer';
import { SmsRejected, type SmsSender } from './sms-sender';

/** The gateway's address for a number: the template with `{number}` as its digits, no '+'. */
export const gatewayAddress = (template: string, to: string): string =>
  template.replace('{number}', to.replace(/^\+/, ''));

/** What nodemailer's errors carry about the SMTP answer. */
interface SmtpError {
  responseCode?: number;
  command?: string;
  message: string;
}

export function emailGatewaySender(options: {
  template: string;
  mailer: Mailer;
  from: string;
}): SmsSender {
  return {
    description: `the e-mail-to-SMS gateway ${options.template}`,
    async send(to, text) {
      try {
        await options.mailer.send({
          to: gatewayAddress(options.template, to),
          from: options.from,
          subject: '',
          text,
          html: '',
        });
      } catch (error) {
        const smtp = error as SmtpError;
        if (smtp.responseCode !== undefined && smtp.responseCode >= 500) {
          throw new SmsRejected(
            `the e-mail-to-SMS gateway refused the text: ${smtp.message}`,
            smtp.command === 'RCPT TO',
          );
        }
        throw error;
      }
    },
  };
}
