// POST /users/notifications: the user's alert notification preferences (e-mail, sms).
import { successResponse, type NotificationPrefs } from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { localsQueryKey } from '../../auth';

export async function saveNotifications(prefs: NotificationPrefs): Promise<void> {
  await api.post('/users/notifications', prefs, { schema: successResponse });
}

export function useSaveNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotifications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: localsQueryKey }),
  });
}
