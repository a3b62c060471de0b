// What a route shows when its loader or screen fails: not found for 404 responses, else a problem
// page; and the catch-all route's screen. The problem page's code loads only when a problem shows,
// never with the first screen.
import { Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { lazyComponent } from '../lib/lazy-component';

const ProblemPage = lazyComponent(() => import('./problem-page'), 'ProblemPage');

export function ProblemScreen({ problem }: { problem: 'notFound' | 'crashed' }) {
  return (
    <Suspense fallback={null}>
      <ProblemPage problem={problem} />
    </Suspense>
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ProblemScreen problem={notFound ? 'notFound' : 'crashed'} />;
}

/** The catch-all route's screen. */
export function NotFoundPage() {
  return <ProblemScreen problem="notFound" />;
}
