import type { Locator, Page } from '@playwright/test';
import { capture, expect, signIn, test } from '../support/test.js';

/** The lot page's panel: price, standing and bid form (SPEC §7 `/auctions/{listingId}`). */
const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Price and bidding' });

/** The toast now on screen (Sonner's list item), once it has settled. */
async function settledToast(page: Page, text: string | RegExp): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  // Sonner slides a toast in: measure where it comes to rest, once its transitions are done.
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  return toast;
}

/** Fails when the two boxes overlap on screen. */
async function expectApart(a: Locator, b: Locator, what: string): Promise<void> {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!boxA || !boxB) throw new Error(`${what}: not on screen`);
  const overlap =
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height;
  expect(overlap, `${what}: ${JSON.stringify(boxA)} overlaps ${JSON.stringify(boxB)}`).toBe(false);
}

/** Fails unless the element is wholly inside the window as it is scrolled now. */
async function expectOnScreen(page: Page, element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) throw new Error(`${what}: not on screen`);
  expect(box.y, what).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} ends below the first screen`).toBeLessThanOrEqual(
    size.height,
  );
}

async function confirmBid(page: Page, amount: string, max?: string): Promise<void> {
  await page.getByLabel('Your bid').fill(amount);
  await page.getByLabel('Maximum bid (optional)').fill(max ?? '');
  await panelOf(page).getByRole('button', { name: 'Place bid' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Place bid' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('the lot page', () => {
  test.slow();

  test('a dealer has bid history, closing time, quick bids and Watch on one page, also from /dealer/listings/{id}', async ({
    page,
    api,
  }) => {
    const [dealer, rival, lot] = await Promise.all([
      api.activeDealer(),
      api.activeDealer(),
      api.liveAuction(),
    ]);
    await api.bid(rival, lot.auctionId, 120_000);

    // A visitor: the figures, the history and an invitation to sign in as a dealer.
    await page.goto(`/auctions/${lot.listingId}`);
    await expect(panelOf(page).getByRole('link', { name: 'Sign in as a dealer' })).toBeVisible();
    await capture(page, 'lot-visitor');

    // The dealer's old address leads to the same page.
    await signIn(page, dealer, `/dealer/listings/${lot.listingId}`);
    await expect(page).toHaveURL(new RegExp(`/auctions/${lot.listingId}$`));
    const panel = panelOf(page);
    await expect(page.getByRole('heading', { level: 1, name: lot.title })).toBeVisible();
    await expect(panel.getByRole('group', { name: 'Quick bids' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Bid $1,250.00' })).toBeVisible();
    await expect(panel.getByText('Current bid', { exact: true })).toBeVisible();
    await expect(panel.getByText('Time left')).toBeVisible();
    await expect(panel.getByText('Closes', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Watch', exact: true })).toBeVisible();
    const history = page.getByRole('region', { name: 'Bid history' });
    await expect(history.getByRole('row').filter({ hasText: '$1,200.00' })).toBeVisible();
    // "All auctions" is the public list, wherever the page is reached from.
    await expect(page.getByRole('link', { name: 'All auctions' })).toHaveAttribute(
      'href',
      '/auctions',
    );

    // On a phone the price and the bid form are on the first screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await expectOnScreen(page, panel.getByTestId('lot-price'), 'the price');
    await expectOnScreen(page, panel.getByRole('button', { name: 'Place bid' }), 'Place bid');
    await page.setViewportSize({ width: 1280, height: 800 });
    await capture(page, 'lot-dealer-bidding');
  });

  test('a bid answered by a higher maximum says why the price moved; the next toast replaces it, clear of the price and Place bid', async ({
    page,
    api,
  }) => {
    const [dealer, rival, lot] = await Promise.all([
      api.activeDealer(),
      api.activeDealer(),
      api.liveAuction(),
    ]);
    // The rival leads at 1,200.00 with a maximum of 1,700.00.
    await api.bid(rival, lot.auctionId, 120_000, 170_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, dealer, `/auctions/${lot.listingId}`);
    const panel = panelOf(page);
    const price = panel.getByTestId('lot-price');
    const placeBid = panel.getByRole('button', { name: 'Place bid' });

    // 1,300.00: the rival's maximum answers at 1,350.00.
    await confirmBid(page, '1300');
    const outbid = await settledToast(
      page,
      'Bid placed: $1,300.00. Another bidder’s maximum answered: the price is now $1,350.00. You have been outbid.',
    );
    await expect(price).toHaveText('$1,350.00');
    await expect(panel.getByText('You have been outbid')).toBeVisible();
    await expectOnScreen(page, placeBid, 'at 1280 px Place bid');
    await expectApart(outbid, placeBid, 'at 1280 px the toast and Place bid');
    await expectApart(outbid, price, 'at 1280 px the toast and the price');
    await capture(page, 'lot-dealer-outbid');

    // On a phone, with a maximum of 2,000.00: this dealer's maximum answers the rival's.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await confirmBid(page, '1400', '2000');
    const leading = await settledToast(
      page,
      'Bid placed: $1,400.00. Another bidder’s maximum answered and yours bid on: you are the highest bidder at $1,750.00. Your maximum: $2,000.00.',
    );
    // The second bid's toast took the first one's place (counted once, not retried: the first
    // would go by itself after 4 s).
    expect(await page.locator('[data-sonner-toast]:not([data-removed="true"])').count()).toBe(1);
    await expect(price).toHaveText('$1,750.00');
    await expect(panel.getByText('You are the highest bidder')).toBeVisible();
    await expectApart(leading, placeBid, 'at 375 px the toast and Place bid');
    await expectApart(leading, price, 'at 375 px the toast and the price');
    // Typing scrolled the page: on its first screen too, the toast is clear of both.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await expectOnScreen(page, price, 'at 375 px the price');
    await expectOnScreen(page, placeBid, 'at 375 px Place bid');
    await expectApart(leading, placeBid, 'at 375 px, scrolled to the top, the toast and Place bid');
    await expectApart(leading, price, 'at 375 px, scrolled to the top, the toast and the price');
  });

  test('a won lot names the buyer’s fee and the seller’s phone as people write it, and says Ended once', async ({
    page,
    api,
  }) => {
    const [dealer, lot, admin] = await Promise.all([
      api.activeDealer(),
      api.liveAuction(),
      api.admin(),
    ]);
    await api.bid(dealer, lot.auctionId, 180_000);
    await signIn(page, dealer, `/auctions/${lot.listingId}`);
    const panel = panelOf(page);
    await expect(panel.getByText('You are the highest bidder')).toBeVisible();
    await api.post(admin, `/admin/auctions/${lot.auctionId}/force-end`, {
      reason: 'Ended early for the e2e story',
    });
    await expect(panel.getByText('You won this auction')).toBeVisible({ timeout: 10_000 });
    await expect(panel.getByRole('heading', { name: 'Buyer’s fee: $99.00' })).toBeVisible();
    await expect(panel).toContainText('for a hammer price of $1,800.00 and due now');
    const contact = page.getByRole('region', { name: 'Seller contact' });
    await expect(contact.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    await expect(page.getByRole('main').getByText('Ended', { exact: true })).toHaveCount(1);
    await capture(page, 'lot-dealer-won');
  });

  test('an ended lot without bids says so, never "No bids yet"', async ({ page, api }) => {
    const [lot, admin] = await Promise.all([api.liveAuction(), api.admin()]);
    await api.post(admin, `/admin/auctions/${lot.auctionId}/force-end`, {
      reason: 'Ended early for the e2e story',
    });
    await page.goto(`/auctions/${lot.listingId}`);
    const panel = panelOf(page);
    await expect(panel).toContainText('No bids were placed');
    await expect(page.getByRole('main')).not.toContainText('No bids yet');

    const word = lot.title.split(' ').at(-1) ?? '';
    await page.goto(`/auctions?status=ended&q=${word}`);
    const card = page.getByRole('article').filter({ hasText: lot.title });
    await expect(card).toContainText('No bids');
    await expect(card).not.toContainText('No bids yet');
  });
});
