import { z } from 'zod';
import { isCountryCode } from './countries.js';
import { DEFAULT_TEXT_MAX, MONEY_MAX_CENTS, ONE_LINE_PATTERN, REASON_MAX } from './values.js';

export { DEFAULT_TEXT_MAX, MONEY_MAX_CENTS, REASON_MAX };

export const uuidSchema = z.uuid();
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Trimmed, lower-cased email address. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/**
 * The rule for a new password, for people. Length is checked here; the rest needs dictionaries
 * too large for the browser, so only the server checks it (zxcvbn, NIST SP 800-63B) and answers
 * 422 on `password` with what to change.
 */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN} characters and hard to guess: not a common password, and not your name, your email or “Gavel”. A few unrelated words work well.`;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` })
  .describe(PASSWORD_RULE);

type StringParams = Parameters<typeof z.string>[0];

/** Why a one-line field refuses a value: the only message, so forms and the API agree. */
export const ONE_LINE_MESSAGE = 'Must be a single line without control characters';
/** Why a multi-line field refuses a value. */
export const MULTI_LINE_MESSAGE =
  'Must not contain control characters other than line breaks and tabs';

/** One line of text (declared in values.ts, where the web's URL readers find it). */
export { ONE_LINE_PATTERN };
/** Multi-line text: as one line, but LF, CR and tab are allowed. */
export const MULTI_LINE_PATTERN = /^(?:[^\p{Cc}\u2028\u2029]|[\t\n\r])*$/u;

/**
 * The base of every one-line field a person types (names, titles, address lines, cities,
 * references, search text …): a string refused with {@link ONE_LINE_MESSAGE} when it holds a
 * control character. Chain trimming and lengths after it.
 */
export const oneLineString = (params?: StringParams) =>
  z.string(params).regex(ONE_LINE_PATTERN, { error: ONE_LINE_MESSAGE });

/**
 * The base of every multi-line field a person types (descriptions, staff reasons and notes):
 * line breaks and tabs are kept, other control characters are refused.
 */
export const multiLineString = (params?: StringParams) =>
  z.string(params).regex(MULTI_LINE_PATTERN, { error: MULTI_LINE_MESSAGE });

/** A required line of text a person types: one line, trimmed, 1–`max` characters. */
export const textSchema = (max = DEFAULT_TEXT_MAX) =>
  oneLineString().trim().min(1, { error: 'Required' }).max(max);

/** An optional line of text a person types: blank is the same as absent. */
export const optionalTextSchema = (max = DEFAULT_TEXT_MAX) =>
  oneLineString()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? undefined : v))
    .optional();

export const moneyCentsSchema = z.int().min(0).max(MONEY_MAX_CENTS);

/** ISO 3166-1 alpha-2, upper-cased before validation; only assigned codes (`XX` is refused). */
export const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(
    z.string().refine(isCountryCode, {
      error: 'Use a two-letter ISO 3166-1 country code, such as US or GB',
    }),
  );

/** E.164: `+` and 7–15 digits; spaces and dashes are stripped first. */
export const phoneSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z.string().regex(/^\+\d{7,15}$/, { error: 'Use international format, e.g. +441234567890' }),
  );

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/**
 * A body whose fields are all optional may be omitted (SPEC §8). An omitted body is parsed as
 * `{}`, so a missing required field is reported on its own path.
 */
export const omittableBody = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => value ?? {}, schema);

/** A staff reason (reject, request resubmission, suspend, force end): 1–1000 characters. */
export const reasonSchema = multiLineString({ error: 'Reason is required' })
  .trim()
  .min(1, { error: 'Reason is required' })
  .max(REASON_MAX, { error: `Reason must be at most ${REASON_MAX} characters` });

const reasonFields = z.strictObject({ reason: reasonSchema });
/** `{reason}` bodies; an omitted body reports the missing reason on `reason`. */
export const reasonBodySchema = omittableBody(reasonFields);
export type ReasonBody = z.input<typeof reasonFields>;
