// What the navigation needs, fetched only with a session (the bar also frames public pages such as
// sign-up, where a request would end in a redirect to sign-in): the user and their projects, and
// the current project's sites.
import { useQuery } from '@tanstack/react-query';
import { readSessionToken } from '../../lib/session-token';
import { localsQueryOptions } from '../auth';
import { projectHomeQueryOptions } from '../home';

export function useNavigationData() {
  const signedIn = readSessionToken() !== null;
  const locals = useQuery({ ...localsQueryOptions, enabled: signedIn });
  const hasProject = (locals.data?.project ?? null) !== null;
  const home = useQuery({ ...projectHomeQueryOptions, enabled: signedIn && hasProject });
  return { locals, home };
}
