import type { ConditionReport, ListingPhoto } from '@gavel/contract';
import type { Executor } from '../../db/index.js';
import type { FileLinks } from '../../lib/file-links.js';
import {
  conditionReportsOf,
  presentConditionReport,
  takesConditionReport,
} from './condition-reports.js';
import type { PhotoFiles } from './photo-files.js';
import { groupPhotos, isPublicStatus, presentPhotos } from './presenter.js';
import { photosOf, type ListingRow } from './repository.js';

/** What a listing answer shows beside its row: its photos and its condition report. */
export interface ListingDetails {
  photos: ListingPhoto[];
  report: ConditionReport | null;
}

/**
 * The details of a page of listings in two statements whatever its size (photos; reports with
 * their damages), each linked as the listing's photos are: public links once the listing is
 * public, short-lived private ones before (only its seller and staff read those).
 */
export async function detailsOf(
  ex: Executor,
  files: PhotoFiles,
  links: FileLinks,
  rows: ListingRow[],
): Promise<(row: ListingRow) => ListingDetails> {
  const ids = rows.map((r) => r.id);
  const photos = groupPhotos(await photosOf(ex, files, ids));
  const reports = await conditionReportsOf(ex, files, ids);
  const details = new Map<string, ListingDetails>();
  for (const row of rows) {
    const visibility = isPublicStatus(row.status) ? 'public' : 'private';
    details.set(row.id, {
      photos: await presentPhotos(links, row, photos.get(row.id) ?? []),
      report: takesConditionReport(row.category)
        ? await presentConditionReport(links, reports.get(row.id), visibility)
        : null,
    });
  }
  return (row) => {
    const d = details.get(row.id);
    if (!d) throw new Error(`no details read for listing ${row.id}`);
    return d;
  };
}
