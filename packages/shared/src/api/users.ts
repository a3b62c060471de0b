/**
 * User and account contracts (spec 000 §3 User/Project, §7 /users calls, /locals, /api/theme,
 * /api/users/{id}; 002 §7): sign-in, sessions, projects, password reset, signup, invites,
 * settings and the hand-over sign-ins.
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../rules/constants';
import { roleValues } from '../rules/roles';
import { brandInfo } from './branding';
import { objectIdSchema, safeText } from './common';

/** Longest accepted e-mail and password: bounds every input (security requirement 14). */
const EMAIL_MAX = 254;
const PASSWORD_MAX = 256;
const NAME_MAX = 100;

/** E-mail as the spec signs in with it: lowercased and trimmed before any lookup. */
export const emailSchema = safeText().trim().toLowerCase().min(1).max(EMAIL_MAX);
/** A password as typed; never trimmed or case-folded. */
export const passwordSchema = safeText().min(1).max(PASSWORD_MAX);
/** A new password: the spec's minimum length. */
export const newPasswordSchema = safeText().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX);

export const roleSchema = z.enum(roleValues);
export const colorModeSchema = z.enum(['dark', 'light']);

export const notificationPrefs = z.object({ email: z.boolean(), sms: z.boolean() });
export type NotificationPrefs = z.infer<typeof notificationPrefs>;

/** User.onboardingComplete (000 §3): modals by step, tooltips by id, alerts with completion time. */
export const onboardingState = z.object({
  modals: z.record(
    safeText().max(64),
    z.object({
      step: z.number().int().min(0).max(100),
      name: safeText().max(100),
      complete: z.boolean(),
    }),
  ),
  tooltips: z.record(safeText().max(64), z.boolean()),
  alerts: z.record(
    safeText().max(64),
    z.object({ complete: z.boolean(), completedAt: safeText().max(40).optional() }),
  ),
});
export type OnboardingState = z.infer<typeof onboardingState>;

/** The signed-in user as the client sees it; never a hash, token or another user's data. */
export const accountUser = z.object({
  objectId: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  theme: colorModeSchema,
  profilePhoto: z.object({ url: z.string() }).nullable(),
  notifications: notificationPrefs,
  acceptTerms: z.boolean(),
  onboardingComplete: onboardingState,
  emailVerified: z.boolean(),
  /** One of the operator's staff, who may use the topology onboarding wizard (decision 018). */
  staff: z.boolean().optional(),
});
export type AccountUser = z.infer<typeof accountUser>;

export const projectChoice = z.object({ objectId: z.string(), name: z.string() });
export type ProjectChoice = z.infer<typeof projectChoice>;

/** The signed-in project with its feature flags and white-label data (000 §1, §3). */
export const accountProject = z.object({
  objectId: z.string(),
  name: z.string(),
  themes: z.object({
    light: z.record(z.string(), z.string()).optional(),
    dark: z.record(z.string(), z.string()).optional(),
  }),
  whitelabel: z.boolean(),
  mapView: z.boolean(),
  hideKiosks: z.boolean(),
  aqiWidget: z.boolean(),
  autoTheme: z.boolean(),
  commanderLicenseId: z.string().nullable(),
});
export type AccountProject = z.infer<typeof accountProject>;

// --- Password sign-in (000 §7) --------------------------------------------------------------

export const credentialsBody = z.object({ username: emailSchema, password: passwordSchema });
export type CredentialsBody = z.input<typeof credentialsBody>;
export const projectsResponse = z.object({ projects: z.array(projectChoice) });
export type ProjectsResponse = z.infer<typeof projectsResponse>;

export const loginBody = credentialsBody.extend({ project: objectIdSchema });
export type LoginBody = z.input<typeof loginBody>;
export const sessionResponse = z.object({ token: z.string(), user: accountUser });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const createProjectBody = credentialsBody.extend({
  name: safeText().trim().min(1).max(NAME_MAX),
});
export type CreateProjectBody = z.input<typeof createProjectBody>;
export const createProjectResponse = z.object({ results: z.object({ objectId: z.string() }) });

export const updateTokenBody = z.object({ user: objectIdSchema, project: objectIdSchema });
export type UpdateTokenBody = z.input<typeof updateTokenBody>;

export const localsResponse = z.object({
  user: accountUser,
  project: accountProject.nullable(),
  projects: z.array(projectChoice),
  /** The kit and devices of the project's onboarding; owned by the kit issue, empty until then. */
  kit: z.null(),
  devices: z.array(z.never()),
  brand: brandInfo,
});
export type LocalsResponse = z.infer<typeof localsResponse>;

