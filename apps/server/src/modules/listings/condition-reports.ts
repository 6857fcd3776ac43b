/**
 * The vehicle condition report (SPEC §11): its rows, read for a page of listings in one
 * statement, replaced whole by each `PUT`, and presented with each damage's photo thumbnail.
 */
import {
  CONDITION_REPORT_CATEGORIES,
  gradeOf,
  maskVin,
  type ConditionReport,
  type ConditionReportBody,
  type ListingCategory,
  type Specifics,
} from '@gavel/contract';
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import type { FileLinks } from '../../lib/file-links.js';
import type { PhotoFiles } from './photo-files.js';
import { conditionDamages, conditionReports, listingPhotos } from './schema.js';

export type ConditionReportRow = typeof conditionReports.$inferSelect;

export interface DamageRow {
  id: string;
  panel: (typeof conditionDamages.$inferSelect)['panel'];
  kind: (typeof conditionDamages.$inferSelect)['kind'];
  severity: (typeof conditionDamages.$inferSelect)['severity'];
  note: string | null;
  /** The damage's photo with its files' keys; null without one (or once it was deleted). */
  photo: { id: string; storageKey: string; thumbnailKey: string | null } | null;
}

/** A report as stored: the report row and its damages in the seller's order. */
export interface StoredReport {
  report: ConditionReportRow;
  damages: DamageRow[];
}

/** Whether a category takes a condition report (SPEC §11: vehicles only). */
export const takesConditionReport = (category: ListingCategory | null): boolean =>
  category !== null && (CONDITION_REPORT_CATEGORIES as readonly string[]).includes(category);

/**
 * The reports of many listings with their damages and the damages' photo files, in one
 * statement whatever their number; listings without a report are absent from the map.
 */
export async function conditionReportsOf(
  ex: Executor,
  files: PhotoFiles,
  listingIds: string[],
): Promise<Map<string, StoredReport>> {
  const byListing = new Map<string, StoredReport>();
  if (listingIds.length === 0) return byListing;
  const rows = await ex
    .select({
      report: getTableColumns(conditionReports),
      damage: {
        id: conditionDamages.id,
        panel: conditionDamages.panel,
        kind: conditionDamages.kind,
        severity: conditionDamages.severity,
        note: conditionDamages.note,
      },
      photo: { id: files.id, storageKey: files.storageKey, thumbnailKey: files.thumbnailKey },
    })
    .from(conditionReports)
    .leftJoin(conditionDamages, eq(conditionDamages.listingId, conditionReports.listingId))
    .leftJoin(files, eq(files.id, conditionDamages.photoId))
    .where(inArray(conditionReports.listingId, listingIds))
    .orderBy(asc(conditionReports.listingId), asc(conditionDamages.position));
  for (const row of rows) {
    let stored = byListing.get(row.report.listingId);
    if (!stored) {
      stored = { report: row.report, damages: [] };
      byListing.set(row.report.listingId, stored);
    }
    if (row.damage) stored.damages.push({ ...row.damage, photo: row.photo });
  }
  return byListing;
}

/** Whether a listing has a condition report (submit requires one of a vehicle). */
export async function hasConditionReport(ex: Executor, listingId: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: conditionReports.listingId })
    .from(conditionReports)
    .where(eq(conditionReports.listingId, listingId));
  return row !== undefined;
}

/** The photos of `listingId` among `photoIds` (a damage may only show one of them). */
export async function photosOfListing(
  ex: Executor,
  listingId: string,
  photoIds: string[],
): Promise<Set<string>> {
  if (photoIds.length === 0) return new Set();
  const rows = await ex
    .select({ id: listingPhotos.id })
    .from(listingPhotos)
    .where(and(eq(listingPhotos.listingId, listingId), inArray(listingPhotos.id, photoIds)));
  return new Set(rows.map((r) => r.id));
}

/** A note trimmed to nothing is no note. */
const emptyToNull = (v: string | undefined) => (v === undefined || v === '' ? null : v);

/**
 * Replaces a listing's report and its damages (run inside the caller's transaction, so a refused
 * report leaves the previous one whole). Points and grade come from the contract's `gradeOf`.
 */
export async function replaceConditionReport(
  tx: Executor,
  listingId: string,
  body: ConditionReportBody,
  at: Date,
): Promise<void> {
  const { points, grade } = gradeOf(body);
  const values = {
    tyres: body.tyres ?? null,
    warningLights: body.warning_lights,
    runsAndDrives: body.runs_and_drives,
    keys: body.keys,
    notes: emptyToNull(body.notes),
    points,
    grade,
    updatedAt: at,
  };
  await tx.delete(conditionDamages).where(eq(conditionDamages.listingId, listingId));
  await tx
    .insert(conditionReports)
    .values({ listingId, ...values })
    .onConflictDoUpdate({ target: conditionReports.listingId, set: values });
  if (body.damages.length > 0) {
    await tx.insert(conditionDamages).values(
      body.damages.map((d, position) => ({
        listingId,
        position,
        panel: d.panel,
        kind: d.kind,
        severity: d.severity,
        note: emptyToNull(d.note),
        photoId: d.photo_id ?? null,
      })),
    );
  }
}

/** Removes a listing's report (its category no longer takes one). */
export async function deleteConditionReport(tx: Executor, listingId: string): Promise<void> {
  await tx.delete(conditionReports).where(eq(conditionReports.listingId, listingId));
}

/**
 * How damage photos are linked: as the listing's other photos are (`public`, `private` for the
 * owner and staff), or `none` where a private link must not go (a public answer about a listing
 * that is no longer public).
 */
export type ReportPhotos = 'public' | 'private' | 'none';

/** A stored report as answers give it; null when there is none. */
export async function presentConditionReport(
  links: FileLinks,
  stored: StoredReport | undefined,
  photos: ReportPhotos,
): Promise<ConditionReport | null> {
  if (!stored) return null;
  const { report } = stored;
  return {
    damages: await Promise.all(
      stored.damages.map(async (d) => ({
        id: d.id,
        panel: d.panel,
        kind: d.kind,
        severity: d.severity,
        note: d.note,
        photo_id: d.photo?.id ?? null,
        thumbnail_url:
          d.photo && photos !== 'none'
            ? (await links.photoUrls({ ...d.photo, displayKey: null }, photos)).thumbnail_url
            : null,
      })),
    ),
    tyres: report.tyres,
    warning_lights: report.warningLights,
    runs_and_drives: report.runsAndDrives,
    keys: report.keys,
    notes: report.notes,
    points: report.points,
    grade: report.grade,
    updated_at: report.updatedAt.toISOString(),
  };
}

/** Specifics as a public read shows them: the VIN masked after its 11th character (SPEC §11). */
export function publicSpecifics(specifics: Specifics): Specifics {
  const vin = specifics.vin;
  return typeof vin === 'string' ? { ...specifics, vin: maskVin(vin) } : specifics;
}
