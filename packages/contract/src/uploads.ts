import { z } from 'zod';
import { isoDateTimeSchema, oneLineString, uuidSchema } from './common.js';
import { uploadPurposeSchema, type UploadPurpose } from './enums.js';

/** Largest file any upload accepts (SPEC §4.3); a bigger presign is 413 `payload_too_large`. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** How long a presigned upload URL, and the pending upload behind it, stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
export const FILENAME_MAX = 255;

/** The content types each purpose accepts; the file's bytes must really be that type. */
export const UPLOAD_CONTENT_TYPES = {
  listing_photo: ['image/jpeg', 'image/png', 'image/webp'],
  kyc_document: ['image/jpeg', 'image/png', 'application/pdf'],
  dispute_photo: ['image/jpeg', 'image/png', 'image/webp'],
} as const satisfies Record<UploadPurpose, readonly string[]>;

export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[UploadPurpose][number];

export const presignUploadBodySchema = z
  .strictObject({
    purpose: uploadPurposeSchema,
    // Only shown back to people; the server never builds a path from it.
    filename: oneLineString()
      .trim()
      .min(1, { error: 'Required' })
      .max(FILENAME_MAX)
      // Bidirectional controls too: `invoice\u202Egnp.pdf` would show as `invoicefdp.png`.
      .regex(/^[^\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]*$/u, {
        error: 'The filename contains bidirectional control characters',
      }),
    content_type: z.string().trim().toLowerCase().min(1).max(100),
    // Over MAX_UPLOAD_BYTES is a 413 from the server, not a validation error (SPEC §8).
    size_bytes: z.int().min(1).max(2_147_483_647),
    listing_id: uuidSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const allowed: readonly string[] = UPLOAD_CONTENT_TYPES[body.purpose];
    if (!allowed.includes(body.content_type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['content_type'],
        message: `Use one of ${allowed.join(', ')}`,
      });
    }
    // Photos are attached at finalize, so they must know their listing from the start.
    if (body.purpose === 'listing_photo' && body.listing_id === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['listing_id'],
        message: 'Required for listing photos',
      });
    }
    if (body.purpose !== 'listing_photo' && body.listing_id !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['listing_id'],
        message: 'Only listing photos take a listing_id',
      });
    }
  });
export type PresignUploadBody = z.input<typeof presignUploadBodySchema>;

export const presignUploadResponseSchema = z.object({
  upload_id: uuidSchema,
  /** Absolute (S3) or starting with `/` (served by the API itself). */
  upload_url: z.string(),
  method: z.literal('PUT'),
  /** Headers the client must send with the bytes. */
  headers: z.record(z.string(), z.string()),
  expires_at: isoDateTimeSchema,
});
export type PresignUploadResponse = z.infer<typeof presignUploadResponseSchema>;

export const finalizeUploadBodySchema = z.strictObject({ upload_id: uuidSchema });
export type FinalizeUploadBody = z.infer<typeof finalizeUploadBodySchema>;

export const uploadResponseSchema = z.object({
  /** The presign's `upload_id`; photo ids and `document_upload_ids` are these ids. */
  id: uuidSchema,
  purpose: uploadPurposeSchema,
  content_type: z.string(),
  size_bytes: z.int(),
  url: z.string(),
  thumbnail_url: z.string().optional(),
  /** Photos only: the display-size WebP (ADR 036). */
  display_url: z.string().optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** The local driver's upload URL and signed file links carry their credentials in the query. */
export const uploadContentQuerySchema = z.strictObject({ token: z.string().min(1).max(200) });

export const fileVariantSchema = z.enum(['full', 'thumb', 'display']);
export type FileVariant = z.infer<typeof fileVariantSchema>;

export const signedFileQuerySchema = z.strictObject({
  variant: fileVariantSchema.default('full'),
  exp: z.coerce.number().int().positive(),
  sig: z.string().min(1).max(200),
});
