import type { MachineOffer } from '@gavel/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/index.js';
import { negotiationOffers } from '../schema.js';

/** An auction's offers in the order they were made (as the machine and the answers read them). */
export async function offersOf(ex: Executor, auctionId: string): Promise<MachineOffer[]> {
  const rows = await ex
    .select()
    .from(negotiationOffers)
    .where(eq(negotiationOffers.auctionId, auctionId))
    .orderBy(asc(negotiationOffers.seq));
  return rows.map((r) => ({
    id: r.id,
    by: r.by,
    amountCents: r.amountCents,
    status: r.status,
    createdAt: r.createdAt.getTime(),
  }));
}

/** Writes what a transition changed: the offers it added, and the statuses it moved. */
export async function saveOffers(
  ex: Executor,
  auctionId: string,
  before: MachineOffer[],
  after: MachineOffer[],
): Promise<void> {
  const known = new Map(before.map((o) => [o.id, o]));
  // The machine only appends: an added offer's place in `after` is its place for good.
  const added = after.flatMap((o, seq) => (known.has(o.id) ? [] : [{ ...o, seq }]));
  if (added.length > 0) {
    await ex.insert(negotiationOffers).values(
      added.map((o) => ({
        seq: o.seq,
        id: o.id,
        auctionId,
        by: o.by,
        amountCents: o.amountCents,
        status: o.status,
        createdAt: new Date(o.createdAt),
      })),
    );
  }
  // A transition moves at most two offers (a counter and its answer): one update per status.
  const moved = after.filter((o) => {
    const was = known.get(o.id);
    return was !== undefined && was.status !== o.status;
  });
  for (const status of new Set(moved.map((o) => o.status))) {
    const ids = moved.filter((o) => o.status === status).map((o) => o.id);
    await ex.update(negotiationOffers).set({ status }).where(inArray(negotiationOffers.id, ids));
  }
}
