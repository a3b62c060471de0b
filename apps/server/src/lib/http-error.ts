/**
 * Errors thrown on purpose, with the status and message the client should see. They live below
 * every layer (no Fastify, no database) so that domain code such as the throttle or the time-zone
 * check can refuse a request; plugins/errors.ts turns them into responses.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const forbidden = (what = 'Forbidden') => new HttpError(403, what);
export const unauthorized = (what = 'Unauthorized') => new HttpError(401, what);

export const SERVER_BUSY_MESSAGE = 'The server is busy; retry in a moment';
/**
 * The server is at one of its limits (requests at once, heavy requests, the database's wait
 * queue): the client should retry in a second rather than wait in a queue without end.
 */
export const serverBusy = () => new HttpError(503, SERVER_BUSY_MESSAGE, { 'retry-after': '1' });
