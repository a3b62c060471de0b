// The layout route of every screen that reads server state: TanStack Query's provider around it
// (lib/query-scope.tsx). Sign-in is the one screen outside it.
import { Outlet } from 'react-router';
import { QueryScope } from '../lib/query-scope';

export function QueryScopeOutlet() {
  return (
    <QueryScope>
      <Outlet />
    </QueryScope>
  );
}
