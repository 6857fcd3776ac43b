import { z } from 'zod';
import {
  countrySchema,
  isoDateTimeSchema,
  multiLineString,
  omittableBody,
  optionalTextSchema,
  phoneSchema,
  REASON_MAX,
  reasonBodySchema,
  textSchema,
  uuidSchema,
  type ReasonBody,
} from './common.js';
import { documentTypeSchema, kycStatusSchema } from './enums.js';
import { pageQuerySchema, pageSchema } from './pagination.js';

/** At most this many documents per KYC submission (SPEC §4.1). */
export const KYC_DOCUMENTS_MAX = 4;
/** Sellers must be at least this old on the day they submit (UTC). */
export const KYC_MIN_AGE_YEARS = 18;

/** Optional text a person types: blank is the same as absent. */
const optionalText = optionalTextSchema();

/** The postal address of KYC records and dealer profiles, as sent. */
export const addressBodySchema = z.strictObject({
  line1: textSchema(),
  line2: optionalText,
  city: textSchema(),
  postal_code: textSchema(),
  country: countrySchema,
});
export type AddressBody = z.input<typeof addressBodySchema>;
export type AddressInput = z.output<typeof addressBodySchema>;

/** The address as answered: `line2` is null when there is none. */
export const addressSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

const documentUploadIdsSchema = z
  .array(uuidSchema)
  .min(1, { error: 'Attach at least one document' })
  .max(KYC_DOCUMENTS_MAX, { error: `Attach at most ${KYC_DOCUMENTS_MAX} documents` })
  .refine((ids) => new Set(ids).size === ids.length, {
    error: 'Each document can be attached only once',
  });

export const sellerKycBodySchema = z.strictObject({
  full_name: textSchema(),
  /** YYYY-MM-DD, a real calendar date; the age rule needs the server's clock. */
  date_of_birth: z.iso.date({ error: 'Use a real date in the format YYYY-MM-DD' }),
  phone: phoneSchema,
  address: addressBodySchema,
  document_type: documentTypeSchema,
  document_number: textSchema(),
  document_upload_ids: documentUploadIdsSchema,
});
export type SellerKycBody = z.input<typeof sellerKycBodySchema>;
export type SellerKycInput = z.output<typeof sellerKycBodySchema>;

export const dealerKycBodySchema = z.strictObject({
  business_name: textSchema(),
  registration_number: textSchema(),
  vat_number: optionalText,
  address: addressBodySchema,
  representative_name: textSchema(),
  document_upload_ids: documentUploadIdsSchema,
});
export type DealerKycBody = z.input<typeof dealerKycBodySchema>;
export type DealerKycInput = z.output<typeof dealerKycBodySchema>;

/** A KYC document as answered; `url` is a short-lived link for the owner and staff only. */
export const kycDocumentSchema = z.object({
  id: uuidSchema,
  content_type: z.string(),
  size_bytes: z.int(),
  filename: z.string(),
  url: z.string(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

/** Statuses a stored record can have; `not_started` only means "no record". */
export const kycRecordStatusSchema = kycStatusSchema.exclude(['not_started']);
export type KycRecordStatus = z.infer<typeof kycRecordStatusSchema>;

const recordShape = {
  id: uuidSchema,
  status: kycRecordStatusSchema,
  address: addressSchema,
  documents: z.array(kycDocumentSchema),
  /** The reviewer's note or reason; null until reviewed and again after a resubmission. */
  review_note: z.string().nullable(),
  reviewed_at: isoDateTimeSchema.nullable(),
  submitted_at: isoDateTimeSchema,
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
};

export const sellerKycRecordSchema = z.object({
  ...recordShape,
  kind: z.literal('seller'),
  full_name: z.string(),
  date_of_birth: z.string(),
  phone: z.string(),
  document_type: documentTypeSchema,
  /** Only the last characters are ever shown, e.g. `•••••1234` (ADR 009). */
  document_number: z.string(),
});
export type SellerKycRecord = z.infer<typeof sellerKycRecordSchema>;

export const dealerKycRecordSchema = z.object({
  ...recordShape,
  kind: z.literal('dealer'),
  business_name: z.string(),
  registration_number: z.string(),
  vat_number: z.string().nullable(),
  representative_name: z.string(),
});
export type DealerKycRecord = z.infer<typeof dealerKycRecordSchema>;

export type KycRecord = SellerKycRecord | DealerKycRecord;

/** The answer of `GET /api/{seller|dealer}/kyc` for an account that never submitted. */
export const kycNotStartedSchema = z.object({ status: z.literal('not_started') });
export type KycNotStarted = z.infer<typeof kycNotStartedSchema>;

export const sellerKycResponseSchema = z.union([sellerKycRecordSchema, kycNotStartedSchema]);
export type SellerKycResponse = z.infer<typeof sellerKycResponseSchema>;
export const dealerKycResponseSchema = z.union([dealerKycRecordSchema, kycNotStartedSchema]);
export type DealerKycResponse = z.infer<typeof dealerKycResponseSchema>;

/** Staff see whose record it is: the pending list items and every review action's answer. */
const ownerShape = { user_id: uuidSchema, email: z.string() };
export const staffKycRecordSchema = z.discriminatedUnion('kind', [
  sellerKycRecordSchema.extend(ownerShape),
  dealerKycRecordSchema.extend(ownerShape),
]);
export type StaffKycRecord = z.infer<typeof staffKycRecordSchema>;

export const kycPendingQuerySchema = pageQuerySchema;
export type KycPendingQuery = z.infer<typeof kycPendingQuerySchema>;
export const kycPendingPageSchema = pageSchema(staffKycRecordSchema);

export const kycIdParamsSchema = z.strictObject({ id: uuidSchema });

const approveFields = z.strictObject({
  note: multiLineString()
    .trim()
    .max(REASON_MAX, { error: `Note must be at most ${REASON_MAX} characters` })
    // A blank note is no note.
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
});
/** `POST /api/admin/kyc/{id}/approve`: the body may be omitted. */
export const kycApproveBodySchema = omittableBody(approveFields);
export type KycApproveBody = z.input<typeof approveFields>;

/** `/reject` and `/request-resubmission`: a reason is required. */
export const kycReasonBodySchema = reasonBodySchema;
export type KycReasonBody = ReasonBody;
