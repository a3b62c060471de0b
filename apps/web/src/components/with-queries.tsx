// A part that reads server state, inside a frame or screen that does not (the app bar's signed-in
// parts, the sign-in page's dialogs): TanStack Query's provider loads with it, and it shows once
// both are in (nothing before).
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { lazyComponent } from '../lib/lazy-component';

const QueryScope = lazyComponent(() => import('../lib/query-scope'), 'QueryScope');

export function WithQueries({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <QueryScope>{children}</QueryScope>
    </Suspense>
  );
}
