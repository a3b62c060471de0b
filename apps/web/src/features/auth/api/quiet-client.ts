// An API client for the hand-over sign-in pages: a refused token must show the page's own message
// there, not send the visitor to /login as a signed-in screen's 401 would.
import { createApiClient } from '../../../lib/api-client';

export const quietClient = createApiClient({ navigate: () => undefined });
