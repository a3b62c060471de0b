// POST /users/projects: creates a project for the account (login step 2); returns its id.
import type { CreateProjectBody } from '@airboard/shared/api';
import { api } from '../../../lib/api-client';
import { deferred } from '../../../lib/deferred-contracts';

export async function createProject(body: CreateProjectBody): Promise<string> {
  const { results } = await api.post('/users/projects', body, {
    schema: deferred('createProjectResponse'),
  });
  return results.objectId;
}
