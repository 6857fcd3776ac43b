import type {
  DisputeDecision,
  DisputeReason,
  KycKind,
  NotificationData,
  OfferSide,
} from '@gavel/contract';
import type { Database } from '../../db/index.js';
import type { DomainEvent, Jobs, QueueSpec } from '../../lib/jobs/index.js';
import { listingTitle, type Inbox, type Notice } from './inbox.js';
import type { NotificationOf } from './messages.js';

/** The subscriber's name: each event type's queue is `<type>/notify` (ADR 041). */
export const SUBSCRIBER = 'notify';

/** A notice that fails (the database away) is tried again a few times, then dead-lettered. */
const SPEC: QueueSpec = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  // One statement: a job still active after this belongs to an instance that died (it runs again,
  // told once by its dedupe keys).
  expireInSeconds: 15,
  // A fetch's notices are one statement (`tell`).
  batchSize: 50,
};

/**
 * The key that makes a notice once per event, however often its job runs (at least once): the
 * event's id, unless the notice has a key of its own (one win and one end per auction).
 */
const once = (event: DomainEvent, notice: Notice): Notice => ({
  ...notice,
  dedupeKey: notice.dedupeKey ?? `event:${event.id}`,
});

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const int = (value: unknown): number => (typeof value === 'number' ? value : 0);
const intOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The auction an event is about, as its notices name it. */
const auctionRef = (event: DomainEvent) => ({
  auction_id: event.subjectId,
  listing_id: str(event.data.listing_id),
  listing_title: listingTitle(strOrNull(event.data.listing_title)),
  currency: str(event.data.currency),
});

const KYC_STATUS = {
  'kyc.approved': 'approved',
  'kyc.rejected': 'rejected',
  'kyc.resubmission_requested': 'resubmission_requested',
} as const;

/**
 * What each domain event tells whom (SPEC §5.7), made from the event alone: its producer put in
 * its data what the notice says.
 */
const NOTICES: Record<string, (event: DomainEvent) => Notice[]> = {
  'dealer.activated': (e) => [
    {
      userId: str(e.data.user_id),
      type: 'dealer.activated',
      data: { dealer_id: e.subjectId, reinstated: false },
      at: new Date(e.at),
    },
  ],
  // A reinstatement is told as an activation: the dealer may bid again.
  'dealer.reinstated': (e) => [
    {
      userId: str(e.data.user_id),
      type: 'dealer.activated',
      data: { dealer_id: e.subjectId, reinstated: true },
      at: new Date(e.at),
    },
  ],
  'dealer.suspended': (e) => [
    {
      userId: str(e.data.user_id),
      type: 'dealer.suspended',
      data: { dealer_id: e.subjectId, reason: str(e.data.reason) },
      at: new Date(e.at),
    },
  ],
  'listing.approved': (e) => [
    {
      userId: str(e.data.seller_id),
      type: 'listing.approved',
      data: {
        listing_id: e.subjectId,
        listing_title: listingTitle(strOrNull(e.data.listing_title)),
        auction_id: str(e.data.auction_id),
      },
      at: new Date(e.at),
    },
  ],
  'listing.rejected': (e) => [
    {
      userId: str(e.data.seller_id),
      type: 'listing.rejected',
      data: {
        listing_id: e.subjectId,
        listing_title: listingTitle(strOrNull(e.data.listing_title)),
        reason: str(e.data.reason),
      },
      at: new Date(e.at),
    },
  ],
  // Sellers and dealers alike: a refused dealer has to know what to fix as much as a seller.
  ...Object.fromEntries(
    Object.entries(KYC_STATUS).map(([type, status]) => [
      type,
      (e: DomainEvent): Notice[] => [
        {
          userId: str(e.data.user_id),
          type: 'kyc.reviewed',
          data: {
            kyc_id: e.subjectId,
            kind: str(e.data.kind) as KycKind,
            status,
            note: strOrNull(e.data.note),
          },
          at: new Date(e.at),
        },
      ],
    ]),
  ),
  // The seller learns the outcome; a buyer, that it won.
  'auction.ended': (e) => {
    const at = new Date(e.at);
    const unsold = strOrNull(e.data.unsold_reason);
    const ended: Notice = {
      userId: str(e.data.seller_id),
      type: 'auction.ended',
      data: {
        ...auctionRef(e),
        outcome: str(e.data.outcome) as NotificationData<'auction.ended'>['outcome'],
        hammer_price_cents: intOrNull(e.data.hammer_price_cents),
        highest_bid_cents: intOrNull(e.data.highest_bid_cents),
        bid_count: int(e.data.bid_count),
        ...(unsold === null
          ? {}
          : {
              unsold_reason: unsold as NonNullable<
                NotificationData<'auction.ended'>['unsold_reason']
              >,
              offer_cents: intOrNull(e.data.offer_cents),
            }),
      },
      at,
      dedupeKey: `auction.ended:${e.subjectId}`,
    };
    return e.data.outcome === 'sold' ? [ended, won(e, false)] : [ended];
  },
  // The seller accepted the highest bid below the reserve.
  'auction.offer_accepted': (e) => [won(e, true)],
  // The negotiation below the reserve (SPEC §13.1): an offer to the other side; its answer to the
  // side that made it.
  'offer.made': (e) => [
    offerNotice(e, other(e), {
      type: 'offer.received',
      data: { ...offerRef(e), expires_at: str(e.data.expires_at) },
    }),
  ],
  'offer.accepted': (e) => [offerNotice(e, side(e), { type: 'offer.accepted', data: offerRef(e) })],
  'offer.declined': (e) => [offerNotice(e, side(e), { type: 'offer.declined', data: offerRef(e) })],
  // Disputes after a sale (SPEC §13.4): one opened is told to the seller, staff's decision to
  // both parties.
  'dispute.opened': (e) => [
    {
      userId: str(e.data.seller_id),
      type: 'dispute.opened',
      data: { ...disputeRef(e), reason: str(e.data.reason) as DisputeReason },
      at: new Date(e.at),
    },
  ],
  'dispute.resolved': (e) => [disputeResolved(e, 'seller'), disputeResolved(e, 'dealer')],
  // Once per overtaking, not per proxy step: the bid wrote one such event (ADR 041).
  'bid.outbid': (e) => [
    {
      dealerId: str(e.data.dealer_id),
      type: 'bid.outbid',
      data: {
        auction_id: e.subjectId,
        listing_id: str(e.data.listing_id),
        listing_title: listingTitle(strOrNull(e.data.listing_title)),
        currency: str(e.data.currency),
        current_price_cents: int(e.data.current_price_cents),
        min_next_bid_cents: int(e.data.min_next_bid_cents),
        end_at: str(e.data.end_at),
      },
      at: new Date(e.at),
    },
  ],
};