export const successResponse = z.object({ success: z.literal(true) });

// --- Password reset (000 §7, §8) --------------------------------------------------------------

export const resetEmailBody = z.object({ email: emailSchema });
export const resetPasswordBody = z.object({
  email: emailSchema.optional(),
  password: newPasswordSchema,
  token: safeText().min(1).max(200),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export const resetPasswordResponse = z.object({ results: z.object({ email: z.string() }) });

// --- Theme and the user's own state (000 §7) ----------------------------------------------------

export const themeBody = z.object({ theme: colorModeSchema });
export const userIdParams = z.object({ userId: objectIdSchema });
/**
 * POST /api/users/{userId}: the client sends the whole user object; only the fields a user owns
 * about themselves are read from it (mass assignment, security requirement 3).
 */
export const updateOwnUserBody = z.looseObject({
  onboardingComplete: onboardingState.optional(),
  acceptTerms: z.boolean().optional(),
});
export const userResponse = z.object({ user: accountUser });
export type UserResponse = z.infer<typeof userResponse>;

// --- Settings (002 §7) --------------------------------------------------------------------------

export const notificationsBody = notificationPrefs;
export const verifyPasswordBody = z.object({ email: emailSchema, password: passwordSchema });
/** The current password is sent again so a borrowed session alone cannot change it. */
export const changePasswordBody = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  currentPassword: passwordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export const changedPasswordNotifyBody = z.object({
  user: objectIdSchema,
  project: objectIdSchema.optional(),
});

// --- Signup, verification, invites (002 §4, §7) -------------------------------------------------

export const signupBody = z.object({
  email: emailSchema,
  firstName: safeText().trim().min(1).max(NAME_MAX),
  lastName: safeText().trim().min(1).max(NAME_MAX),
});
export type SignupBody = z.input<typeof signupBody>;
export const verifyQuery = z.object({ email: emailSchema });
export const verifyResponse = z.object({ user: z.object({ emailVerified: z.boolean() }) });

export const inviteBody = z.object({ email: emailSchema, role: z.enum(['user', 'admin']) });
export type InviteBody = z.input<typeof inviteBody>;
export const acceptInviteBody = z.object({
  token: safeText().min(1).max(200),
  password: newPasswordSchema,
  acceptTerms: z.literal(true),
  firstName: safeText().trim().max(NAME_MAX).optional(),
  lastName: safeText().trim().max(NAME_MAX).optional(),
});
export type AcceptInviteBody = z.input<typeof acceptInviteBody>;
export const acceptInviteResponse = sessionResponse;
/** An existing account accepts an invitation with its own password (decision 009). */
export const acceptInviteAsExistingUserBody = z.object({
  token: safeText().min(1).max(200),
  password: passwordSchema,
});
export type AcceptInviteAsExistingUserBody = z.input<typeof acceptInviteAsExistingUserBody>;
export const inviteInfoQuery = z.object({ token: safeText().min(1).max(200) });
/** `existingAccount`: the address has an account, which accepts with its password. */
export const inviteInfoResponse = z.object({
  email: z.string(),
  projectName: z.string(),
  existingAccount: z.boolean(),
});
export type InviteInfoResponse = z.infer<typeof inviteInfoResponse>;

// --- Hand-over sign-ins (000 §2; 002 §4, §5) ---------------------------------------------------

export const googleLinkResponse = z.object({ url: z.string() });

export const commanderLoginBody = z.object({ token: safeText().min(1).max(8192) });
export const commanderLoginResponse = sessionResponse.extend({
  siteId: z.string().nullable(),
  projectId: z.string().nullable(),
});
export type CommanderLoginResponse = z.infer<typeof commanderLoginResponse>;

// --- Token sign-in (000 §2, §5, §8; issue 11) -----------------------------------------------------

/** POST /users/token-login/code: a one-time code for the caller's account, for a /token-login link. */
export const loginCodeResponse = z.object({
  token: z.string(),
  user: z.object({ objectId: objectIdSchema }),
});
export type LoginCodeResponse = z.infer<typeof loginCodeResponse>;
/** POST /users/token-login: the link's code and the user it names, for a session. */
export const tokenLoginBody = z.object({ token: safeText().min(1).max(200), user: objectIdSchema });
export type TokenLoginBody = z.input<typeof tokenLoginBody>;
