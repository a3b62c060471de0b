// POST /users/commanderLogin: the building-automation system's JWT → a session and the site.
import { commanderLoginResponse, type CommanderLoginResponse } from '@airboard/shared/api';
import { quietClient } from './quiet-client';

export function commanderLogin(token: string): Promise<CommanderLoginResponse> {
  return quietClient.post('/users/commanderLogin', { token }, { schema: commanderLoginResponse });
}
