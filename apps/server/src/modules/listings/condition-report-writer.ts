import type { ConditionReport, ConditionReportBody } from '@gavel/contract';
import type { Database } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, validationError } from '../../lib/errors.js';
import type { FileLinks } from '../../lib/file-links.js';
import {
  conditionReportsOf,
  photosOfListing,
  presentConditionReport,
  replaceConditionReport,
  takesConditionReport,
} from './condition-reports.js';
import { assertEditable, ownListing } from './editable.js';
import type { PhotoFiles } from './photo-files.js';
import { updateListing } from './repository.js';

/**
 * `PUT /api/seller/listings/{id}/condition-report` (SPEC §11): the seller's own listing (404
 * otherwise), while editable, of a category that takes a report (409 `invalid_state`
 * otherwise); each damage's photo one of this listing's (422 on `damages.<i>.photo_id`). One
 * transaction: a refused report leaves the previous one whole. No audit event, as a listing's
 * `PATCH` records none (ADR 046).
 */
export function createConditionReportWriter(deps: {
  db: Database;
  clock: Clock;
  links: FileLinks;
  photoFiles: () => PhotoFiles;
}) {
  const { db, clock, links } = deps;

  async function put(
    sellerId: string,
    id: string,
    body: ConditionReportBody,
  ): Promise<ConditionReport> {
    return db.transaction(async (tx) => {
      const row = await ownListing(tx, sellerId, id, true);
      assertEditable(row);
      if (!takesConditionReport(row.category)) {
        throw new AppError('invalid_state', 'Only a vehicle listing has a condition report.');
      }
      const named = body.damages.flatMap((d) => (d.photo_id === undefined ? [] : [d.photo_id]));
      const own = await photosOfListing(tx, id, named);
      const strangers = body.damages.flatMap((d, i) =>
        d.photo_id === undefined || own.has(d.photo_id)
          ? []
          : [{ path: `damages.${i}.photo_id`, message: 'Choose one of this listing’s photos' }],
      );
      if (strangers.length > 0) throw validationError(strangers);
      const at = clock.now();
      await replaceConditionReport(tx, id, body, at);
      await updateListing(tx, id, { updatedAt: at });
      // The listing is editable, so not public: its photos are linked privately.
      const report = await presentConditionReport(
        links,
        (await conditionReportsOf(tx, deps.photoFiles(), [id])).get(id),
        'private',
      );
      if (!report) throw new Error(`condition report of ${id} vanished`);
      return report;
    });
  }

  return { put };
}
