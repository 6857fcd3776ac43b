// One autocannon load on one URL, reduced to the figures the report shows. The load generator
// runs in this process, on the same cores as the servers it measures.
import autocannon from 'autocannon';
import { costFigures, costWindow } from './server-cost.mjs';

/**
 * GETs `url` over `connections` keep-alive connections for `seconds`. Every answer that is not
 * 2xx, or whose body `verify` refuses, is counted in `errors`, as are socket errors and timeouts
 * (no answer in 10 s); `log` hears what the errors were. With `server` (a Gavel server from
 * startServer), the figures add its CPU per request and peak RSS over this load.
 */
export async function load(url, { connections = 50, seconds, verify, headers, log, server } = {}) {
  const meter = server ? costWindow(server) : null;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    verifyBody: verify,
  });
  const errors = result.errors + result.timeouts + result.non2xx + result.mismatches;
  if (errors > 0 && log) {
    log(`${url}: ${errors} errors`, {
      socket_errors: result.errors,
      timeouts: result.timeouts,
      non_2xx: result.non2xx,
      status_codes: Object.keys(result.statusCodeStats).join(' '),
      unexpected_bodies: result.mismatches,
    });
  }
  // autocannon stops without waiting for the answers in flight; let the server finish them
  // (one more request queues behind them), so the next load or a shutdown does not meet them.
  await fetch(url, { headers }).then((r) => r.arrayBuffer());
  // The window closes once the server has finished the load's answers; the one above counts too.
  const cost = meter ? costFigures(meter(), result.requests.total + 1) : {};
  return {
    // Completed answers over the whole run (the per-second average drops partial seconds).
    req_per_s: Math.round(result.requests.total / result.duration),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors,
    ...cost,
  };
}

/** A short load that lets the JIT, the pool and PostgreSQL's caches settle before measuring. */
export async function warmUp(url, { seconds = 1, headers } = {}) {
  await autocannon({ url, connections: 10, duration: seconds, headers });
}
