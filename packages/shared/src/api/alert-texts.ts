/**
 * Alert text message settings (issue 22), the signed-in user's own, on Settings → Account:
 * GET /users/sms, POST /users/sms/phone (send a code to a new number), POST /users/sms/phone/verify
 * (prove it with the code), DELETE /users/sms/phone (forget the number; texts stop) and
 * PUT /users/sms/quiet-hours. Alert texts go only to a verified number; the answer never holds the
 * code. The limits are rules/alert-texts.ts.
 */
import { z } from 'zod';
import { SMS_CODE_LENGTH, isTimeOfDay } from '../rules/alert-texts';
import { safeText } from './common';

const timeOfDay = safeText().refine(isTimeOfDay, { message: 'must be a time of day, HH:MM' });

export const smsQuietHours = z.object({ start: timeOfDay, end: timeOfDay });
export type SmsQuietHours = z.infer<typeof smsQuietHours>;

export const alertTextSettings = z.object({
  /** The verified number texts go to, E.164 (+15551234567); null: none. */
  phone: z.string().nullable(),
  /** A number sent a code and not yet verified, E.164; null: none. */
  pendingPhone: z.string().nullable(),
  quietHours: smsQuietHours.nullable(),
});
export type AlertTextSettings = z.infer<typeof alertTextSettings>;

/** A number as typed (national numbers are read as US numbers); the server stores E.164. */
export const smsPhoneBody = z.object({ phone: safeText().trim().min(1).max(32) });
export type SmsPhoneBody = z.input<typeof smsPhoneBody>;

export const smsVerifyBody = z.object({
  code: safeText()
    .trim()
    .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), `must be ${SMS_CODE_LENGTH} digits`),
});
export type SmsVerifyBody = z.input<typeof smsVerifyBody>;

export const smsQuietHoursBody = z.object({ quietHours: smsQuietHours.nullable() });
export type SmsQuietHoursBody = z.input<typeof smsQuietHoursBody>;
