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
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventsQuerySchema = z.strictObject({
  ...pageQueryShape,
  type: auditEventTypeSchema.optional(),
  actor_id: uuidSchema.optional(),
  subject_id: uuidSchema.optional(),
});
