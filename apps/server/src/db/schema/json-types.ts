/** Shapes of the JSON columns, so Drizzle types what is read and written. */
export type { ThemeTokens } from '@airboard/shared';
export interface NotificationPrefs {
  email: boolean;
  sms: boolean;
}
/** User.smsQuietHours: no alert texts from start to end ('HH:MM', may span midnight). */
export interface SmsQuietHours {
  start: string;
  end: string;
}
/** User.onboardingComplete (spec 000 §3): modals by step, tooltips by id, alerts with completion time. */
export interface OnboardingState {
  modals: Record<string, { step: number; name: string; complete: boolean }>;
  tooltips: Record<string, boolean>;
  alerts: Record<string, { complete: boolean; completedAt?: string }>;
}
/** Single sign-on settings of a brand or project (issuer, entry point, certificates). */
export interface SsoConfig {
  saml?: { entryPoint: string; issuer: string; idpCert: string; audience?: string };
  emailDomain?: string;
}
export interface ScoreValue {
  ts: string;
  val: number;
}
export type ZoneScores = Partial<
  Record<'scoreOA' | 'scoreAQ' | 'scoreOW' | 'scoreAF' | 'scoreEQ', ScoreValue>
>;
export interface FloorZoneRect {
  x: number;
  y: number;
  w: number;
  h: number;
  name: string;
}
/** Colours and logos of a site's branded kiosk: the contract's shape, stored as it is. */
export type { SiteBranding } from '@airboard/shared/api';
export type { OpeningHours } from '@airboard/shared/rules';
export interface PointRange {
  min?: number;
  max?: number;
}
export interface MultipointEntry {
  pointId: string;
  name: string;
  unit: string;
  measurementType: string;
  siteId: string;
  zoneId: string | null;
}
