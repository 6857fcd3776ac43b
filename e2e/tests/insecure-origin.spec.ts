import { expect, signIn, test } from '../support/test.js';

// Every 127.0.0.0/8 address (and localhost) is a secure context, so a made-up name mapped to
// loopback is how a plain-http LAN origin looks to the browser: no `crypto.randomUUID` there.
const HOST = 'gavel.test';

test.use({
  // Chromium's own notice that COOP needs a trustworthy origin, which this one is not on purpose.
  consoleAllow: [/Cross-Origin-Opener-Policy header has been ignored/],
  launchOptions: async ({ launchOptions }, use) => {
    await use({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
    });
  },
});

test('a dealer bids from /dealer/listings/{id} on an origin that is not a secure context', async ({
  page,
  api,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '');
  origin.hostname = HOST;
  const [dealer, auction] = await Promise.all([api.activeDealer(), api.liveAuction()]);
  await signIn(page, dealer, `/dealer/listings/${auction.listingId}`, origin.origin);

  await expect(page.getByRole('heading', { level: 1, name: auction.title })).toBeVisible();
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  expect(await page.evaluate(() => typeof crypto.randomUUID)).toBe('undefined');

  const panel = page.getByRole('complementary', { name: 'Bidding' });
  await page.getByLabel('Your bid').fill('1200');
  await panel.getByRole('button', { name: 'Place bid' }).click();
  const dialog = page.getByRole('dialog');
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/bids'),
  );
  await dialog.getByRole('button', { name: 'Place bid' }).click();
  expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Bid placed: $1,200.00')).toBeVisible();
  await expect(panel.getByText('You are the highest bidder')).toBeVisible();
});
