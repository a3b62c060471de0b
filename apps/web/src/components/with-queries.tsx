// A part that reads server state, inside a frame or screen that does not (the app bar's signed-in
// parts, the sign-in page's dialogs): TanStack Query's provider loads with it, and it shows once
// both are in (nothing before).
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { lazyComponent } from '../lib/lazy-component';

const QueryScope = lazyComponent(() => import('../lib/query-scope'), 'QueryScope');

/** Loads the provider's code, so that the parts inside render at once. */
export const preloadWithQueries = QueryScope.preload;

export function WithQueries({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <QueryScope>{children}</QueryScope>
    </Suspense>
  );
}
