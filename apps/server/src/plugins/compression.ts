/**
 * Compresses answers on the wire (issue 18, item 3): JSON and text of 1 KB or more as brotli or
 * gzip, whichever the client's Accept-Encoding prefers, with `Vary: Accept-Encoding`. Streamed
 * answers (the report CSV) are compressed as they stream and flushed after every chunk, so a row
 * the server has written never waits in the compressor for the next ones; Server-Sent Events
 * (text/event-stream) are left as they are. The web app's hashed files are compressed once at
 * build (apps/web/vite.config.ts) and sent as they are stored (plugins/spa.ts).
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less than the headers and the CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Registers the compression hook on every route registered after it, so it comes before the
 * areas' routes and the web app's files.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // A flush per written chunk: what the server has sent, the client can read.
    zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
    brotliOptions: {
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
      // Quality 4 compresses JSON nearly as well as 11 at a small part of its CPU.
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    },
    // Request bodies are never inflated: a small compressed body could expand past the body limit.
    globalDecompression: false,
  });
}
