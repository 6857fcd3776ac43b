import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  auctionPath,
  listPath,
  test,
  type PublicLot,
  type PublicLots,
} from '../support/public-lots.js';
import { FULL_PAGE_STYLE, capture, expect, signIn } from '../support/test.js';

/*
 * The server-rendered public pages as a person sees them (SPEC §10): whole without JavaScript,
 * then hydrated without a console message and without reading their data again, in a saved dark
 * theme from the first paint, at 375 px. The HTML alone: server-rendered-html.spec.ts.
 */

/** bg-zinc-950, the dark theme's page colour (light is white). */
const DARK_BACKGROUND = /^oklch\(0\.14/;

const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Console errors and warnings, uncaught exceptions and API reads of a page, from its start. */
function watch(page: Page) {
  const problems: string[] = [];
  const apiReads: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const { url } = message.location();
    // signIn() writes the session from /robots.txt, a bare text document, for which Chromium
    // asks /favicon.ico: not the page under test (its HTML names its icon).
    if (url.endsWith('/favicon.ico')) return;
    problems.push(`${message.type()}: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // Names the answer behind a "Failed to load resource" message, which does not.
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`HTTP ${String(response.status())}: ${new URL(response.url()).pathname}`);
    }
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Photos are images the HTML points at, not data.
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/photos/')) {
      apiReads.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });
  return { problems, apiReads };
}

/**
 * A page that shows every story's lots (the home page, the unfiltered list) may find one whose
 * photos another story has just made private (the card then shows its placeholder): such a page
 * leaves photos to the stories that search for their own lots.
 */
const withoutPhotos = (problems: string[]) =>
  problems.filter((problem) => !/\/api\/photos\/[0-9a-f-]{36}\b/.test(problem));

/** Waits until the app has taken over the HTML: the theme menu opens on a click. */
async function expectInteractive(page: Page) {
  const toggle = page.getByRole('button', { name: 'Toggle theme' });
  // A click before hydration does nothing (or is replayed by React): click until the menu opens.
  await expect(async () => {
    await toggle.click();
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** Holds the app's entry module back until `release()`: the page stays as the server sent it. */
async function holdApp(page: Page) {
  const entry = /\/assets\/index-[^/]+\.js$/;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(entry, async (route) => {
    await released;
    await route.continue();
  });
  return { requested: page.waitForRequest(entry), release };
}

// Every story here may show a page of every story's lots: a photo another story has just made
// private answers 404 there (see withoutPhotos). Each story's own watch() still says which
// failures it allows.
test.beforeEach(({ expectErrors }) => {
  expectErrors({ path: /^\/api\/photos\/[0-9a-f-]{36}(\/(thumbnail|display))?$/, status: 404 });
});

test.describe('as a person', () => {
  // Far from UTC and in another locale: the server renders UTC dates in en-US, the browser
  // switches to local ones after hydration; a wrong first render would be a hydration error.
  test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-GB' });
  test.beforeEach(({ expectErrors }) => {
    // The unknown path's 404 is the answer under test.
    expectErrors({ path: /^\/nope-not-a-page$/, status: 404 });
  });

  test('without JavaScript, an auction page shows its title, price and photos', async ({
    browser,
    baseURL,
    lots,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    // At this width the main photo is one of its WebP variants, never the full file (ADR 036).
    const photo = page.waitForResponse((response) =>
      /\/api\/photos\/[0-9a-f-]{36}\/(thumbnail|display)$/.test(new URL(response.url()).pathname),
    );
    await page.goto(auctionPath(lots.live));
    await expect(page).toHaveTitle(`${lots.live.title} · Gavel`);
    await expect(page.getByRole('heading', { level: 1, name: lots.live.title })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Price and bidding' });
    await expect(panel).toContainText(lots.live.price);
    await expect(panel).toContainText('2 bids');
    await expect(panel).toContainText('Closes');
    const cover = page.getByRole('img', { name: `${lots.live.title}, photo 1 of 2` });
    await expect(cover).toBeVisible();
    const answer = await photo;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^image\//);
    expect((await cover.boundingBox())?.height).toBeGreaterThan(100);
    await expect(page.getByRole('region', { name: 'Bid history' })).toContainText('Bidder 2');

    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({
      path: `${SCREENSHOT_DIR}ssr-no-js-auction-light-phone.png`,
      fullPage: true,
      style: FULL_PAGE_STYLE,
    });
    await page.goto('/auctions');
    await expect(page.getByRole('heading', { level: 1, name: 'Auctions' })).toBeVisible();
    await page.screenshot({
      path: `${SCREENSHOT_DIR}ssr-no-js-auctions-light-phone.png`,
      fullPage: true,
      style: FULL_PAGE_STYLE,
    });
    await context.close();
  });

  test('on New Year’s Eve in Kolkata, the footer keeps the server’s year', async ({
    page,
    lots,
  }) => {
    // 20:00 UTC on 31 December is already next year in Kolkata. Only the browser's clock can be
    // moved: to that moment of the year the server is in.
    const year = new Date().getUTCFullYear();
    await page.clock.install({ time: new Date(Date.UTC(year, 11, 31, 20)) });
    const seen = watch(page);
    await page.goto(auctionPath(lots.live));
    await expectInteractive(page);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${String(year)} Gavel`);
    expect(seen.problems).toEqual([]);
  });

  test('with a device clock ten minutes slow, countdowns keep the server’s time', async ({
    page,
    lots,
  }) => {
    await page.clock.install({ time: Date.now() - 10 * 60_000 });
    const seen = watch(page);
    await page.goto(listPath(lots));
    await expectInteractive(page);
    await expect(page.getByRole('main')).not.toContainText('UTC');
    const clock = page.getByRole('article').filter({ hasText: lots.live.title }).locator('time');
    const endsAt = Date.parse((await clock.getAttribute('datetime')) ?? '');
    // The test runs beside the server: its clock is the server's.
    const shown = countdownMs(await clock.innerText());
    expect(Math.abs(shown - (endsAt - Date.now()))).toBeLessThan(60_000);
    expect(seen.problems).toEqual([]);
  });

  const pages: {
    name: string;
    path: (lots: PublicLots) => string;
    /** API reads the page makes on purpose once hydrated (a live auction's stream re-reads). */
    allowed: (lots: PublicLots) => RegExp[];
    status?: number;
  }[] = [
    { name: 'the home page', path: () => '/', allowed: () => [] },
    { name: 'the list', path: listPath, allowed: () => [] },
    {
      name: 'a live auction',
      path: (lots) => auctionPath(lots.live),
      allowed: ({ live }) => liveStreamReads(live),
    },
    {
      name: 'a scheduled auction',
      path: (lots) => auctionPath(lots.scheduled),
      allowed: ({ scheduled }) => liveStreamReads(scheduled),
    },
    { name: 'a sold auction', path: (lots) => auctionPath(lots.sold), allowed: () => [] },
    { name: 'the terms', path: () => '/terms', allowed: () => [] },
    { name: 'the privacy policy', path: () => '/privacy', allowed: () => [] },
    { name: 'an unknown path', path: () => '/nope-not-a-page', allowed: () => [], status: 404 },
  ];

  for (const { name, path, allowed, status = 200 } of pages) {
    test(`${name} hydrates without a console message and without reading its data again`, async ({
      page,
      lots,
    }) => {
      const seen = watch(page);
      const expected = allowed(lots);
      // A page on a live stream never goes idle: the stream's re-read of the bids comes last.
      const settled = expected.length
        ? page.waitForResponse((response) => response.url().includes('/bids?'))
        : null;
      const answer = await page.goto(path(lots));
      expect(answer?.status()).toBe(status);
      await expectInteractive(page);
      // Local dates replace the server's UTC ones once hydrated.
      await expect(page.getByRole('main')).not.toContainText('UTC');
      await expect(page.locator('main time[title$="UTC"]')).toHaveCount(0);
      // The reads a hydrated page would make have had their chance.
      await (settled ?? page.waitForLoadState('networkidle'));
      // Chromium reports a 404 document as a resource that failed to load: that one is the
      // answer under test. Nothing else is allowed, warnings included.
      const notFound = [
        `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${page.url()})`,
        `HTTP 404: ${new URL(page.url()).pathname}`,
      ];
      const problems = path(lots) === '/' ? withoutPhotos(seen.problems) : seen.problems;
      expect(problems.toSorted()).toEqual(status === 404 ? notFound.toSorted() : []);
      expect(seen.apiReads.filter((read) => !expected.some((re) => re.test(read)))).toEqual([]);
    });
  }
});

