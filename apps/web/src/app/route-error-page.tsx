// What a route shows when its loader or screen fails: not found for 404 responses, else a problem page.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ProblemPage } from './problem-page';

export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ProblemPage problem={notFound ? 'notFound' : 'crashed'} />;
}
