import type { ConditionReport, ListingCategory, ListingStatus, Specifics } from '@gavel/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { rowOfJson } from '../../db/json-row.js';
import type { FileLinks } from '../../lib/file-links.js';
import {
  presentConditionReport,
  publicSpecifics,
  takesConditionReport,
  type DamageRow,
} from './condition-reports.js';
import type { PhotoFiles } from './photo-files.js';
import { isPublicStatus } from './presenter.js';
import { conditionDamages, conditionReports, listings } from './schema.js';

/** What `itemViewSql` reads of a listing: the report's row as `to_json` writes it. */
export interface ItemViewJson {
  status: ListingStatus;
  category: ListingCategory | null;
  specifics: Specifics;
  report: { row: Record<string, unknown>; damages: DamageRow[] } | null;
}

/**
 * What `listingSpecificsView` presents, as one JSON value over the `listings` row in scope: its
 * status, category and specifics, and its condition report with the damages in the seller's
 * order and their photos' files. A column of any statement that reads `listings`, so an
 * auction's detail reads its item in its own statement (issue 36).
 */
export function itemViewSql(ex: Executor, files: PhotoFiles): SQL<ItemViewJson> {
  const d = conditionDamages;
  const photo = sql`case when ${files.id} is null then null else json_build_object('id', ${files.id}, 'storageKey', ${files.storageKey}, 'thumbnailKey', ${files.thumbnailKey}) end`;
  const damages = ex
    .select({
      list: sql`coalesce(json_agg(json_build_object('id', ${d.id}, 'panel', ${d.panel}, 'kind', ${d.kind}, 'severity', ${d.severity}, 'note', ${d.note}, 'photo', ${photo}) order by ${d.position}), '[]'::json)`,
    })
    .from(d)
    .leftJoin(files, eq(files.id, d.photoId))
    .where(eq(d.listingId, conditionReports.listingId));
  const report = ex
    .select({
      report: sql`json_build_object('row', to_json(${conditionReports}), 'damages', (${damages}))`,
    })
    .from(conditionReports)
    .where(eq(conditionReports.listingId, listings.id));
  return sql<ItemViewJson>`json_build_object('status', ${listings.status}, 'category', ${listings.category}, 'specifics', ${listings.specifics}, 'report', (${report}))`;
}

/**
 * What an auction's detail read shows of its listing's item (SPEC §11, ADR 040, ADR 046): the
 * specifics and the condition report, from `itemViewSql`'s value (none: an empty view).
 * `vin: 'masked'` (public reads) masks the VIN and gives a listing that is no longer public (a
 * rerun put it back to `approved`) no damage photo links: a signed private link must never
 * reach a public answer. `vin: 'whole'` (the seller's and staff's reads) shows the VIN whole
 * and links damage photos as the listing's photos are: public once the listing is public,
 * short-lived private links before.
 */
export async function presentItemView(
  links: FileLinks,
  view: ItemViewJson | null | undefined,
  options: { vin: 'masked' | 'whole' } = { vin: 'masked' },
): Promise<{ specifics: Specifics; condition_report: ConditionReport | null }> {
  if (!view) return { specifics: {}, condition_report: null };
  const whole = options.vin === 'whole';
  const photos = isPublicStatus(view.status) ? 'public' : whole ? 'private' : 'none';
  const stored = view.report
    ? { report: rowOfJson(conditionReports, view.report.row), damages: view.report.damages }
    : undefined;
  return {
    specifics: whole ? view.specifics : publicSpecifics(view.specifics),
    condition_report: takesConditionReport(view.category)
      ? await presentConditionReport(links, stored, photos)
      : null,
  };
}

/** `presentItemView` of one listing, read in one statement. */
export async function listingSpecificsView(
  ex: Executor,
  files: PhotoFiles,
  links: FileLinks,
  listingId: string,
  options: { vin: 'masked' | 'whole' } = { vin: 'masked' },
): Promise<{ specifics: Specifics; condition_report: ConditionReport | null }> {
  const [row] = await ex
    .select({ view: itemViewSql(ex, files) })
    .from(listings)
    .where(eq(listings.id, listingId));
  return presentItemView(links, row?.view, options);
}
