// Compression on the wire (issue 18, item 3): JSON above 1 KB in the encoding the client prefers,
// streams compressed as they stream, event streams untouched, and the web app's files sent as the
// build compressed them with the caching their names allow.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression';
import { registerSpa } from './spa';

const bigAnswer = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Zone ${i}` })) };
const APP_JS = `console.log(${JSON.stringify('app '.repeat(500))});`;

let webDist: string;
let app: FastifyInstance;
/** The streamed route's source: the test writes its chunks and ends it. */
let stream = new PassThrough();

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-compression-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  const appJs = path.join(webDist, 'assets', 'app-abc123.js');
  fs.writeFileSync(appJs, APP_JS);
  fs.writeFileSync(`${appJs}.br`, zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(`${appJs}.gz`, zlib.gzipSync(APP_JS));

  app = Fastify();
  await registerCompression(app);
  app.get('/api/big', () => bigAnswer);
  app.get('/api/small', () => ({ ok: true }));
  app.get('/api/csv', (_request, reply) =>
    reply.header('content-type', 'text/csv; charset=utf-8').send(stream),
  );
  app.get('/api/events', (_request, reply) =>
    reply.header('content-type', 'text/event-stream').send('data: x\n\n'.repeat(200)),
  );
  await registerSpa(app, webDist, 0);
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('API answers', () => {
  it.each([
    ['br, gzip', 'br', zlib.brotliDecompressSync],
    ['gzip, deflate', 'gzip', zlib.gunzipSync],
  ] as const)('compresses JSON over 1 KB for %s as %s', async (accept, encoding, inflate) => {
    const res = await app.inject({ url: '/api/big', headers: { 'accept-encoding': accept } });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(inflate(res.rawPayload).toString())).toEqual(bigAnswer);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(bigAnswer).length / 3);
  });

  it('sends small answers and clients that ask for none as they are', async () => {
    const small = await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await app.inject({ url: '/api/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(bigAnswer);
  });

  it('leaves event streams uncompressed', async () => {
    const res = await app.inject({ url: '/api/events', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['br', () => zlib.createBrotliDecompress()],
    ['gzip', () => zlib.createGunzip()],
  ] as const)(
    'streams a CSV as %s chunk by chunk, never holding it whole',
    async (encoding, inflater) => {
      stream = new PassThrough();
      stream.write('time,value\r\n');
      const { port } = app.server.address() as { port: number };
      const response = await new Promise<http.IncomingMessage>((resolve) => {
        http.get({ port, path: '/api/csv', headers: { 'accept-encoding': encoding } }, resolve);
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      const text = response.pipe(inflater()).setEncoding('utf8');
      const received: string[] = [];
      const next = () => new Promise<string>((resolve) => text.once('data', resolve));
      // The first row arrives while the stream is still open.
      received.push(await next());
      expect(received.join('')).toBe('time,value\r\n');
      stream.write('2026-11-01T00:00:00-04:00,412\r\n');
      received.push(await next());
      expect(received.join('')).toBe('time,value\r\n2026-11-01T00:00:00-04:00,412\r\n');
      stream.end();
      await new Promise((resolve) => text.once('end', resolve));
    },
  );
});

describe("the web app's files", () => {
  it.each([
    ['br, gzip', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
  ] as const)('sends a hashed file precompressed for %s', async (accept, encoding, inflate) => {
    const res = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': accept },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(inflate(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the file itself to a client that takes no encoding', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(APP_JS);
  });

  it('has index.html revalidated, at / and at a deep link', async () => {
    for (const url of ['/', '/projects/p1/sites/s1']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      // Not compressed by the build here, so compressed on the way.
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
    }
  });
});
