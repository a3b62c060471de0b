// A stand-in for the alert text routes of issue 22 and the account's notification preferences, for
// the Settings component tests: it keeps the number, the code waiting and quiet hours as the server
// would, answers the code 123456 only, refuses SMS without a verified number, and records each
// change. A test overrides one answer (a 429, a failure) through `refuse`.
import type { AlertTextSettings, NotificationPrefs } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import { buildLocals, callRecorder, fakeApi, type Answer } from '../../../test/monitoring-data';
import { renderRoute } from '../../../test/render-route';

export const RIGHT_CODE = '123456';

/** A change the server refuses, by method and path (e.g. 'POST /users/sms/phone'). */
type Refusals = Partial<Record<string, Answer>>;

type FakeAlertTexts = {
  settings?: Partial<AlertTextSettings>;
  notifications?: NotificationPrefs;
  /** GET /users/sms answers this instead (a failed load). */
  load?: () => Answer | undefined;
};

const readBody = (init?: RequestInit): Record<string, unknown> =>
  typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};

/** Opens /settings against the stand-in; returns the changes it received and its refusals. */
export function openAlertTextSettings(start: FakeAlertTexts = {}) {
  let settings: AlertTextSettings = {
    phone: null,
    pendingPhone: null,
    quietHours: null,
    ...start.settings,
  };
  let notifications = start.notifications ?? { email: false, sms: false };
  const refuse: Refusals = {};
  const { calls, record } = callRecorder();
  const answerSettings = (): Answer => ({ body: settings });

  /** Records a change; the refusal for it when a test set one, else what `apply` answers. */
  const change =
    (apply: (body: Record<string, unknown>, method: string) => Answer) =>
    (url: URL, init?: RequestInit): Answer => {
      const { method } = record(url, init);
      return refuse[`${method} ${url.pathname}`] ?? apply(readBody(init), method);
    };

  saveSessionToken('token');
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/locals': () => {
        const locals = buildLocals();
        return { body: { ...locals, user: { ...locals.user, notifications } } };
      },
      '/users/sms': () => start.load?.() ?? answerSettings(),
      '/users/sms/phone': change((body, method) => {
        if (method === 'DELETE') {
          settings = { ...settings, phone: null, pendingPhone: null };
          notifications = { ...notifications, sms: false };
          return answerSettings();
        }
        const digits = String(body.phone).replace(/\D/g, '');
        settings = {
          ...settings,
          pendingPhone: digits.length === 10 ? `+1${digits}` : `+${digits}`,
        };
        return answerSettings();
      }),
      '/users/sms/phone/verify': change((body) => {
        if (body.code !== RIGHT_CODE) {
          return { status: 400, body: { errorMessage: messages.smsCodeWrong } };
        }
        settings = { ...settings, phone: settings.pendingPhone, pendingPhone: null };
        return answerSettings();
      }),
      '/users/sms/quiet-hours': change((body) => {
        settings = { ...settings, quietHours: body.quietHours as AlertTextSettings['quietHours'] };
        return answerSettings();
      }),
      '/users/notifications': change((body) => {
        if (body.sms === true && settings.phone === null) {
          return { status: 400, body: { errorMessage: messages.smsNeedsVerifiedPhone } };
        }
        notifications = body as NotificationPrefs;
        return { body: { success: true } };
      }),
    }),
  );
  renderRoute('/settings');
  return { calls, refuse };
}
