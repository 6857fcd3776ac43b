// Lighthouse against the system Chromium (/usr/bin/chromium): never a downloaded browser.
// Default settings: mobile form factor and screen, simulated throttling (slow 4G, 4× CPU).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const AUDITS = [
  'largest-contentful-paint',
  'first-contentful-paint',
  // With the three above (issue 36), every audit that weighs in the performance score: the
  // category's score, computed over the audits run, is then Lighthouse's own.
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
  // Where the main thread's time went (script evaluation, parsing, layout).
  'mainthread-work-breakdown',
  'metrics',
  'network-requests',
  // Lighthouse 13 gives the LCP element in this insight (its `largest-contentful-paint-element`
  // audit is gone).
  'lcp-breakdown-insight',
];

/** Starts Chromium with remote debugging on a free port; answers { port, close }. */
export async function launchChromium() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    // Chromium's helper processes may still be writing the profile as the browser exits
    // (ENOTEMPTY): rmSync retries those errors.
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  try {
    const port = await new Promise((resolve, reject) => {
      let err = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${err}`)), 30_000);
      child.stderr.on('data', (chunk) => {
        err += chunk;
        const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (${code}): ${err}`));
      });
    });
    // Keep draining stderr so a chatty browser never blocks on a full pipe.
    child.stderr.resume();
    return { port, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/**
 * One Lighthouse navigation of `url`. Answers the simulated (Lantern) and observed LCP and FCP
 * in ms, the LCP element, the requests that failed, the scripts and stylesheets loaded, and
 * the URLs of all requests.
 */
export async function lighthouseRun(url, port) {
  let lhr;
  // A trace can come back broken (NO_NAVSTART, NO_FCP) when the machine is overloaded:
  // Lighthouse's own advice is to run it again.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      // Only what is reported: Lighthouse then runs only the gatherers these audits need.
      onlyAudits: [...AUDITS],
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    lhr = result.lhr;
    if (!lhr.runtimeError) break;
    if (attempt === 3) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.message}`);
  }
  const audit = (id) => lhr.audits[id];
  const observed = audit('metrics')?.details?.items?.[0] ?? {};
  const lcpNode = audit('lcp-breakdown-insight')?.details?.items?.find((i) => i.type === 'node');
  const requests = audit('network-requests')?.details?.items ?? [];
  const work = audit('mainthread-work-breakdown')?.details?.items ?? [];
  return {
    lcpMs: audit('largest-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    // 0–100 as Lighthouse shows it; null if the category was not scored.
    performanceScore:
      typeof lhr.categories.performance?.score === 'number'
        ? Math.round(lhr.categories.performance.score * 100)
        : null,
    scriptEvaluationMs: work.find((w) => w.group === 'scriptEvaluation')?.duration ?? null,
    fcpMs: audit('first-contentful-paint').numericValue,
    observedLcpMs: observed.observedLargestContentfulPaint ?? null,
    observedFcpMs: observed.observedFirstContentfulPaint ?? null,
    lcpElement: lcpNode ? (lcpNode.snippet ?? lcpNode.selector ?? null) : null,
    warnings: lhr.runWarnings ?? [],
    // Lighthouse's CPU benchmark of this machine: the simulation scales observed CPU time by
    // it, so a busy or slow machine reads as a slower phone.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // An auction page's live stream (EventSource) stays open by design: unfinished is not failed.
    failedRequests: requests.filter(
      (r) =>
        (!r.finished && r.resourceType !== 'EventSource') ||
        r.statusCode < 200 ||
        r.statusCode >= 400,
    ).length,
    assets: requests
      .filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet')
      .map((r) => ({ url: r.url, type: r.resourceType, transferSize: r.transferSize ?? 0 })),
    // The LCP element's image, if it is one: with Low priority (not yet known to be in view)
    // the simulation leaves its download out of LCP; with High it counts.
    lcpImage: lcpImageRequest(lcpNode?.snippet, requests),
    // Every request of the navigation, to count what the server answered.
    requestUrls: requests.map((r) => r.url),
  };
}

function lcpImageRequest(snippet, requests) {
  const src = /^<img [^>]*\bsrc="([^"]+)"/.exec(snippet ?? '')?.[1];
  if (!src) return null;
  const r = requests.find((q) => q.resourceType === 'Image' && new URL(q.url).pathname === src);
  return r ? { priority: r.priority, kb: Math.round((r.transferSize ?? 0) / 1024) } : null;
}
