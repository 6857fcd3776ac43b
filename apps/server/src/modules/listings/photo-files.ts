import type { ColumnBaseConfig, ColumnDataType, Subquery } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A text or uuid column of the subquery, null only where `TNotNull` is false. */
type Key<TNotNull extends boolean> = PgColumn<
  ColumnBaseConfig<ColumnDataType, string> & {
    tableName: 'photo_files';
    data: string;
    notNull: TNotNull;
  }
>;

// A type, not an interface: drizzle takes a subquery's selection as a record, which an interface
// is not (no implicit index signature).
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
type PhotoFileColumns = {
  /** The upload's id, which is its photo's. */
  id: Key<true>;
  storageKey: Key<true>;
  thumbnailKey: Key<false>;
  displayKey: Key<false>;
};

/**
 * What listings read of its photos' files (ADR 040): a read-only subquery with one row per file,
 * which `photosOf` joins on the photo's id inside the statement that reads the photos, so a read
 * stays one round trip. The files are the uploads module's, which sits above listings in the
 * module order (finalizing a photo attaches it), so listings does not import it: uploads builds
 * this and hands it over in `app.services.uploads`, where listings' service looks it up when
 * called; auctions and admin, above uploads, take it from uploads' face.
 */
export type PhotoFiles = Subquery<'photo_files', PhotoFileColumns> & PhotoFileColumns;
