import { z } from 'zod';
import {
  emailSchema,
  isoDateTimeSchema,
  passwordSchema,
  textSchema,
  uuidSchema,
} from './common.js';
import { registerRoleSchema, roleSchema } from './enums.js';

export const registerBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  role: registerRoleSchema,
  name: textSchema(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  // Any length is accepted here so an over-long password is simply wrong, not a hint.
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** Refresh tokens are opaque strings; the bound stops abuse, not real tokens. */
const refreshTokenSchema = z.string().min(1).max(512);
export const refreshBodySchema = z.strictObject({ refresh_token: refreshTokenSchema });
export type RefreshBody = z.infer<typeof refreshBodySchema>;
export const logoutBodySchema = refreshBodySchema;
export type LogoutBody = RefreshBody;

export const sessionUserSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
  /** Whether the account proved it receives mail at `email` (SPEC §3.1). */
  email_verified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const sessionResponseSchema = tokenPairSchema.extend({ user: sessionUserSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The password was right; the account asks for its second step (`POST /auth/mfa/verify`). */
export const mfaChallengeSchema = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** `POST /auth/login`: a session, or the second step for an account with two-step sign-in. */
export const loginResponseSchema = z.union([sessionResponseSchema, mfaChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const isMfaChallenge = (answer: LoginResponse): answer is MfaChallenge =>
  'mfa_required' in answer;

export const refreshResponseSchema = tokenPairSchema;
export type RefreshResponse = TokenPair;

export const meResponseSchema = sessionUserSchema.extend({
  created_at: isoDateTimeSchema,
  mfa_enabled: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** The web app's session in `localStorage["auth"]` (seed §3). */
export const storedSessionSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  roles: z.array(z.string()),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;

// --- Keeping an account (SPEC §3.1) ---

/** Emailed tokens and `mfa_token`: opaque; the bound stops abuse, not real tokens. */
const accountTokenSchema = z.string().trim().min(1).max(512);

export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.strictObject({
  token: accountTokenSchema,
  password: passwordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const verifyEmailBodySchema = z.strictObject({ token: accountTokenSchema });
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;
export const verifyEmailResponseSchema = z.object({ email_verified: z.literal(true) });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** `202 {}`: the request is taken; what happens next is not told (no enumeration). */
export const acceptedResponseSchema = z.object({});
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;

export const changePasswordBodySchema = z.strictObject({
  // Any length, as at sign-in: a wrong one is simply wrong.
  current_password: z.string().min(1, { error: 'Enter your current password' }).max(1024),
  new_password: passwordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/**
 * A code from the authenticator app (6 digits, spaces allowed) or a recovery code
 * (four groups of four, such as `k3m9-x2qa-7vtp-hw4c`); normalised by the server.
 */
export const mfaCodeSchema = z
  .string()
  .trim()
  .min(1, { error: 'Enter the code' })
  .max(64, { error: 'Enter the code' });

export const mfaSetupResponseSchema = z.object({
  /** The shared secret, base32, for people who type it into their app. */
  secret: z.string(),
  /** `otpauth://totp/…` (Key URI format), shown as a QR code. */
  otpauth_url: z.string(),
});
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

export const mfaEnableBodySchema = z.strictObject({ code: mfaCodeSchema });
export type MfaEnableBody = z.input<typeof mfaEnableBodySchema>;

/** Recovery codes: shown once, stored hashed, each usable once instead of a code. */
export const MFA_RECOVERY_CODE_COUNT = 10;
export const mfaEnableResponseSchema = z.object({
  recovery_codes: z.array(z.string()).length(MFA_RECOVERY_CODE_COUNT),
});
export type MfaEnableResponse = z.infer<typeof mfaEnableResponseSchema>;

export const mfaDisableBodySchema = z.strictObject({
  password: z.string().min(1, { error: 'Enter your password' }).max(1024),
  code: mfaCodeSchema,
});
export type MfaDisableBody = z.input<typeof mfaDisableBodySchema>;

export const mfaVerifyBodySchema = z.strictObject({
  mfa_token: accountTokenSchema,
  code: mfaCodeSchema,
});
export type MfaVerifyBody = z.input<typeof mfaVerifyBodySchema>;
