import {
  ACCEPT_OFFER_WINDOW_SECONDS,
  formatDateTimeUtc,
  formatMoney,
  type NotificationData,
  type NotificationType,
} from '@gavel/contract';

/** A reason typed by staff, ending with exactly one full stop (or its own ! or ?). */
const sentence = (text: string): string =>
  /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;

/** What a person reads: the notification's title, its body and the page it leads to. */
export interface Message {
  title: string;
  body: string;
  /** A path of the web app. */
  link: string;
}

/**
 * Words a notification shows that its data does not hold (SPEC §12 keeps `saved_search.match`'s
 * data to ids): the caller that makes it passes them.
 */
export interface MessageWords {
  search_name?: string;
  listing_title?: string;
}

/** A notification type with its data, as the callers of `notify` pass them. */
export type NotificationOf = {
  [T in NotificationType]: { type: T; data: NotificationData<T> };
}[NotificationType];

const quoted = (title: string) => `“${title}”`;

const hoursOf = (seconds: number) => Math.round(seconds / 3600);

/** Whole minutes from `at` to `iso`, at least 1. */
const minutesUntil = (iso: string, at: Date) =>
  Math.max(1, Math.ceil((new Date(iso).getTime() - at.getTime()) / 60_000));

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const dealerListing = (listingId: string) => `/dealer/listings/${listingId}`;

const sellerOutcome = (auctionId: string) => `/seller/outcomes/${auctionId}`;

/** Where a side of a negotiation answers it: the seller's outcome page, the dealer's listing. */
const negotiationPage = (
  side: 'seller' | 'dealer',
  d: { auction_id: string; listing_id: string },
) => (side === 'seller' ? sellerOutcome(d.auction_id) : dealerListing(d.listing_id));

/**
 * The words of each notification (SPEC §5.7), made from its data when it is created: the feed
 * and the email show the same text. `at` is when it is made (the ending-soon reminder says how
 * many minutes are left).
 */
export function compose(n: NotificationOf, at: Date, words: MessageWords = {}): Message {
  switch (n.type) {
    case 'bid.outbid': {
      const d = n.data;
      return {
        title: `You have been outbid on ${quoted(d.listing_title)}`,
        body:
          `Another dealer now leads at ${formatMoney(d.current_price_cents, d.currency)}. ` +
          `Bid ${formatMoney(d.min_next_bid_cents, d.currency)} or more to take the lead back ` +
          `before the auction ends at ${formatDateTimeUtc(d.end_at)}.`,
        link: dealerListing(d.listing_id),
      };
    }
    case 'auction.won': {
      const d = n.data;
      const price = formatMoney(d.hammer_price_cents, d.currency);
      const how =
        d.offer_id !== null && d.offer_id !== undefined
          ? `You bought it for ${price}, the price agreed with the seller.`
          : d.accepted_below_reserve
            ? `The seller accepted your highest bid of ${price}.`
            : `You bought it for ${price}.`;
      return {
        title: `You won ${quoted(d.listing_title)}`,
        body:
          `${how} The buyer's fee of ${formatMoney(d.fee_cents, d.currency)} is now due. ` +
          "The seller's contact details are on the listing page: get in touch to complete the deal.",
        link: dealerListing(d.listing_id),
      };
    }
    case 'auction.ending_soon': {
      const d = n.data;
      const price =
        d.current_price_cents === null
          ? 'No bids yet.'
          : `The current price is ${formatMoney(d.current_price_cents, d.currency)}.`;
      return {
        title: `${quoted(d.listing_title)} ends soon`,
        body:
          `The auction you are watching ends in ${plural(minutesUntil(d.end_at, at), 'minute')}, ` +
          `at ${formatDateTimeUtc(d.end_at)}. ${price}`,
        link: dealerListing(d.listing_id),
      };
    }
    case 'kyc.reviewed':
      return kycMessage(n.data);
    case 'listing.approved': {
      const d = n.data;
      return {
        title: `Your listing ${quoted(d.listing_title)} is approved`,
        body: 'It will be scheduled for auction; the start and end times will show on the listing.',
        link: `/seller/listings/${d.listing_id}`,
      };
    }
    case 'listing.rejected': {
      const d = n.data;
      return {
        title: `Your listing ${quoted(d.listing_title)} was not approved`,
        body: `Reason: ${sentence(d.reason)} You can edit the listing and submit it again.`,
        link: `/seller/listings/${d.listing_id}`,
      };
    }
    case 'auction.ended':
      return endedMessage(n.data);
    case 'dealer.activated':
      return n.data.reinstated
        ? {
            title: 'Your dealer account is active again',
            body: 'Your suspension was lifted: you can bid in auctions again.',
            link: '/dealer/profile',
          }
        : {
            title: 'Your dealer account is active',
            body: 'Your profile and identity check are complete: you can now bid in auctions.',
            link: '/dealer/profile',
          };
    case 'dealer.suspended':
      return {
        title: 'Your dealer account is suspended',
        body: `Reason: ${sentence(n.data.reason)} You cannot bid while it is suspended.`,
        link: '/dealer/profile',
      };
    case 'saved_search.match': {
      const listing = quoted(words.listing_title ?? 'Untitled listing');
      const search = quoted(words.search_name ?? 'your saved search');
      return {
        title: `New match for ${search}: ${listing}`,
        body:
          `${listing} has just been listed for auction and matches your saved search ${search}. ` +
          'Change or turn off this alert on your saved searches page.',
        link: `/auctions/${n.data.listing_id}`,
      };
    }
    case 'offer.received':
    case 'offer.accepted':
    case 'offer.declined':
      return offerMessage(n);
    case 'message.received':
    case 'dispute.opened':
    case 'dispute.resolved':
      return afterSaleMessage(n);
  }
}