/** The side that made an event's offer. */
const side = (e: DomainEvent): OfferSide => (e.data.by === 'seller' ? 'seller' : 'dealer');
const other = (e: DomainEvent): OfferSide => (side(e) === 'seller' ? 'dealer' : 'seller');

/** The offer an event of the negotiation is about. */
const offerRef = (e: DomainEvent) => ({
  ...auctionRef(e),
  offer_id: str(e.data.offer_id),
  by: side(e),
  amount_cents: int(e.data.amount_cents),
});

/** A negotiation's notice to one side: the listing's seller, or the dealer of the negotiation. */
function offerNotice(
  e: DomainEvent,
  to: OfferSide,
  n: Extract<NotificationOf, { type: 'offer.received' | 'offer.accepted' | 'offer.declined' }>,
): Notice {
  const at = new Date(e.at);
  return to === 'seller'
    ? { userId: str(e.data.seller_id), ...n, at }
    : { dealerId: str(e.data.dealer_id), ...n, at };
}

/** The dispute an event is about (its subject), and its sale's auction (in its data). */
const disputeRef = (e: DomainEvent) => ({
  ...auctionRef(e),
  auction_id: str(e.data.auction_id),
  dispute_id: e.subjectId,
});

/** Staff's decision on a dispute to one party: the seller, or the dispute's dealer. */
function disputeResolved(e: DomainEvent, side: OfferSide): Notice {
  const n = {
    type: 'dispute.resolved' as const,
    data: {
      ...disputeRef(e),
      decision: str(e.data.decision) as DisputeDecision,
      adjusted_price_cents: intOrNull(e.data.adjusted_price_cents),
      side,
    },
    at: new Date(e.at),
  };
  return side === 'seller'
    ? { userId: str(e.data.seller_id), ...n }
    : { dealerId: str(e.data.dealer_id), ...n };
}

/** `auction.won` to the buyer: at the end, or when the seller accepts its bid; once per auction. */
function won(e: DomainEvent, belowReserve: boolean): Notice {
  return {
    dealerId: str(e.data.winner_dealer_id),
    type: 'auction.won',
    data: {
      ...auctionRef(e),
      hammer_price_cents: int(e.data.hammer_price_cents),
      fee_cents: int(e.data.fee_cents),
      accepted_below_reserve: belowReserve,
      // A negotiated sale (SPEC §13.1) says so: either side may have accepted.
      ...(typeof e.data.offer_id === 'string' ? { offer_id: e.data.offer_id } : {}),
    },
    at: new Date(e.at),
    dedupeKey: `auction.won:${e.subjectId}`,
  };
}

/**
 * An event's notices, each keyed to be made once. An event recorded before notifications
 * subscribed names no recipient: its producer told them in its own transaction then.
 */
const noticesOf = (event: DomainEvent): Notice[] =>
  (NOTICES[event.type]?.(event) ?? [])
    .filter((notice) => ('dealerId' in notice ? notice.dealerId : notice.userId) !== '')
    .map((notice) => once(event, notice));

/**
 * Notifications react to the domain events of other modules after they commit (ADR 041): each
 * event type that tells someone something is subscribed to once, and its notices are made in one
 * statement of their own (a batch of events' together), keyed so a job run twice makes nothing
 * twice.
 */
export function subscribeNotices(jobs: Jobs, db: Database, inbox: Inbox): void {
  // The notices of one event, or of a batch of them, are one statement: atomic by itself.
  const tell = async (events: DomainEvent[]) => {
    await db.autocommit((ex) => inbox.notifyAll(ex, events.flatMap(noticesOf)));
    return undefined;
  };
  for (const type of Object.keys(NOTICES)) {
    jobs.subscribe(type, SUBSCRIBER, SPEC, (event) => tell([event]), {
      batch: (items) => tell(items.map((item) => item.data)),
    });
  }
}
