// The nginx in front of the Airboard API processes (issue 20, docs/deploy.md), as one config file:
// - the API (/api/, /users/, /locals, /logout) spread over the processes, each taken out for
//   FAIL_TIMEOUT after MAX_FAILS failed connections (passive health checks), an idempotent request
//   whose process failed or answered 502/504 retried on the next (nginx never retries a POST);
// - the live stream (/api/stream) unbuffered, with a read timeout far above its 15 s heartbeat;
// - a report's CSV download streamed as it comes, with time for a large file (its ticket is in
//   the database, so any process may serve it);
// - the web app's files served by nginx itself: hashed assets cached for a year (immutable),
//   everything else (index.html, the SPA's deep links) revalidated, the build's .br and .gz
//   files sent as they are, and the app's own security headers (CSP and the rest) on each; but a
//   signed-in browser's pages (its cookie hint) from the app, which adds the first screen's
//   preloads.

/** Failed attempts, and the time they are counted over, before a process is skipped for that time. */
export const MAX_FAILS = 3;
export const FAIL_TIMEOUT_S = 10;

/** Headers of the app's answer that describe that answer rather than the app's security policy. */
const NOT_POLICY = new Set([
  'accept-ranges',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  'vary',
]);

/**
 * The security headers an API process sends with the web app (helmet: CSP, frame and referrer
 * policies…), read from its answer to GET /, for nginx to send with the files it serves itself.
 */
export async function securityHeadersOf(apiUrl) {
  const response = await fetch(new URL('/', apiUrl));
  await response.arrayBuffer();
  return [...response.headers].filter(([name]) => !NOT_POLICY.has(name));
}

/** An nginx string: double-quoted, its quotes and backslashes escaped (policies hold no `$`). */
const quoted = (value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * The config text. `runDir`: where nginx keeps its pid, logs and temp files; `apiPorts`: the API
 * processes on 127.0.0.1; `brotliModule`: the brotli_static module's path, when installed.
 */
export function nginxConfig({
  port,
  runDir,
  webDist,
  apiPorts,
  securityHeaders,
  brotliModule,
  user,
}) {
  const servers = apiPorts
    .map((p) => `    server 127.0.0.1:${p} max_fails=${MAX_FAILS} fail_timeout=${FAIL_TIMEOUT_S}s;`)
    .join('\n');
  // Idle connections to the processes are reused, and dropped before the app's own keep-alive
  // timeout (5 s) closes them, so a request never lands on a connection being closed.
  const upstream = `  upstream airboard_api {
${servers}
    keepalive 32;
    keepalive_timeout 4s;
  }`;
  const staticHeaders = (cacheControl) =>
    [['cache-control', cacheControl], ...securityHeaders]
      .map(([name, value]) => `      add_header ${name} ${quoted(value)};`)
      .join('\n');
  const proxied = (extra = '') => `      proxy_pass http://airboard_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_504;
      proxy_next_upstream_tries ${apiPorts.length};
      proxy_next_upstream_timeout 10s;
${extra}`;

  return `# Written by scripts/cluster/ for one run; see docs/deploy.md.
${user ? `user ${user};\n` : ''}${brotliModule ? `load_module ${brotliModule};\n` : ''}worker_processes auto;
pid ${runDir}/nginx.pid;
error_log ${runDir}/nginx-error.log warn;
daemon off;

events {
  worker_connections 4096;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${runDir}/nginx-access.log;
  client_body_temp_path ${runDir}/nginx-temp/body;
  proxy_temp_path ${runDir}/nginx-temp/proxy;
  fastcgi_temp_path ${runDir}/nginx-temp/fastcgi;
  uwsgi_temp_path ${runDir}/nginx-temp/uwsgi;
  scgi_temp_path ${runDir}/nginx-temp/scgi;
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  # The API refuses bodies over 1 MiB itself (413, as JSON): nginx lets a little more through.
  client_max_body_size 2m;

${upstream}

  server {
    listen 127.0.0.1:${port};
    root ${webDist};
    gzip_static on;
    gzip_vary on;
${brotliModule ? '    brotli_static on;\n' : ''}
    location /api/ {
${proxied('      proxy_read_timeout 60s;\n')}    }

    location = /api/stream {
${proxied(
  `      # Server-Sent Events: each event goes out as it comes, and a quiet stream is kept open.
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
`,
)}    }

    location ~ ^/api/sites/reports/[^/]+/csv$ {
${proxied('      proxy_read_timeout 300s;\n      proxy_buffering off;\n')}    }

    location /users/ {
${proxied()}    }

    location = /locals {
${proxied()}    }

    location = /logout {
${proxied()}    }

    location /assets/ {
      try_files $uri =404;
${staticHeaders('public, max-age=31536000, immutable')}
    }

    location / {
      # A signed-in browser's pages come from the app, which names the first screen's files in
      # them (apps/server/src/plugins/first-screen-preloads.ts); the others from the build.
      error_page 418 = @signed_in_page;
      if ($cookie_airboard_signed_in = "1") {
        return 418;
      }
      try_files $uri /index.html;
${staticHeaders('no-cache')}
    }

    location @signed_in_page {
${proxied()}    }
  }
}
`;
}