const WRITER = { seller: 'The seller', dealer: 'The buyer', staff: 'Gavel staff' } as const;

const REASON: Record<NotificationData<'dispute.opened'>['reason'], string> = {
  not_as_described: 'not as described',
  undisclosed_damage: 'undisclosed damage',
  mileage_discrepancy: 'a mileage discrepancy',
  documents: 'missing or wrong documents',
  other: 'another problem',
};

/**
 * After the sale (SPEC §13.3, §13.4): a message in the thread, a dispute told to the seller, and
 * staff's decision told to both parties. A message's words never quote it: the thread is read
 * where it leads.
 */
function afterSaleMessage(
  n: Extract<NotificationOf, { type: 'message.received' | 'dispute.opened' | 'dispute.resolved' }>,
): Message {
  const title = quoted(n.data.listing_title);
  switch (n.type) {
    case 'message.received':
      return {
        title: `New message about ${title}`,
        body: `${WRITER[n.data.from]} wrote to you. Open the conversation to read it and reply.`,
        link: negotiationPage(n.data.side, n.data),
      };
    case 'dispute.opened':
      return {
        title: `The buyer reported a problem with ${title}`,
        body:
          `The buyer opened a dispute: ${REASON[n.data.reason]}. Read it and respond on the ` +
          'outcome page; Gavel staff will decide after hearing both sides.',
        link: sellerOutcome(n.data.auction_id),
      };
    case 'dispute.resolved': {
      const d = n.data;
      const decided =
        d.decision === 'rejected'
          ? 'Staff rejected the dispute: the sale stands as it was.'
          : d.decision === 'price_adjusted'
            ? `Staff adjusted the sale price to ${formatMoney(d.adjusted_price_cents ?? 0, d.currency)}; the buyer's fee was credited accordingly.`
            : "Staff cancelled the sale: the buyer's fee invoice is void and the listing is unsold again.";
      return {
        title: `The dispute about ${title} is decided`,
        body: `${decided} The decision and its note are on the ${d.side === 'seller' ? 'outcome' : 'listing'} page.`,
        link: negotiationPage(d.side, d),
      };
    }
  }
}

/**
 * The negotiation below the reserve (SPEC §13.1): an offer told to the other side, and its answer
 * told to the side that made it.
 */
