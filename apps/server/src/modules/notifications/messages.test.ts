import { notificationDataSchemas, type NotificationType } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import { compose, type NotificationOf } from './messages.js';

const at = new Date('2026-03-01T14:00:00.000Z');
const auction = {
  auction_id: '11111111-1111-4111-8111-111111111111',
  listing_id: '22222222-2222-4222-8222-222222222222',
  listing_title: 'Ford Transit 2019',
  currency: 'EUR',
};

const offer = {
  ...auction,
  offer_id: '44444444-4444-4444-8444-444444444444',
  amount_cents: 950_000,
};

/** One example of every type, each valid against the contract's data schema. */
const examples: { [T in NotificationType]: Extract<NotificationOf, { type: T }> } = {
  'bid.outbid': {
    type: 'bid.outbid',
    data: {
      ...auction,
      current_price_cents: 1_234_500,
      min_next_bid_cents: 1_244_500,
      end_at: '2026-03-01T18:30:00.000Z',
    },
  },
  'auction.won': {
    type: 'auction.won',
    data: {
      ...auction,
      hammer_price_cents: 1_600_000,
      fee_cents: 29_900,
      accepted_below_reserve: false,
    },
  },
  'auction.ending_soon': {
    type: 'auction.ending_soon',
    data: { ...auction, end_at: '2026-03-01T14:14:30.000Z', current_price_cents: null },
  },
  'kyc.reviewed': {
    type: 'kyc.reviewed',
    data: { kyc_id: auction.auction_id, kind: 'dealer', status: 'rejected', note: 'Expired ID' },
  },
  'listing.approved': {
    type: 'listing.approved',
    data: {
      listing_id: auction.listing_id,
      listing_title: 'Ford Transit 2019',
      auction_id: auction.auction_id,
    },
  },
  'listing.rejected': {
    type: 'listing.rejected',
    data: {
      listing_id: auction.listing_id,
      listing_title: 'Ford Transit 2019',
      reason: 'No photos of the engine',
    },
  },
  'saved_search.match': {
    type: 'saved_search.match',
    data: {
      saved_search_id: '33333333-3333-4333-8333-333333333333',
      auction_id: auction.auction_id,
      listing_id: auction.listing_id,
    },
  },
  'auction.ended': {
    type: 'auction.ended',
    data: {
      ...auction,
      outcome: 'reserve_not_met',
      hammer_price_cents: null,
      highest_bid_cents: 900_000,
      bid_count: 1,
    },
  },
  'dealer.activated': {
    type: 'dealer.activated',
    data: { dealer_id: auction.auction_id, reinstated: false },
  },
  'dealer.suspended': {
    type: 'dealer.suspended',
    data: { dealer_id: auction.auction_id, reason: 'Unpaid fees' },
  },
  'offer.received': {
    type: 'offer.received',
    data: {
      ...offer,
      by: 'dealer',
      expires_at: '2026-03-03T14:00:00.000Z',
    },
  },
  'offer.accepted': { type: 'offer.accepted', data: { ...offer, by: 'dealer' } },
  'offer.declined': { type: 'offer.declined', data: { ...offer, by: 'seller' } },
  'message.received': {
    type: 'message.received',
    data: {
      ...auction,
      message_id: '55555555-5555-4555-8555-555555555555',
      from: 'dealer',
      side: 'seller',
    },
  },
  'dispute.opened': {
    type: 'dispute.opened',
    data: {
      ...auction,
      dispute_id: '66666666-6666-4666-8666-666666666666',
      reason: 'undisclosed_damage',
    },
  },
  'dispute.resolved': {
    type: 'dispute.resolved',
    data: {
      ...auction,
      dispute_id: '66666666-6666-4666-8666-666666666666',
      decision: 'price_adjusted',
      adjusted_price_cents: 900_000,
      side: 'dealer',
    },
  },
};

