/** The dealers module's table (ADR 040): dealer profiles and their standing (SPEC §4). */

import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dealerStatusSchema } from '@gavel/contract';
import { at, enumOf } from '../../db/columns.js';
// Another area's table, only for a foreign key: from the assembled schema (ADR 040).
import { users } from '../../db/schema.js';

export interface KycAddress {
  line1: string;
  line2?: string | undefined;
  city: string;
  postal_code: string;
  country: string;
}

export const dealerStatusEnum = enumOf('dealer_status', dealerStatusSchema.options);

export const dealerProfiles = pgTable(
  'dealer_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: dealerStatusEnum('status').notNull(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: jsonb('address').$type<KycAddress>().notNull(),
    website: text('website'),
    suspendedReason: text('suspended_reason'),
    /** How many times staff suspended the dealer: a later suspension voids maxima (ADR 025). */
    suspensionCount: integer('suspension_count').notNull().default(0),
    activatedAt: at('activated_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('dealer_profiles_user_key').on(t.userId),
    index('dealer_profiles_status_created_idx').on(t.status, t.createdAt, t.id),
    index('dealer_profiles_created_idx').on(t.createdAt, t.id),
  ],
);
