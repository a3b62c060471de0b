// The signed-in user's alert text settings (issue 22): GET /users/sms, and the changes that answer
// the settings as they now are — POST /users/sms/phone (text a code to a number), POST
// /users/sms/phone/verify (prove it with the code), DELETE /users/sms/phone (forget it) and PUT
// /users/sms/quiet-hours. Each answer replaces the settings read, so the screen needs no second GET.
import {
  alertTextSettings,
  type AlertTextSettings,
  type SmsQuietHours,
} from '@airboard/shared/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { localsQueryKey } from '../../auth';

const SMS_URL = '/users/sms';
const PHONE_URL = `${SMS_URL}/phone`;

export const alertTextSettingsQueryOptions = queryOptions({
  queryKey: ['alertTextSettings'],
  queryFn: ({ signal }) => api.get(SMS_URL, { schema: alertTextSettings, signal }),
});

export const useAlertTextSettings = () => useQuery(alertTextSettingsQueryOptions);

/** Texts a code to `phone` (as typed); a verified number stays in use until the new one is proven. */
export const useSendPhoneCode = () =>
  useAlertTextChange((phone: string) =>
    api.post(PHONE_URL, { phone }, { schema: alertTextSettings }),
  );

export const useVerifyPhone = () =>
  useAlertTextChange((code: string) =>
    api.post(`${PHONE_URL}/verify`, { code }, { schema: alertTextSettings }),
  );

/**
 * Forgets the number. The server turns SMS notifications off with it, so the account's preferences
 * are read again before the change counts as done (the SMS switch must not show on meanwhile).
 */
export function useRemovePhone() {
  const queryClient = useQueryClient();
  return useAlertTextChange(
    () => api.delete(PHONE_URL, { schema: alertTextSettings }),
    () => queryClient.invalidateQueries({ queryKey: localsQueryKey }),
  );
}

export const useSaveQuietHours = () =>
  useAlertTextChange((quietHours: SmsQuietHours | null) =>
    api.put(`${SMS_URL}/quiet-hours`, { quietHours }, { schema: alertTextSettings }),
  );

function useAlertTextChange<T>(
  change: (variables: T) => Promise<AlertTextSettings>,
  afterChange?: () => Promise<void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (saved) => {
      queryClient.setQueryData(alertTextSettingsQueryOptions.queryKey, saved);
      await afterChange?.();
    },
  });
}
