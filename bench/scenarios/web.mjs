// Scenario 5, Web: the gzipped JS and CSS each page of the production web build loads on a
// first visit (from the Vite manifest and the route tree, bench/lib/web-bundle.mjs), and the LCP
// of / and /auctions in Lighthouse (system Chromium, default mobile emulation and simulated
// throttling), served by the production server with live auctions that have photos.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminToken, client, freshPostgres, startServer } from '../lib.mjs';
import { gzipOfBuilt, pageSizes } from '../lib/web-bundle.mjs';
import { costFigures, costWindow } from '../lib/server-cost.mjs';
import { launchChromium, lighthouseRun } from '../lib/web-lighthouse.mjs';
import { seedLiveAuctions } from '../lib/web-seed.mjs';

export const meta = { id: 'web', title: 'Web' };

const WEB_DIR = fileURLToPath(new URL('../../apps/web', import.meta.url));
const JS_BUDGET_KB = 150;
const BUDGETED = new Set(['/', '/auctions']);
const LCP_TARGET_MS = 1500;
const LCP_PAGES = ['/', '/auctions'];

/** @param ctx {{ quick: boolean, seconds: (n: number) => number, pgUrl: string, log: (...a: unknown[]) => void }} */
export async function run(ctx) {
  const sizes = pageSizes(WEB_DIR);
  const entries = sizes.map(sizeEntry);
  const lcp = await measureLcp(ctx, sizes);
  return [...entries, ...lcp];
}

/** A route as an id: `/` is root, slashes become dashes, `$` params keep their name. */
const slug = (url) =>
  url === '/' ? 'root' : url.replace(/^\//, '').replaceAll('/', '-').replaceAll('$', '');

/** Bundle sizes come from the build, not from a server: no CPU or memory figures. */
function sizeEntry(page) {
  const js = kb(page.js);
  return {
    id: `web-js-${slug(page.url)}`,
    scenario: 5,
    name: `${page.url}: JS and CSS of a first visit (gzip)`,
    database: null,
    figures: {
      js_gzip_kb: js,
      css_gzip_kb: kb(page.css),
      js_files: page.jsFiles,
      // Chunks the page's own code imports once it renders (the admin charts).
      ...(page.lazyJs > 0 ? { later_js_gzip_kb: kb(page.lazyJs) } : {}),
    },
    limit: null,
    ratio: null,
    target: BUDGETED.has(page.url)
      ? { text: `≤ ${String(JS_BUDGET_KB)} KB gzipped initial JS`, met: js <= JS_BUDGET_KB }
      : null,
  };
}

async function measureLcp(ctx, sizes) {
  const samples = ctx.quick ? 1 : 5;
  const db = await freshPostgres(ctx.pgUrl);
  let server;
  let chromium;
  try {
    server = await startServer(db ? { DATABASE_URL: db.url } : {});
    const api = client(server.base);
    // Two rows of cards on a wide screen; one card is in view on a phone.
    const count = ctx.quick ? 1 : 6;
    ctx.log(`web: seeding ${String(count)} live auctions with photos`);
    await seedLiveAuctions(api, await adminToken(api), count);
    chromium = await launchChromium();
    // A first navigation pays for the browser's and the server's cold start.
    if (!ctx.quick) await lighthouseRun(`${server.base}/`, chromium.port);

    const runs = new Map(LCP_PAGES.map((p) => [p, []]));
    for (let i = 0; i < samples; i++) {
      // Pages alternate so a burst of load from other processes spreads over both.
      for (const page of LCP_PAGES) {
        // The server's CPU over this navigation, per request the browser sent it.
        const meter = costWindow(server);
        const r = await lighthouseRun(`${server.base}${page}`, chromium.port);
        r.cost = meter();
        r.serverRequests = r.requestUrls.filter((u) => u.startsWith(server.base)).length;
        ctx.log(
          `web: ${page} LCP ${ms(r.lcpMs)} ms simulated, ${ms(r.observedLcpMs)} ms observed: ${r.lcpElement ?? '?'}`,
        );
        runs.get(page).push(r);
      }
    }
    return LCP_PAGES.map((page) => lcpEntry(page, runs.get(page), sizes, server.base, ctx));
  } finally {
    await chromium?.close();
    await server?.stop();
    await db?.drop();
  }
}

function lcpEntry(page, runs, sizes, base, ctx) {
  const lcp = median(runs.map((r) => r.lcpMs));
  // Cross-check of the manifest figure: the scripts this browser really loaded, gzipped the
  // same way (the method of e2e/tests/performance.spec.ts).
  const loaded = runs[0].assets.filter((a) => a.url.startsWith(base));
  const scripts = loaded.filter((a) => a.type === 'Script').map((a) => new URL(a.url).pathname);
  const jsLoaded = scripts.reduce((sum, p) => sum + gzipOfBuilt(path.join(WEB_DIR, 'dist'), p), 0);
  // The manifest's list for the page and what the browser fetched must be the same files.
  const predicted = new Set(sizes.find((s) => s.url === page)?.files.map((f) => `/${f}`));
  const fetched = new Set(loaded.map((a) => new URL(a.url).pathname));
  const extra = [...fetched].filter((p) => !predicted.has(p));
  const missing = [...predicted].filter((p) => !fetched.has(p));
  if (extra.length > 0 || missing.length > 0) {
    ctx.log(`web: ${page}: the browser's JS/CSS differ from the manifest's`, { extra, missing });
  }
  const requests = runs.reduce((sum, r) => sum + r.serverRequests, 0);
  return {
    id: `web-lcp-${slug(page)}`,
    scenario: 5,
    name: `LCP of ${page}, Lighthouse mobile (simulated slow 4G, 4× CPU), median of ${String(runs.length)}`,
    database: 'PostgreSQL',
    figures: {
      lcp_ms: ms(lcp),
      fcp_ms: ms(median(runs.map((r) => r.fcpMs))),
      observed_lcp_ms: ms(median(runs.map((r) => r.observedLcpMs ?? Number.NaN))),
      observed_fcp_ms: ms(median(runs.map((r) => r.observedFcpMs ?? Number.NaN))),
      browser_js_gzip_kb: kb(jsLoaded),
      browser_js_files: scripts.length,
      lighthouse_benchmark_index: ms(median(runs.map((r) => r.benchmarkIndex))),
      errors: runs.reduce((sum, r) => sum + r.failedRequests, 0),
      ...costFigures(
        runs.map((r) => r.cost),
        requests,
      ),
    },
    limit: null,
    ratio: null,
    target: {
      text: `LCP < ${String(LCP_TARGET_MS / 1000)} s (simulated)`,
      met: lcp < LCP_TARGET_MS,
    },
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const ms = (value) => Math.round(value);
