/**
 * The auth module's tables (ADR 040): accounts, their one-time tokens, recovery codes, refresh
 * tokens and failed sign-ins. Only this module's repository queries them; other modules ask
 * through `auth/index.ts`.
 */

import {
  bigserial,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@gavel/contract';
import { at, enumOf } from '../../db/columns.js';

export const roleEnum = enumOf('role', ROLES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: roleEnum('roles').array().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** When the account proved it receives mail at `email` (SPEC §3.1); null: not yet. */
    emailVerifiedAt: at('email_verified_at'),
    /** The TOTP secret (base32) of two-step sign-in; null while it is off. */
    mfaSecret: text('mfa_secret'),
    /** A secret offered by setup and not yet confirmed by a code; replaced by each setup. */
    mfaPendingSecret: text('mfa_pending_secret'),
    mfaEnabledAt: at('mfa_enabled_at'),
    /** The time step of the last accepted code: a code is accepted once (RFC 6238 §5.2). */
    mfaLastStep: integer('mfa_last_step'),
    /**
     * When every session was last ended (password reset or change, sign out everywhere): the
     * account's own routes refuse access tokens issued before it (ADR 030).
     */
    sessionsEndedAt: at('sessions_ended_at'),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const ACCOUNT_TOKEN_PURPOSES = [
  'password_reset',
  'email_verification',
  'mfa_login',
] as const;
export const accountTokenPurposeEnum = pgEnum('account_token_purpose', ACCOUNT_TOKEN_PURPOSES);

/**
 * Single-use tokens of account flows (SPEC §3.1): emailed reset and verification links, and the
 * `mfa_token` between the password and the code. A token is `selector.verifier`: the selector
 * finds the row, the verifier's SHA-256 is compared in constant time (ADR 030).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurposeEnum('purpose').notNull(),
    selector: text('selector').notNull(),
    verifierHash: text('verifier_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('account_tokens_selector_key').on(t.selector),
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Two-step sign-in's recovery codes, as SHA-256 hashes; each works once. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. A family is every token descended from one login;
 * reuse of a spent token revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    parentId: uuid('parent_id'),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Failed logins, counted per key (`email:…`, `ip:…`) over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('login_failures_key_created_idx').on(t.key, t.createdAt)],
);
