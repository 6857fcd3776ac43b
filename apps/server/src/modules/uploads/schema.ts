/** The uploads module's table (ADR 040): every file a user sends. */

import { index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { uploadPurposeSchema } from '@gavel/contract';
import { at, enumOf } from '../../db/columns.js';
// Another area's table, only for a foreign key: from the assembled schema (ADR 040).
import { users } from '../../db/schema.js';

export const uploadPurposeEnum = enumOf('upload_purpose', uploadPurposeSchema.options);
export const uploadStatusEnum = pgEnum('upload_status', ['pending', 'finalized']);

/**
 * Every file a user sends. The storage key is made by the server (`purpose/id…`); the client's
 * filename is kept for display only. Pending rows expire and are swept with their objects.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: uploadPurposeEnum('purpose').notNull(),
    status: uploadStatusEnum('status').notNull(),
    filename: text('filename').notNull(),
    /** Declared at presign; after finalize, the type the bytes really are. */
    contentType: text('content_type').notNull(),
    /** Declared at presign; after finalize, the stored object's size. */
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    /** Photos: the display-size WebP; null for photos finalized before it existed (ADR 036). */
    displayKey: text('display_key'),
    /**
     * Photos: the thumbnail and the display size again as AVIF, for browsers that accept it
     * (about half the bytes, ADR 037); null for photos finalized before they existed.
     */
    thumbnailAvifKey: text('thumbnail_avif_key'),
    displayAvifKey: text('display_avif_key'),
    /** For listing photos: the listing to attach to at finalize. */
    listingId: uuid('listing_id'),
    width: integer('width'),
    height: integer('height'),
    /** When the signed PUT was used (the local driver's tokens are single-use). */
    receivedAt: at('received_at'),
    expiresAt: at('expires_at').notNull(),
    finalizedAt: at('finalized_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('uploads_status_expires_idx').on(t.status, t.expiresAt),
    index('uploads_owner_created_idx').on(t.ownerId, t.createdAt),
  ],
);
