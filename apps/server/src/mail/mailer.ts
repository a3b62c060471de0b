/**
 * Outgoing e-mail through nodemailer: SMTP_URL names the server; without it every message is
 * written to the server log instead, so a demo or development install still shows reset links.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** A file sent with a message (a scheduled report's CSV); text, as it is kept in a job's payload. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(smtpUrl: string | undefined, log: FastifyBaseLogger): Mailer {
  if (!smtpUrl) {
    return {
      send(message) {
        log.info(
          {
            mail: {
              to: message.to,
              from: message.from,
              subject: message.subject,
              attachments: message.attachments?.map((a) => a.filename),
            },
          },
          `e-mail (SMTP_URL not set):\n${message.text}`,
        );
        return Promise.resolve();
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(message);
    },
  };
}
