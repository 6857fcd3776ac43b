import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { PhotoFiles } from '../listings/index.js';
import { uploads } from './schema.js';

const qb = new QueryBuilder();

/**
 * The keys of every file, for listings' `PhotoFiles` port (ADR 040): `photosOf` joins it in the
 * statement that reads a listing's photos, which PostgreSQL flattens into a plain join, so the
 * read stays one round trip. Read-only, built once without a database: the same value for every
 * app of the process, nothing in it changes.
 */
export const photoFiles = qb
  .select({
    id: uploads.id,
    storageKey: uploads.storageKey,
    thumbnailKey: uploads.thumbnailKey,
    displayKey: uploads.displayKey,
  })
  .from(uploads)
  .as('photo_files') satisfies PhotoFiles;