test.describe('as a person, signed in or with a saved theme', () => {
  // Not UTC: local times name their zone, so "UTC" on the page would mean "not hydrated yet".
  test.use({ timezoneId: 'Asia/Kolkata' });
  test('an active dealer bids from a server-rendered auction page', async ({ page, api }) => {
    const lot = await api.liveAuction();
    const dealer = await api.activeDealer();
    const seen = watch(page);
    // The server renders the page signed out; the browser then shows the dealer's bid form.
    await signIn(page, dealer, `/auctions/${lot.listingId}`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
    // The dealer's panel: a quick bid at the starting price, confirmed.
    await page.getByRole('button', { name: 'Bid $1,200.00' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Place bid' }).click();
    await expect(page.getByText('You are the highest bidder', { exact: true })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Price and bidding' })).toContainText(
      '$1,200.00',
    );
    expect(seen.problems).toEqual([]);
  });

  test('a saved dark theme is on <html> before the app’s code runs, and stays', async ({
    page,
    lots,
  }) => {
    const seen = watch(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      // Every class <html> takes, from before the first script: dark must never be dropped.
      const classes: string[] = [];
      (window as unknown as { htmlClasses: string[] }).htmlClasses = classes;
      new MutationObserver(() => {
        classes.push(document.documentElement.className);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    // The app's entry module is held back until the page has been looked at.
    const app = await holdApp(page);
    await page.goto(auctionPath(lots.live), { waitUntil: 'commit' });
    await app.requested;
    await expect(page.getByRole('heading', { level: 1, name: lots.live.title })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Price and bidding' })).toContainText(
      lots.live.price,
    );
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // The stylesheet has applied the dark colours: the page is painted dark, not white.
    await expect.poll(background).toMatch(DARK_BACKGROUND);
    const darkBackground = await background();

    app.release();
    await expectInteractive(page);
    await expect(page.getByRole('main')).not.toContainText('UTC');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await background()).toBe(darkBackground);
    const classes = await page.evaluate(
      () => (window as unknown as { htmlClasses: string[] }).htmlClasses,
    );
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.filter((value) => !/\bdark\b/.test(value))).toEqual([]);
    expect(seen.problems).toEqual([]);
  });
});

test.describe('before the app runs', () => {
  test('what a person types and chooses on the list is kept, then applied', async ({
    page,
    lots,
  }) => {
    const seen = watch(page);
    const app = await holdApp(page);
    await page.goto('/auctions', { waitUntil: 'commit' });
    // The app is asked for after the page is painted, and held there.
    await app.requested;
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(lots.word);
    await page.getByLabel('Status').selectOption({ label: 'Any status' });
    expect(new URL(page.url()).search).toBe('');

    app.release();
    await expectInteractive(page);
    await expect(search).toHaveValue(lots.word);
    await expect(page.getByLabel('Status')).toHaveValue('any');
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toMatchObject({ q: lots.word, status: 'any' });
    const results = page.getByRole('main');
    for (const lot of [lots.live, lots.scheduled, lots.sold]) {
      await expect(results.getByRole('link', { name: lot.title }).first()).toBeVisible();
    }
    // Before the search applies, the list shows every story's lots of any status.
    expect(withoutPhotos(seen.problems)).toEqual([]);
  });

  test('Enter in the search box before the app runs asks the server for the results', async ({
    page,
    lots,
  }) => {
    const app = await holdApp(page);
    await page.goto('/auctions', { waitUntil: 'commit' });
    await app.requested;
    await page.getByRole('searchbox', { name: 'Search' }).fill(lots.word);
    await page.getByLabel('Status').selectOption({ label: 'Any status' });
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === lots.word);
    // A new page, from the server, still without the app: the three lots are in its HTML.
    const results = page.getByRole('main');
    for (const lot of [lots.live, lots.scheduled, lots.sold]) {
      await expect(results.getByRole('link', { name: lot.title }).first()).toBeVisible();
    }
    app.release();
  });
});

test.describe('screenshots', () => {
  const shots: [string, (lots: PublicLots) => string][] = [
    ['ssr-home', () => '/'],
    ['ssr-auctions', listPath],
    ['ssr-auction-live', (lots) => auctionPath(lots.live)],
    ['ssr-auction-scheduled', (lots) => auctionPath(lots.scheduled)],
    ['ssr-auction-sold', (lots) => auctionPath(lots.sold)],
  ];
  for (const [name, path] of shots) {
    test(`${name}: light and dark, 375 px and desktop, no axe violation`, async ({
      page,
      lots,
    }) => {
      await page.goto(path(lots));
      await expectInteractive(page);
      // The theme button keeps the focus the check above left it: not part of the picture.
      await page.getByRole('button', { name: 'Toggle theme' }).blur();
      await capture(page, name);
    });
  }
});

/** A countdown's text (`Ends in 9m 41s`, `2h 5m`, `3d 4h`, `41s`) in milliseconds, to its precision. */
function countdownMs(text: string): number {
  const units = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 } as const;
  const parts = [...text.matchAll(/(\d+)([dhms])\b/g)];
  if (parts.length === 0) throw new Error(`not a countdown: ${text}`);
  return parts.reduce((ms, [, n, unit]) => ms + Number(n) * units[unit as keyof typeof units], 0);
}

/** The reads a live or scheduled auction's page makes when its live stream opens. */
function liveStreamReads(lot: PublicLot): RegExp[] {
  return [
    new RegExp(`^GET /api/auctions/${lot.auctionId}/events$`),
    new RegExp(`^GET /api/auctions/by-listing/${lot.listingId}$`),
    new RegExp(`^GET /api/auctions/${lot.auctionId}/bids\\?`),
  ];
}
