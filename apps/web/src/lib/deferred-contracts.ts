// The answer contracts of what must be usable before zod has loaded: the sign-in pages, the app
// bar's theme toggle, and the first queries of the home and site pages, which their route loaders
// start before the screens' code (and zod) has loaded (app/router.tsx). The sign-in page's
// JavaScript budget (170 kB gzip, issue 18) has no room for zod, so their schemas are deferred: the
// API client loads them while the request is in flight (lib/api-client.ts, DeferredSchema). Every
// other screen imports its contracts directly.
import type * as Schemas from './deferred-contract-schemas';

/** The named contract, loaded (in a chunk of its own, with zod) by the first request needing it. */
export function deferred<Name extends keyof typeof Schemas>(
  name: Name,
): () => Promise<(typeof Schemas)[Name]> {
  return async () => (await import('./deferred-contract-schemas'))[name];
}
