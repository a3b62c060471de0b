// POST /api/theme: remembers the signed-in user's light/dark choice on the server.
import type { ColorMode } from '@airboard/shared';
import { api } from '../../../lib/api-client';
import { deferred } from '../../../lib/deferred-contracts';

export async function saveTheme(theme: ColorMode): Promise<void> {
  await api.post('/api/theme', { theme }, { schema: deferred('successResponse') });
}
