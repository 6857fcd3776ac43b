import type { PublicAuction, StaffAuction, StaffAuctionDetail } from '@gavel/contract';
import type { Executor } from '../../../db/index.js';
import type { FileLinks } from '../../../lib/file-links.js';
import { listingSpecificsView } from '../../listings/index.js';
import { photoFiles } from '../../uploads/index.js';
import { toPublicAuction, toStaffAuction } from '../presenter.js';
import { contextOf, dealerStatuses, type AuctionContext, type AuctionRow } from '../repository.js';

/** The staff (and seller) shape of many auctions: their context and leaders in four queries. */
export async function staffViews(
  ex: Executor,
  rows: AuctionRow[],
  links: FileLinks,
  now: Date,
): Promise<StaffAuction[]> {
  const contexts = await contextOf(ex, rows);
  const leaders = rows.flatMap((r) => (r.leaderDealerId === null ? [] : [r.leaderDealerId]));
  const statuses = await dealerStatuses(ex, leaders);
  return Promise.all(
    rows.map(async (row) => {
      const ctx = contextFor(contexts, row);
      const leader = row.leaderDealerId === null ? undefined : statuses.get(row.leaderDealerId);
      const suspended = leader !== undefined && leader !== 'active';
      return toStaffAuction(
        await toPublicAuction(row, ctx, links, now, 'owner'),
        row,
        ctx,
        suspended,
      );
    }),
  );
}

export async function staffView(
  ex: Executor,
  row: AuctionRow,
  links: FileLinks,
  now: Date,
): Promise<StaffAuction> {
  const [view] = await staffViews(ex, [row], links, now);
  if (!view) throw new Error('staffViews lost a row');
  return view;
}

/** One auction as its seller and staff read it: with its item's specifics (VIN whole) and report. */
export async function staffDetailView(
  ex: Executor,
  row: AuctionRow,
  links: FileLinks,
  now: Date,
): Promise<StaffAuctionDetail> {
  const view = await staffView(ex, row, links, now);
  return {
    ...view,
    ...(await listingSpecificsView(ex, photoFiles, links, row.listingId, { vin: 'whole' })),
  };
}

/** The public shape, as live events carry it. */
export async function publicView(
  ex: Executor,
  row: AuctionRow,
  links: FileLinks,
  now: Date,
): Promise<PublicAuction> {
  const contexts = await contextOf(ex, [row]);
  return toPublicAuction(row, contextFor(contexts, row), links, now);
}

function contextFor(contexts: Map<string, AuctionContext>, row: AuctionRow): AuctionContext {
  const ctx = contexts.get(row.id);
  if (!ctx) throw new Error(`no context for auction ${row.id}`);
  return ctx;
}
