// Bid load with autocannon: every connection is one dealer, every request a bid that is high
// enough when it is sent. Amounts come from one ascending sequence per auction, so bids that
// reach the lock in another order than they were sent can still lose (409 bid_too_low), and a
// dealer that already leads gets 409 already_leading: both are expected answers of a hot auction.
import autocannon from 'autocannon';
import { incrementFor } from '@gavel/contract';
import { costFigures, costWindow } from './server-cost.mjs';

const EXPECTED_409 = new Set(['bid_too_low', 'already_leading']);

/**
 * With `server` (from startServer), the figures add the server's CPU per bid request answered
 * and its peak RSS over this load.
 * @param {{ base: string, tokens: string[], auctionIds: string[], startCents: number,
 *   connections: number, seconds: number, server?: { usage: () => { cpuMs: number, peakRssMb: number } } }} o
 */
export async function bidLoad({
  base,
  tokens,
  auctionIds,
  startCents,
  connections,
  seconds,
  server,
}) {
  const next = new Map(auctionIds.map((id) => [id, startCents]));
  const outcomes = new Map();
  let tokenIndex = 0;
  const count = (code) => outcomes.set(code, (outcomes.get(code) ?? 0) + 1);

  const meter = server ? costWindow(server) : null;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req, context) => {
          context.token ??= tokens[tokenIndex++ % tokens.length];
          const auctionId = auctionIds[Math.floor(Math.random() * auctionIds.length)];
          const amount = next.get(auctionId);
          // Twice the increment apart: a bid overtaken by the one sent just after still clears
          // the minimum next bid, which follows the second-highest maximum.
          next.set(auctionId, amount + 2 * incrementFor(amount) + 100);
          return {
            ...req,
            path: `/api/dealer/auctions/${auctionId}/bids`,
            headers: {
              authorization: `Bearer ${context.token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ amount_cents: amount }),
          };
        },
        onResponse: (status, body) => {
          if (status === 201) return count('accepted');
          // The leader bidding again raises its maximum (SPEC §8): 200 with no bid.
          if (status === 200) return count('raised_max');
          if (status === 409) {
            const code = safeCode(body);
            return count(EXPECTED_409.has(code) ? code : `unexpected 409 ${code}`);
          }
          count(`unexpected ${status} ${safeCode(body)}`);
        },
      },
    ],
  });
  // Every bid request answered, refused or not, is a request the server worked for.
  const window = meter ? meter() : null;
  const cost = window ? costFigures(window, result.requests.total) : {};
  const accepted = outcomes.get('accepted') ?? 0;
  // Issue 36: the server's CPU per accepted bid, everything it set off included (its notice and
  // email, the refusals around it): all the CPU of the load over the bids it accepted. Where
  // nearly every request is accepted (many-auctions) it is the cost of one accepted bid.
  const perAccepted =
    window && accepted > 0
      ? { cpu_ms_per_accepted_bid: Math.round((window.cpuMs / accepted) * 1000) / 1000 }
      : {};
  const unexpected = [...outcomes].filter(([c]) => c.startsWith('unexpected'));
  return {
    figures: {
      accepted_bids_per_s: Math.round(accepted / seconds),
      requests_per_s: Math.round(result.requests.total / seconds),
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      rejected_409: (outcomes.get('bid_too_low') ?? 0) + (outcomes.get('already_leading') ?? 0),
      errors: unexpected.reduce((n, [, v]) => n + v, 0) + result.errors + result.timeouts,
      ...cost,
      ...perAccepted,
    },
    outcomes: Object.fromEntries(outcomes),
  };
}

function safeCode(body) {
  try {
    return JSON.parse(body).error?.code ?? 'no code';
  } catch {
    return 'not json';
  }
}
