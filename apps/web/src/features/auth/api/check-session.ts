// Checks a token handed over by another system (token sign-in page) by asking /locals with it.
import { localsResponse, type LocalsResponse } from '@airboard/shared/api';
import { quietClient } from './quiet-client';

export function checkSession(): Promise<LocalsResponse> {
  return quietClient.get('/locals', { schema: localsResponse });
}
