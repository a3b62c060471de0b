// POST /users/projectsWithAuth: the projects an e-mail and password may sign in to (login step 0).
import {
  projectsResponse,
  type CredentialsBody,
  type ProjectsResponse,
} from '@airboard/shared/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function fetchProjectsWithAuth(body: CredentialsBody): Promise<ProjectsResponse> {
  return api.post('/users/projectsWithAuth', body, { schema: projectsResponse });
}

export function useProjectsWithAuth() {
  return useMutation({ mutationFn: fetchProjectsWithAuth });
}
