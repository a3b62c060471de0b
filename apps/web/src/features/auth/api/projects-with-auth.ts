// POST /users/projectsWithAuth: the projects an e-mail and password may sign in to (login step 0).
import type { CredentialsBody, ProjectsResponse } from '@airboard/shared/api';
import { api } from '../../../lib/api-client';
import { deferred } from '../../../lib/deferred-contracts';

export function fetchProjectsWithAuth(body: CredentialsBody): Promise<ProjectsResponse> {
  return api.post('/users/projectsWithAuth', body, { schema: deferred('projectsResponse') });
}
