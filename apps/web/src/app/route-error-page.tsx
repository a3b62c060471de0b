// What a route shows when its loader or screen fails: not found for 404 responses, else a problem page.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { ProblemPage } from './problem-page';

export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  return <ProblemPage />;
}
