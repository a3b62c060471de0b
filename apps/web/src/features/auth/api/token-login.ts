// POST /users/token-login: the one-time code of a /token-login link and its user → a session.
import { sessionResponse, type SessionResponse } from '@airboard/shared/api';
import { quietClient } from './quiet-client';

export function redeemLoginCode(token: string, user: string): Promise<SessionResponse> {
  return quietClient.post('/users/token-login', { token, user }, { schema: sessionResponse });
}
