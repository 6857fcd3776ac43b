import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { Api, type Session } from '../support/api.js';
import {
  metaOf,
  rootOf,
  scriptsOf,
  tagsOf,
  textsOf,
  withoutRenderMoment,
} from '../support/html.js';
import { auctionPath, listPath, test } from '../support/public-lots.js';
import { expect } from '../support/test.js';

/*
 * The public pages as a crawler reads them: the HTML alone, no script run (SPEC §10). Their
 * content, head tags and JSON-LD; nothing private; the same HTML whoever asks. One live, one
 * scheduled and one sold lot per worker, through the real API (support/public-lots.ts).
 */

/** The page as the server sends it: 200 and HTML, or the test says which. */
async function fetchHtml(
  request: APIRequestContext,
  path: string,
  { status = 200, session }: { status?: number; session?: Session } = {},
) {
  const response = await request.get(path, {
    headers: session
      ? {
          Authorization: `Bearer ${session.token}`,
          // The app keeps its session in localStorage; a cookie must make no difference either.
          Cookie: `auth=${encodeURIComponent(JSON.stringify({ token: session.token }))}`,
        }
      : {},
  });
  expect(response.status(), `GET ${path}`).toBe(status);
  expect(response.headers()['content-type']).toMatch(/^text\/html\b/);
  return response.text();
}

