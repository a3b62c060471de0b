// POST /users/login: credentials and a project → a session token and the user (login step 1).
import type { LoginBody, SessionResponse } from '@airboard/shared/api';
import { api } from '../../../lib/api-client';
import { deferred } from '../../../lib/deferred-contracts';

export function login(body: LoginBody): Promise<SessionResponse> {
  return api.post('/users/login', body, { schema: deferred('sessionResponse') });
}
