import type { PublicAuction, StaffAuction } from '@gavel/contract';
import type { Executor } from '../../db/index.js';
import type { FileLinks } from '../uploads/links.js';
import { toPublicAuction, toStaffAuction } from './presenter.js';
import { contextOf, type AuctionContext, type AuctionRow } from './repository.js';

/** The staff (and seller) shape of many auctions, with their context in three queries. */
export async function staffViews(
  ex: Executor,
  rows: AuctionRow[],
  links: FileLinks,
  now: Date,
): Promise<StaffAuction[]> {
  const contexts = await contextOf(ex, rows);
  return Promise.all(
    rows.map(async (row) => {
      const ctx = contextFor(contexts, row);
      return toStaffAuction(await toPublicAuction(row, ctx, links, now), row, ctx);
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
