import type { ConditionReport, Specifics } from '@gavel/contract';
import type { Executor } from '../../db/index.js';
import type { FileLinks } from '../../lib/file-links.js';
import {
  conditionReportsOf,
  presentConditionReport,
  publicSpecifics,
  takesConditionReport,
} from './condition-reports.js';
import type { PhotoFiles } from './photo-files.js';
import { isPublicStatus } from './presenter.js';
import { findListing } from './repository.js';

/**
 * What an auction's detail read shows of its listing's item (SPEC §11, ADR 040, ADR 046): the
 * specifics and the condition report. `vin: 'masked'` (public reads) masks the VIN and gives a
 * listing that is no longer public (a rerun put it back to `approved`) no damage photo links: a
 * signed private link must never reach a public answer. `vin: 'whole'` (the seller's and staff's
 * reads) shows the VIN whole and links damage photos as the listing's photos are: public once the
 * listing is public, short-lived private links before.
 */
export async function listingSpecificsView(
  ex: Executor,
  files: PhotoFiles,
  links: FileLinks,
  listingId: string,
  options: { vin: 'masked' | 'whole' } = { vin: 'masked' },
): Promise<{ specifics: Specifics; condition_report: ConditionReport | null }> {
  const row = await findListing(ex, listingId);
  if (!row) return { specifics: {}, condition_report: null };
  const whole = options.vin === 'whole';
  const photos = isPublicStatus(row.status) ? 'public' : whole ? 'private' : 'none';
  const report = takesConditionReport(row.category)
    ? await presentConditionReport(
        links,
        (await conditionReportsOf(ex, files, [listingId])).get(listingId),
        photos,
      )
    : null;
  return {
    specifics: whole ? row.specifics : publicSpecifics(row.specifics),
    condition_report: report,
  };
}
