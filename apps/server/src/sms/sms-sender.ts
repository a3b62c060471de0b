/**
 * How a text message leaves the server (issue 22): one SmsSender, chosen at start by the
 * configuration (sms-senders.ts). A sender resolves when the text was handed over, throws
 * SmsRejected when the provider refused it for good (no retry helps: a wrong number, bad
 * credentials) and any other error when a retry may succeed (5xx, timeout, network). Numbers are
 * E.164.
 */
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '@airboard/shared/rules';
import { JobFailure } from '../jobs/job-runner';

export interface SmsSender {
  /** What the start-up log says is in use (never a secret). */
  readonly description: string;
  send(to: string, text: string): Promise<void>;
}

/**
 * A refusal a retry cannot fix, with the provider's own message. `wrongNumber`: the refusal is
 * about the recipient (not a mobile number, unreachable, opted out), so texts to it should stop;
 * otherwise it is about us (credentials, sender number) and the operator must look.
 */
export class SmsRejected extends JobFailure {
  constructor(
    message: string,
    readonly wrongNumber: boolean,
  ) {
    super(message);
  }
}

/** The default without a provider: the text goes to the server log (a demo still shows codes). */
export const logSmsSender = (log: FastifyBaseLogger): SmsSender => ({
  description: 'the server log (no SMS provider configured)',
  send(to, text) {
    log.info({ sms: { to: maskPhone(to) } }, `text message (no SMS provider configured): ${text}`);
    return Promise.resolve();
  },
});
