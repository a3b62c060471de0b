/**
 * GET /api/stream (issue 20): one Server-Sent Events stream per tab, carrying the latest values,
 * alert changes and point-write jobs of its topics as they change (stream-hub.ts). Every topic is
 * checked before the stream opens, as its read route checks it: one the caller may not read
 * refuses the whole request with that route's 404 (401 without a session). A lobby screen follows
 * its kiosk by public id without a session, as it reads GET /api/kiosk/{id}.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, streamQuery } from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { createStreamHub, type LiveStreamOptions } from './stream-hub';
import { authorizeTopics, parseTopics } from './stream.service';

/** A stream whose client reads slower than this much is buffered is closed; it resumes later. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export const streamRoutes =
  ({
    database,
    liveStream,
    kioskScreens,
  }: {
    database: DatabaseHandle;
    liveStream: LiveStreamOptions;
    /** Where kiosk screens' heartbeats are noted (modules/kiosks): a live stream leaves them too. */
    kioskScreens: { heartbeats: { record(kioskId: string): void } };
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const hub = createStreamHub(database, app.log, liveStream, (kioskId) =>
      kioskScreens.heartbeats.record(kioskId),
    );
    // Before the server stops listening, which waits for open connections: streams never end.
    app.addHook('preClose', async () => hub.stop());

    app.get(
      '/api/stream',
      {
        schema: {
          summary:
            'Follow live changes of sites, zones, point-write jobs and kiosks (Server-Sent Events)',
          description:
            'Topics: `site:<id>`, `zone:<id>`, `job:<id>`, `kiosk:<public id>`, comma-separated; ' +
            'all but kiosks need a session. Events: `latest`, `alerts`, `job`, `kiosk`, and ' +
            '`reset` when the stream cannot resume from `Last-Event-ID` (refetch what is shown). ' +
            'A comment line is sent every 15 s.',
          operationId: 'openStream',
          tags: ['telemetry'],
          // A session for site, zone and job topics; none for kiosks.
          security: [{}, { bearer: [] }],
          querystring: streamQuery,
          headers: z.object({ 'last-event-id': z.string().max(200).optional() }),
          response: {
            200: z.string().describe('The event stream (text/event-stream), open until closed'),
            401: errorResponse,
            404: errorResponse,
          },
        },
        // Kiosk topics need no session; the others are refused with 401 without one.
        config: { stream: true, public: true },
      },
      async (request, reply) => {
        const topics = parseTopics(request.query.topics);
        const { subscription, jobs, kiosks } = await authorizeTopics(
          database,
          request.auth,
          topics,
        );
        reply.hijack();
        const response = reply.raw;
        // The headers the app's hooks set (security headers), which a hijacked reply leaves out.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) {
            response.setHeader(name, value);
          }
        }
        response.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-store',
          // nginx passes events on at once instead of buffering them.
          'x-accel-buffering': 'no',
        });
        const close = hub.open(
          subscription,
          request.headers['last-event-id'],
          {
            write(text) {
              if (response.writableLength > MAX_BUFFERED_BYTES) {
                response.destroy();
              } else {
                response.write(text);
              }
            },
            end: () => response.end(),
          },
          { jobs, kiosks },
        );
        response.once('close', close);
        // The client may have gone while its topics were checked.
        if (response.destroyed) {
          close();
        }
      },
    );
  };