test.describe('as a crawler (the HTML alone)', () => {
  test('an auction page carries its title, price, photo, canonical URL, cards and JSON-LD', async ({
    request,
    lots,
    baseURL,
  }) => {
    const { live } = lots;
    const html = await fetchHtml(request, auctionPath(live));
    const pageUrl = `${baseURL ?? ''}${auctionPath(live)}`;

    expect(textsOf(html, 'title')).toEqual([`${live.title} · Gavel`]);
    expect(textsOf(rootOf(html), 'h1')).toEqual([live.title]);
    expect(rootOf(html)).toContain(live.price);
    expect(rootOf(html)).toContain('2 bids');
    // The countdown's target, and the closing time in UTC (the server cannot know the reader's).
    const auction = await new Api(request).get<{ end_at: string }>(
      null,
      `/auctions/by-listing/${live.listingId}`,
    );
    expect(tagsOf(rootOf(html), 'time').map((time) => time.datetime)).toContain(auction.end_at);
    expect(textsOf(rootOf(html), 'dd').filter((text) => text.endsWith(' UTC'))).toHaveLength(1);
    expect(metaOf(html, 'description')).toContain(`Current bid ${live.price}`);

    // The cover photo, in the page and on the cards, on PUBLIC_URL (the e2e server's own URL):
    // the page shows its display-size variant, the cards name the full-size photo (ADR 036).
    const cover = tagsOf(rootOf(html), 'img').find((img) => img.alt?.startsWith(live.title));
    expect(cover?.alt).toBe(`${live.title}, photo 1 of 2`);
    const shown = new URL(cover?.src ?? '', baseURL).href;
    expect(shown).toMatch(new RegExp(`^${baseURL ?? ''}/api/photos/[0-9a-f-]{36}/display$`));
    const coverUrl = shown.replace(/\/display$/, '');
    expect(metaOf(html, 'og:image')).toBe(coverUrl);
    expect(metaOf(html, 'twitter:image')).toBe(coverUrl);

    expect(tagsOf(html, 'link').filter((link) => link.rel === 'canonical')).toEqual([
      { rel: 'canonical', href: pageUrl },
    ]);
    expect(metaOf(html, 'og:url')).toBe(pageUrl);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:title')).toBe(`${live.title} — Current bid ${live.price}`);
    expect(metaOf(html, 'og:description')).toContain(live.price);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:title')).toBe(`${live.title} — Current bid ${live.price}`);
    expect(metaOf(html, 'twitter:description')).toContain(live.price);
    expect(metaOf(html, 'product:price:amount')).toBe(live.decimalPrice);
    expect(metaOf(html, 'product:price:currency')).toBe('USD');

    const jsonLd = scriptsOf(html, 'application/ld+json');
    expect(jsonLd).toHaveLength(1);
    const product = JSON.parse(jsonLd[0] ?? '') as Record<string, unknown>;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: live.title,
      url: pageUrl,
      image: [coverUrl],
      offers: {
        '@type': 'Offer',
        url: pageUrl,
        price: live.decimalPrice,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });

    // The data the page was rendered with travels with it, for the browser to hydrate from.
    const [state] = scriptsOf(html, 'application/json');
    expect(JSON.parse(state ?? '')).toMatchObject({ siteUrl: baseURL });
  });

  test('a scheduled and a sold auction say so in their cards and offers', async ({
    request,
    lots,
  }) => {
    const scheduled = await fetchHtml(request, auctionPath(lots.scheduled));
    expect(textsOf(rootOf(scheduled), 'h1')).toEqual([lots.scheduled.title]);
    expect(metaOf(scheduled, 'og:title')).toBe(
      `${lots.scheduled.title} — Starting bid ${lots.scheduled.price}`,
    );
    expect(JSON.parse(scriptsOf(scheduled, 'application/ld+json')[0] ?? '')).toMatchObject({
      offers: {
        '@type': 'Offer',
        price: lots.scheduled.decimalPrice,
        availability: 'https://schema.org/PreOrder',
      },
    });

    const sold = await fetchHtml(request, auctionPath(lots.sold));
    expect(textsOf(rootOf(sold), 'h1')).toEqual([lots.sold.title]);
    expect(rootOf(sold)).toContain('Sold for');
    expect(rootOf(sold)).toContain(lots.sold.price);
    expect(metaOf(sold, 'og:title')).toBe(`${lots.sold.title} — Sold for ${lots.sold.price}`);
    expect(JSON.parse(scriptsOf(sold, 'application/ld+json')[0] ?? '')).toMatchObject({
      offers: {
        '@type': 'Offer',
        price: lots.sold.decimalPrice,
        availability: 'https://schema.org/SoldOut',
      },
    });
  });

  test('the home page and the list arrive with their cards', async ({ request, lots }) => {
    const home = await fetchHtml(request, '/');
    expect(textsOf(home, 'title')).toEqual(['Gavel']);
    expect(textsOf(rootOf(home), 'h2')).toContain('Live auctions ending soon');
    // Whichever live lots end soonest (other stories add theirs): at least this worker's one.
    expect(textsOf(rootOf(home), 'article').length).toBeGreaterThan(0);

    const auctions = await fetchHtml(request, '/auctions');
    expect(textsOf(auctions, 'title')).toEqual(['Auctions · Gavel']);
    expect(textsOf(rootOf(auctions), 'h1')).toEqual(['Auctions']);

    const list = await fetchHtml(request, listPath(lots));
    expect(textsOf(list, 'title')).toEqual(['Auctions · Gavel']);
    const cards = textsOf(rootOf(list), 'article');
    expect(cards).toHaveLength(3);
    for (const lot of [lots.live, lots.scheduled, lots.sold]) {
      expect(cards.find((card) => card.includes(lot.title))).toContain(lot.price);
    }
    expect(tagsOf(rootOf(list), 'a').map((a) => a.href)).toEqual(
      expect.arrayContaining([lots.live, lots.scheduled, lots.sold].map(auctionPath)),
    );

    for (const path of ['/terms', '/privacy']) {
      const html = await fetchHtml(request, path);
      expect(textsOf(rootOf(html), 'h1')).toHaveLength(1);
    }
  });

  test('nothing private is in any public page, and the HTML is the same signed in or not', async ({
    request,
    lots,
  }) => {
    // Signed in afresh: the worker's sessions may be older than an access token lives.
    const api = new Api(request);
    const signedIn = (session: Session | undefined) =>
      api.login(session?.email ?? '', session?.password ?? '');
    const visitors: [string, Session][] = [
      ['the live lot’s seller', await signedIn(lots.live.seller)],
      ['its leading bidder', await signedIn(lots.dealers[1])],
    ];
    const pages = ['/', listPath(lots), ...[lots.live, lots.scheduled, lots.sold].map(auctionPath)];
    for (const path of pages) {
      const anonymous = await fetchHtml(request, path);
      for (const secret of lots.secrets) {
        expect(anonymous.includes(secret), `${path} must not contain ${secret}`).toBe(false);
      }
      for (const [who, session] of visitors) {
        const signedIn = await fetchHtml(request, path, { session });
        expect(withoutRenderMoment(signedIn), `${path} for ${who}`).toBe(
          withoutRenderMoment(anonymous),
        );
      }
    }
  });

  test('unknown paths and auctions answer 404; the signed-in areas are the browser’s', async ({
    request,
  }) => {
    for (const path of ['/nope-not-a-page', `/auctions/${randomUUID()}`, '/auctions/not-an-id']) {
      const html = await fetchHtml(request, path, { status: 404 });
      expect(textsOf(rootOf(html), 'h1'), path).toEqual(['Not Found']);
      expect(scriptsOf(html, 'application/ld+json'), path).toEqual([]);
      expect(
        tagsOf(html, 'link').filter((link) => link.rel === 'canonical'),
        path,
      ).toEqual([]);
    }
    for (const path of ['/seller', '/dealer', '/admin', '/dealer/login', '/seller/signup']) {
      const html = await fetchHtml(request, path);
      // Sent with the page's shell (header, footer, a skeleton; page-shell.spec.ts), no data.
      expect(textsOf(rootOf(html), 'h1'), path).toEqual([]);
      expect(rootOf(html), path).toContain('data-page-shell');
      expect(scriptsOf(html, 'application/json'), path).toEqual([]);
      // The browser renders these at once: the app's module and its imports are asked for
      // from the HTML.
      expect(
        tagsOf(html, 'script').filter((tag) => tag.type === 'module'),
        path,
      ).toHaveLength(1);
      expect(
        tagsOf(html, 'link').some((tag) => tag.rel === 'modulepreload'),
        path,
      ).toBe(true);
    }
  });

  test('a URL the app writes otherwise is redirected to the one it writes', async ({
    request,
    lots,
  }) => {
    // What the list's search form sends when it is used before the app runs: every field,
    // defaults and an empty category included.
    const cases: [string, string][] = [
      ['/auctions?q=&status=live&category=&sort=ending_soon', '/auctions'],
      [
        `/auctions?q=${lots.word}&status=any&category=&sort=ending_soon`,
        `/auctions?q=${lots.word}&status=any`,
      ],
      ['/auctions?status=nonsense', '/auctions'],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(307);
      expect(response.headers().location, from).toBe(to);
    }
    const followed = await fetchHtml(request, cases[1]?.[0] ?? '');
    expect(textsOf(rootOf(followed), 'a').join(' ')).toContain(lots.sold.title);
  });

  test('a rendered page starts the app once its photos are shown, with the same module', async ({
    request,
    lots,
  }) => {
    const client = await fetchHtml(request, '/seller');
    const entry = tagsOf(client, 'script').find((tag) => tag.type === 'module')?.src;
    const preloads = tagsOf(client, 'link')
      .filter((tag) => tag.rel === 'modulepreload')
      .map((tag) => tag.href);
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    for (const path of ['/', '/auctions', auctionPath(lots.live), '/terms', '/nope-not-a-page']) {
      const html = await fetchHtml(request, path, {
        status: path === '/nope-not-a-page' ? 404 : 200,
      });
      // Nothing the browser would fetch beside the page's photos: no module script, no
      // modulepreload; the boot script starts the app once they are shown.
      expect(
        tagsOf(html, 'script').filter((tag) => tag.type === 'module'),
        path,
      ).toEqual([]);
      expect(
        tagsOf(html, 'link').filter((tag) => tag.rel === 'modulepreload'),
        path,
      ).toEqual([]);
      expect(
        tagsOf(html, 'script').filter((tag) => tag.src !== undefined),
        path,
      ).toEqual([{ src: '/boot.js', 'data-app': entry, 'data-preload': preloads.join(' ') }]);
    }
    // The browser's pages have the boot script too, without an app to start.
    expect(tagsOf(client, 'script').filter((tag) => tag.src === '/boot.js')).toEqual([
      { src: '/boot.js' },
    ]);
    const script = await request.get('/boot.js');
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toMatch(/javascript/);
  });

  test('robots.txt keeps crawlers out of the signed-in areas; the sitemap lists the lots', async ({
    request,
    lots,
    baseURL,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain\b/);
    const rules = (await robots.text()).split('\n');
    for (const area of ['/seller', '/dealer', '/admin']) {
      expect(rules).toContain(`Disallow: ${area}`);
    }
    expect(rules).toContain(`Sitemap: ${baseURL ?? ''}/sitemap.xml`);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml\b/);
    const locs = textsOf(await sitemap.text(), 'loc');
    for (const lot of [lots.live, lots.scheduled, lots.sold]) {
      expect(locs).toContain(`${baseURL ?? ''}${auctionPath(lot)}`);
    }
    expect(locs).toContain(`${baseURL ?? ''}/auctions`);
  });
});
