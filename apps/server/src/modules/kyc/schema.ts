/** The KYC module's table (ADR 040): one KYC record per account and kind (SPEC §4). */

import { index, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kycKindSchema } from '@gavel/contract';
import { at, enumOf } from '../../db/columns.js';
// Another area's table, only for a foreign key: from the assembled schema (ADR 040).
import { users } from '../../db/schema.js';

/** `not_started` is never stored: it is the answer when no record exists. */
export const kycStatusEnum = pgEnum('kyc_status', [
  'pending',
  'approved',
  'rejected',
  'resubmission_requested',
]);
export const kycKindEnum = enumOf('kyc_kind', kycKindSchema.options);

/**
 * One KYC record per user and kind; a resubmission updates it (its history is in the audit
 * trail). Kind-specific fields live in `details`, validated by the contract's schemas.
 */
export const kycRecords = pgTable(
  'kyc_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: kycKindEnum('kind').notNull(),
    status: kycStatusEnum('status').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    documentUploadIds: uuid('document_upload_ids').array().notNull(),
    reviewNote: text('review_note'),
    reviewedAt: at('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: at('submitted_at').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('kyc_records_user_kind_key').on(t.userId, t.kind),
    index('kyc_records_status_submitted_idx').on(t.status, t.submittedAt, t.id),
  ],
);
