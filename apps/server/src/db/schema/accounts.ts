/** Accounts and tenancy: brands, projects, users, memberships, sessions and one-time tokens. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ThemeTokens,
  OnboardingState,
  NotificationPrefs,
  SmsQuietHours,
  SsoConfig,
} from './json-types';
import { createdAt, objectId, themeName, tstz, updatedAt, userRole } from './common';

/** A brand is chosen by the request's host name; exactly one is the default. */
export const brands = pgTable('brands', {
  id: objectId().primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  hosts: text('hosts')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  logoUrl: text('logo_url').notNull(),
  contactUrl: text('contact_url').notNull(),
  inviteSender: text('invite_sender').notNull(),
  poweredByText: text('powered_by_text').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  sso: jsonb('sso').$type<SsoConfig>(),
  createdAt: createdAt(),
});

export const projects = pgTable('projects', {
  id: objectId().primaryKey(),
  name: text('name').notNull(),
  brandId: text('brand_id').references(() => brands.id, { onDelete: 'set null' }),
  whitelabel: boolean('whitelabel').notNull().default(false),
  /** White-label data overriding the brand (spec 000 §1). */
  whitelabelName: text('whitelabel_name'),
  loginLogoUrl: text('login_logo_url'),
  contactUrl: text('contact_url'),
  lightLogoUrl: text('light_logo_url'),
  darkLogoUrl: text('dark_logo_url'),
  themes: jsonb('themes')
    .$type<{ light?: ThemeTokens; dark?: ThemeTokens }>()
    .notNull()
    .default({}),
  mapView: boolean('map_view').notNull().default(false),
  hideKiosks: boolean('hide_kiosks').notNull().default(false),
  aqiWidget: boolean('aqi_widget').notNull().default(false),
  autoTheme: boolean('auto_theme').notNull().default(false),
  commanderLicenseId: text('commander_license_id'),
  sso: jsonb('sso').$type<SsoConfig>(),
  /**
   * The address of the project's public status page, /status/{statusSlug} (issue 17); null: the
   * project publishes none.
   */
  statusSlug: text('status_slug').unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable('users', {
  id: objectId().primaryKey(),
  /** Stored lowercased and trimmed; unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  /** The mobile number for alert texts, in E.164 (issue 22); alerts go to it once verified. */
  phone: text('phone'),
  /** When the user proved the number theirs with a code sent to it; null: texts go nowhere. */
  phoneVerifiedAt: tstz('phone_verified_at'),
  /** Hours in which no alert text is sent ('HH:MM' in the alert's site time); null: none. */
  smsQuietHours: jsonb('sms_quiet_hours').$type<SmsQuietHours>(),
  theme: themeName('theme').notNull().default('dark'),
  profilePhotoUrl: text('profile_photo_url'),
  notifications: jsonb('notifications')
    .$type<NotificationPrefs>()
    .notNull()
    .default({ email: false, sms: false }),
  acceptTerms: boolean('accept_terms').notNull().default(false),
  onboardingComplete: jsonb('onboarding_complete')
    .$type<OnboardingState>()
    .notNull()
    .default({ modals: {}, tooltips: {}, alerts: {} }),
  emailVerified: boolean('email_verified').notNull().default(false),
  /**
   * One of the operator's own staff, who may use the topology onboarding wizard in the projects
   * they belong to (decision 018); set by the operator, never through the API.
   */
  staff: boolean('staff').notNull().default(false),
  passwordChangedAt: tstz('password_changed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** External identities (Google, SAML), keyed by (provider, subject) — never by e-mail. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: objectId().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject').on(t.provider, t.subject)],
);

/**
 * A user's place in a project, with the role they hold there (decision 009): roles are per
 * membership, never global, and a membership exists only once an invitation was accepted.
 */
export const memberships = pgTable(
  'memberships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    role: userRole('role').notNull().default('user'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId] }),
    index('memberships_project').on(t.projectId),
  ],
);

/** Opaque bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: objectId().primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/**
 * Invitations to a project, pending until the invited person accepts: for a new address the
 * acceptance creates the account, for an existing account it needs that account's password.
 */
export const invites = pgTable(
  'invites',
  {
    id: objectId().primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: userRole('role').notNull().default('user'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: tstz('expires_at').notNull(),
    acceptedAt: tstz('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('invites_project').on(t.projectId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: objectId().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user').on(t.userId)],
);

/** Single-use ids seen from outside: hand-over JWT `jti`s and SAML assertion ids (replay cache). */
export const consumedTokens = pgTable(
  'consumed_tokens',
  {
    kind: text('kind').notNull(),
    tokenId: text('token_id').notNull(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.tokenId] })],
);

/**
 * Short-lived, single-use secrets of flows that span requests (db/single-use-entries.ts): Google
 * sign-in states and account links, report CSV download tickets. Each is stored under its kind and
 * a SHA-256 of the secret, until it expires, and taken once. In the database, not in a process's
 * memory, so the next request may reach any server process and a restart loses nothing.
 */
export const singleUseEntries = pgTable(
  'single_use_entries',
  {
    kind: text('kind').notNull(),
    keyHash: text('key_hash').notNull(),
    value: jsonb('value').notNull(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.keyHash] })],
);

/**
 * Attempt counters of the sign-in throttle (auth/throttle.ts) and of the per-address request
 * limits (plugins/rate-limit-store.ts): one row per key, counted in a fixed window that starts at
 * the key's first attempt. In the database so that every server process shares them and one
 * statement can count an attempt atomically.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: tstz('window_ends_at').notNull(),
  },
  (t) => [index('attempt_counters_window_ends_at').on(t.windowEndsAt)],
);

/**
 * One-time codes of token sign-in (/token-login): stored hashed, short-lived, used once, for the
 * user and project of the session that asked for them.
 */
export const loginCodes = pgTable('login_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
});

/**
 * A mobile number waiting to be verified (issue 22): the code sent to it (only its hash), when it
 * expires, the wrong guesses so far, and the codes sent in the current window (the send limit).
 * Deleted when the number is verified; one per user.
 */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  sends: integer('sends').notNull().default(1),
  windowStartedAt: tstz('window_started_at').notNull().defaultNow(),
  createdAt: createdAt(),
});

/**
 * Alert texts held back because the user reached their hourly cap (issue 22): sent together as
 * one digest text when the hour is over, then deleted.
 */
export const smsDigestEntries = pgTable(
  'sms_digest_entries',
  {
    id: objectId().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    alertId: text('alert_id').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_digest_entries_user').on(t.userId, t.createdAt)],
);