describe('compose', () => {
  it('words every type, with a title, a body and a web path', () => {
    for (const example of Object.values(examples)) {
      expect(notificationDataSchemas[example.type].safeParse(example.data).success).toBe(true);
      const m = compose(example, at);
      expect(m.title.length, example.type).toBeGreaterThan(5);
      expect(m.body.length, example.type).toBeGreaterThan(10);
      expect(m.link, example.type).toMatch(/^\/(dealer|seller|auctions)\//);
    }
  });

  it('formats money in the auction currency and times in UTC', () => {
    expect(compose(examples['bid.outbid'], at)).toEqual({
      title: 'You have been outbid on “Ford Transit 2019”',
      body:
        'Another dealer now leads at €12,345.00. Bid €12,445.00 or more to take the lead back ' +
        'before the auction ends at Mar 1, 2026, 6:30 PM UTC.',
      link: `/dealer/listings/${auction.listing_id}`,
    });
  });

  it('counts the minutes left, rounded up, and says when there is no bid yet', () => {
    expect(compose(examples['auction.ending_soon'], at).body).toBe(
      'The auction you are watching ends in 15 minutes, at Mar 1, 2026, 2:14 PM UTC. No bids yet.',
    );
    const lastMinute = new Date('2026-03-01T14:14:00.000Z');
    expect(compose(examples['auction.ending_soon'], lastMinute).body).toMatch(/ends in 1 minute,/);
  });

  it('tells each KYC result and each auction outcome in its own words', () => {
    const kyc = examples['kyc.reviewed'];
    expect(compose(kyc, at)).toEqual({
      title: 'Your identity check was not approved',
      body: 'Reason: Expired ID. You can correct your details and submit them again.',
      link: '/dealer/onboarding',
    });
    const seller = { ...kyc, data: { ...kyc.data, kind: 'seller' as const } };
    expect(
      compose({ ...seller, data: { ...seller.data, status: 'approved', note: null } }, at).link,
    ).toBe('/seller/kyc');
    const ended = examples['auction.ended'];
    expect(compose(ended, at)).toEqual({
      title: '“Ford Transit 2019” ended below your reserve',
      body: 'The highest of 1 bid was €9,000.00. You can accept it within 48 hours, or request a rerun.',
      link: `/seller/outcomes/${auction.auction_id}`,
    });
    expect(
      compose(
        { ...ended, data: { ...ended.data, outcome: 'sold', hammer_price_cents: 900_000 } },
        at,
      ).title,
    ).toBe('“Ford Transit 2019” sold for €9,000.00');
    expect(
      compose({ ...ended, data: { ...ended.data, outcome: 'no_bids', bid_count: 0 } }, at).title,
    ).toBe('“Ford Transit 2019” ended without bids');
  });

  it('tells a reinstated dealer it is active again', () => {
    const activated = examples['dealer.activated'];
    expect(compose(activated, at).title).toBe('Your dealer account is active');
    expect(compose({ ...activated, data: { ...activated.data, reinstated: true } }, at).title).toBe(
      'Your dealer account is active again',
    );
  });

  it('names the saved search and the listing of a match, and leads to the auction', () => {
    expect(
      compose(examples['saved_search.match'], at, {
        search_name: 'Diesel vans',
        listing_title: 'Ford Transit 2019',
      }),
    ).toEqual({
      title: 'New match for “Diesel vans”: “Ford Transit 2019”',
      body:
        '“Ford Transit 2019” has just been listed for auction and matches your saved search ' +
        '“Diesel vans”. Change or turn off this alert on your saved searches page.',
      link: `/auctions/${auction.listing_id}`,
    });
  });

  it('words an offer for the side it tells, and leads each side to its own page', () => {
    const outcome = `/seller/outcomes/${auction.auction_id}`;
    const listing = `/dealer/listings/${auction.listing_id}`;
    const received = examples['offer.received'];
    expect(compose(received, at)).toEqual({
      title: 'The highest bidder offers €9,500.00 for “Ford Transit 2019”',
      body:
        'You can accept it, decline it or make a counter-offer before the negotiation closes ' +
        'at Mar 3, 2026, 2:00 PM UTC.',
      link: outcome,
    });
    expect(compose({ ...received, data: { ...received.data, by: 'seller' } }, at)).toEqual({
      title: 'The seller offers “Ford Transit 2019” for €9,500.00',
      body:
        'Accept it to buy at that price, decline it or make a counter-offer before the ' +
        'negotiation closes at Mar 3, 2026, 2:00 PM UTC.',
      link: listing,
    });
    const accepted = examples['offer.accepted'];
    expect(compose(accepted, at)).toMatchObject({
      title: 'The seller accepted your offer for “Ford Transit 2019”',
      body: expect.stringMatching(/^You bought it for €9,500\.00\./) as string,
      link: listing,
    });
    expect(compose({ ...accepted, data: { ...accepted.data, by: 'seller' } }, at)).toEqual({
      title: 'The highest bidder accepted your offer for “Ford Transit 2019”',
      body: "It is sold for €9,500.00. The buyer's contact details are on the outcome page.",
      link: outcome,
    });
    const declined = examples['offer.declined'];
    expect(compose(declined, at)).toEqual({
      title: 'The highest bidder declined your offer for “Ford Transit 2019”',
      body:
        'Your offer of €9,500.00 was declined. You can make another offer or accept the ' +
        'highest bid while the negotiation is open.',
      link: outcome,
    });
    expect(compose({ ...declined, data: { ...declined.data, by: 'dealer' } }, at)).toMatchObject({
      title: 'The seller declined your offer for “Ford Transit 2019”',
      link: listing,
    });
  });

  it('says a negotiated sale was agreed, whichever side accepted', () => {
    const won = examples['auction.won'];
    expect(
      compose(
        { ...won, data: { ...won.data, accepted_below_reserve: true, offer_id: offer.offer_id } },
        at,
      ).body,
    ).toMatch(/^You bought it for €16,000\.00, the price agreed with the seller\./);
    expect(
      compose({ ...won, data: { ...won.data, accepted_below_reserve: true, offer_id: null } }, at)
        .body,
    ).toMatch(/^The seller accepted your highest bid of €16,000\.00\./);
  });
});
