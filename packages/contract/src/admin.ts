import { z } from 'zod';
import { isoDateTimeSchema, uuidSchema } from './common.js';
import { auditEventTypeSchema, auditSubjectTypeSchema } from './enums.js';
import { pageQueryShape } from './pagination.js';

export const queuesSchema = z.object({
  kyc_pending: z.int(),
  listings_pending: z.int(),
  auctions_schedulable: z.int(),
  auctions_live: z.int(),
  fees_outstanding: z.int(),
  /** Disputes awaiting a staff decision (SPEC §13.4). */
  disputes_open: z.int(),
});
export type Queues = z.infer<typeof queuesSchema>;

export const auditEventSchema = z.object({
  id: uuidSchema,
  type: auditEventTypeSchema,
  actor_id: uuidSchema.nullable(),
  actor_email: z.string().nullable(),
  subject_type: auditSubjectTypeSchema,
  subject_id: uuidSchema,
  data: z.record(z.string(), z.unknown()),
  created_at: isoDateTimeSchema,
  // Display fields for the staff console (additive to SPEC §6's shape): the names a person
  // reads instead of ids; null when the record is gone or has no name.
  actor_name: z
    .string()
    .nullable()
    .describe("The actor's dealer company name, else the account's name"),
  subject_name: z
    .string()
    .nullable()
    .describe(
      "The subject's name: a listing's (or an auction's listing's) title, a dealer's company, a KYC applicant's or a user's name",
    ),
  listing_id: uuidSchema
    .nullable()
    .describe("The listing the subject is about: a listing's own id, an auction's listing"),
  currency: z
    .string()
    .nullable()
    .describe("The currency of the subject auction or listing: the one `data`'s amounts are in"),
  dealer_name: z
    .string()
    .nullable()
    .describe('The company of the dealer `data` names (`dealer_id`, `winner_dealer_id`)'),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventsQuerySchema = z.strictObject({
  ...pageQueryShape,
  type: auditEventTypeSchema.optional(),
  actor_id: uuidSchema.optional(),
  subject_id: uuidSchema.optional(),
});
