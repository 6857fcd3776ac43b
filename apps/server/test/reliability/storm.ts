import { randomUUID } from 'node:crypto';
import { incrementFor } from '@gavel/contract';
import type { Actor } from '../actors.js';
import { send, sleep, type Gate } from './support.js';

/**
 * A bid storm over real HTTP (not a test file itself): every dealer bids in a loop at or a
 * little above the minimum it last heard of, a third of them with proxy maxima (raising them
 * while they lead), half with an `Idempotency-Key`. It records what each request was answered,
 * and which got no answer because the server died under them.
 */

export type StormDealer = Actor & { profileId: string };

export interface SentBid {
  dealerId: string;
  amount: number;
  max: number | null;
  /** 0 before the kill, 1 after the restart. */
  life: number;
}

export interface Ack extends SentBid {
  bidId: string;
  /** Answered only when the request was retried with its Idempotency-Key after the restart. */
  retried: boolean;
}

export interface StormResult {
  acks: Ack[];
  /** Leaders that raised their maximum (200, no bid). */
  raises: SentBid[];
  /** Requests that got no answer (in flight at the kill, or sent to a dead port). */
  unanswered: SentBid[];
  refusals: Record<string, number>;
  /** Anything but 200, 201 and 409: must stay empty. */
  unexpected: { status: number; body: unknown }[];
}

export interface Storm {
  done: Promise<StormResult>;
  inFlight: () => number;
  acked: () => number;
  /** Moves the storm to its next life (the restarted server). */
  nextLife: () => void;
}

interface BidBody {
  bid?: { id: string; amount_cents: number } | null;
  auction?: { min_next_bid_cents: number };
  error?: { code: string; details?: { min_next_bid_cents?: number } };
}

export function runStorm(opts: {
  base: string;
  auctionId: string;
  dealers: StormDealer[];
  gate: Gate;
  startingPriceCents: number;
  /** No new bid is sent after this time (ms since the epoch). */
  stopAt: number;
  /**
   * Statuses that mean the app never answered: a balancer's 502 when the instance behind it
   * died. Counted as no answer, like a broken connection.
   */
  lostStatuses?: number[];
}): Storm {
  const { base, auctionId, gate } = opts;
  const result: StormResult = {
    acks: [],
    raises: [],
    unanswered: [],
    refusals: {},
    unexpected: [],
  };
  let minNext = opts.startingPriceCents;
  let inFlight = 0;
  let life = 0;
  const url = `/api/dealer/auctions/${auctionId}/bids`;
  const heard = (cents: number | undefined) => {
    if (cents !== undefined && cents > minNext) minNext = cents;
  };

  const lost = new Set(opts.lostStatuses ?? []);
  const post = async (dealer: StormDealer, body: object, headers: Record<string, string>) => {
    const res = await send(base, 'POST', url, dealer, body, headers);
    return res && lost.has(res.status) ? null : res;
  };

  async function dealerLoop(dealer: StormDealer, index: number) {
    const proxy = index % 3 === 0;
    const keyed = index % 2 === 0;
    let myMax = 0;
    let leading = false;
    while (Date.now() < opts.stopAt) {
      await gate.pass();
      const step = incrementFor(minNext);
      const amount = minNext + Math.floor(Math.random() * 3) * step;
      const raise = leading && proxy;
      const max =
        raise || (proxy && Math.random() < 0.5)
          ? Math.max(amount, myMax) + (1 + Math.floor(Math.random() * 5)) * step
          : null;
      const body = { amount_cents: amount, ...(max === null ? {} : { max_amount_cents: max }) };
      const headers: Record<string, string> = keyed ? { 'idempotency-key': randomUUID() } : {};
      const sent: SentBid = { dealerId: dealer.profileId, amount, max, life };
      inFlight++;
      let res = await post(dealer, body, headers);
      inFlight--;
      let retried = false;
      if (res === null) {
        result.unanswered.push(sent);
        if (!keyed) continue;
        // The same key and body again once the server is back: the first answer, or a first try.
        while (res === null) {
          await gate.pass();
          res = await post(dealer, body, headers);
          if (res === null) await sleep(50);
        }
        retried = true;
      }
      const answer = res.body as BidBody;
      if (res.status === 201 && answer.bid) {
        result.acks.push({ ...sent, bidId: answer.bid.id, retried });
        myMax = Math.max(myMax, max ?? amount);
        heard(answer.auction?.min_next_bid_cents);
        leading = true;
      } else if (res.status === 200) {
        result.raises.push(sent);
        myMax = Math.max(myMax, max ?? amount);
      } else if (res.status === 409 && answer.error) {
        const code = answer.error.code;
        result.refusals[code] = (result.refusals[code] ?? 0) + 1;
        heard(answer.error.details?.min_next_bid_cents);
        leading = code === 'already_leading';
        if (code === 'auction_not_live') return;
        if (leading && !proxy) await sleep(20);
      } else {
        result.unexpected.push({ status: res.status, body: res.body });
      }
    }
  }

  const done = Promise.all(opts.dealers.map((d, i) => dealerLoop(d, i))).then(() => result);
  return {
    done,
    inFlight: () => inFlight,
    acked: () => result.acks.length,
    nextLife: () => (life += 1),
  };
}