function offerMessage(
  n: Extract<NotificationOf, { type: 'offer.received' | 'offer.accepted' | 'offer.declined' }>,
): Message {
  const d = n.data;
  const amount = formatMoney(d.amount_cents, d.currency);
  const title = quoted(d.listing_title);
  const other = d.by === 'seller' ? 'The highest bidder' : 'The seller';
  switch (n.type) {
    case 'offer.received': {
      const until = `before the negotiation closes at ${formatDateTimeUtc(n.data.expires_at)}`;
      return d.by === 'dealer'
        ? {
            title: `The highest bidder offers ${amount} for ${title}`,
            body: `You can accept it, decline it or make a counter-offer ${until}.`,
            link: negotiationPage('seller', d),
          }
        : {
            title: `The seller offers ${title} for ${amount}`,
            body: `Accept it to buy at that price, decline it or make a counter-offer ${until}.`,
            link: negotiationPage('dealer', d),
          };
    }
    case 'offer.accepted':
      return d.by === 'dealer'
        ? {
            title: `The seller accepted your offer for ${title}`,
            body:
              `You bought it for ${amount}. The buyer's fee is now due, and the seller's contact ` +
              'details are on the listing page: get in touch to complete the deal.',
            link: negotiationPage('dealer', d),
          }
        : {
            title: `The highest bidder accepted your offer for ${title}`,
            body: `It is sold for ${amount}. The buyer's contact details are on the outcome page.`,
            link: negotiationPage('seller', d),
          };
    case 'offer.declined':
      return {
        title: `${other} declined your offer for ${title}`,
        body:
          `Your offer of ${amount} was declined. ` +
          (d.by === 'seller'
            ? 'You can make another offer or accept the highest bid while the negotiation is open.'
            : 'You can make another offer while the negotiation is open.'),
        link: negotiationPage(d.by, d),
      };
  }
}

function kycMessage(d: NotificationData<'kyc.reviewed'>): Message {
  const link = d.kind === 'seller' ? '/seller/kyc' : '/dealer/onboarding';
  switch (d.status) {
    case 'approved':
      return {
        title: 'Your identity check is approved',
        body:
          d.kind === 'seller'
            ? 'Staff approved your identity check (KYC): your listings can now be approved and auctioned.'
            : 'Staff approved your business identity check (KYC): with your dealer profile complete, you can bid.',
        link,
      };
    case 'rejected':
      return {
        title: 'Your identity check was not approved',
        body: `Reason: ${sentence(d.note ?? 'not given')} You can correct your details and submit them again.`,
        link,
      };
    case 'resubmission_requested':
      return {
        title: 'Your identity check needs changes',
        body: `Staff asked you to submit it again: ${d.note ?? 'see the details'}.`,
        link,
      };
  }
}

function endedMessage(d: NotificationData<'auction.ended'>): Message {
  const link = sellerOutcome(d.auction_id);
  const bids = plural(d.bid_count, 'bid');
  switch (d.outcome) {
    case 'sold':
      return {
        title: `${quoted(d.listing_title)} sold for ${formatMoney(d.hammer_price_cents ?? 0, d.currency)}`,
        body: `Your auction ended with ${bids}. The buyer's contact details are on the outcome page.`,
        link,
      };
    case 'reserve_not_met':
      if (d.unsold_reason !== undefined) {
        // Its leading dealer could not buy (ADR 025): say so, and what the seller may accept.
        const offer =
          d.offer_cents === null || d.offer_cents === undefined
            ? 'No other dealer bid, so you can request a rerun.'
            : `The highest bid from another dealer was ${formatMoney(d.offer_cents, d.currency)}. ` +
              `You can accept it within ${hoursOf(ACCEPT_OFFER_WINDOW_SECONDS)} hours, or request a rerun.`;
        return {
          title: `${quoted(d.listing_title)} ended unsold`,
          body:
            (d.unsold_reason === 'leader_suspended'
              ? "The highest bidder's account was suspended, so it cannot buy your item. "
              : "The highest bidder's account no longer exists, so it cannot buy your item. ") +
            offer,
          link,
        };
      }
      return {
        title: `${quoted(d.listing_title)} ended below your reserve`,
        body:
          `The highest of ${bids} was ${formatMoney(d.highest_bid_cents ?? 0, d.currency)}. ` +
          `You can accept it within ${hoursOf(ACCEPT_OFFER_WINDOW_SECONDS)} hours, or request a rerun.`,
        link,
      };
    case 'cancelled':
      // An auction never ends cancelled: a sale is cancelled later, on a dispute (SPEC §13.4).
      return {
        title: `The sale of ${quoted(d.listing_title)} was cancelled`,
        body: 'The listing is unsold again. You can request a rerun.',
        link,
      };
    case 'no_bids':
      return {
        title: `${quoted(d.listing_title)} ended without bids`,
        body: 'Nobody bid this time. You can request a rerun, with a lower reserve if you like.',
        link,
      };
  }
}
