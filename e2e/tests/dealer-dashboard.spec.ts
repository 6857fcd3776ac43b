import type { Locator, Page } from '@playwright/test';
import { capture, expect, signIn, test, type Session } from '../support/test.js';

/** What a control is filled with, once its colour transition has settled. */
const fill = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** The dealer's auctions of one tab, as the API lists them. */
async function listed(page: Page, dealer: Session, scope: string): Promise<string[]> {
  const answer = await page.request.get(`/api/dealer/auctions?scope=${scope}&limit=100`, {
    headers: { Authorization: `Bearer ${dealer.token}` },
  });
  const body = (await answer.json()) as { items: { id: string }[] };
  return body.items.map((item) => item.id);
}

test.describe('dealer dashboard', () => {
  // The stories capture several page states (axe and four screenshots each).
  test.slow();

  test('each card leads with one Bid or View action; Watch is a secondary toggle, by keyboard too', async ({
    page,
    api,
  }) => {
    const [dealer, live, ended, admin] = await Promise.all([
      api.activeDealer(),
      api.liveAuction(),
      api.liveAuction(),
      api.admin(),
    ]);
    await api.bid(dealer, live.auctionId, 120_000);
    await api.bid(dealer, ended.auctionId, 180_000);
    await api.post(admin, `/admin/auctions/${ended.auctionId}/force-end`, {
      reason: 'Ended early for the e2e story',
    });
    await signIn(page, dealer, '/dealer?tab=bidding');

    const card = page.getByRole('listitem').filter({ hasText: live.title });
    await expect(card.getByText('Current bid')).toBeVisible();
    // One primary action, to the lot page.
    const bid = card.getByRole('link', { name: 'Bid', exact: true });
    await expect(bid).toHaveAttribute('href', `/auctions/${live.listingId}`);
    await expect(card.getByRole('link', { name: 'View', exact: true })).toHaveCount(0);

    // Watch is a toggle, not drawn as the primary button.
    const watch = card.getByRole('button', { name: 'Watch', exact: true });
    // Its name says the state (SPEC §8), so it is no aria-pressed toggle (which would say it twice).
    await expect(watch).not.toHaveAttribute('aria-pressed');
    const primary = await fill(bid);
    const off = await fill(watch);
    expect(off).not.toBe(primary);

    // By keyboard: Enter turns it on, Space off, focus staying on the toggle.
    await watch.focus();
    await page.keyboard.press('Enter');
    const unwatch = card.getByRole('button', { name: 'Unwatch' });
    await expect(unwatch).toBeVisible();
    await expect(unwatch).not.toHaveAttribute('aria-pressed');
    await expect(unwatch).toBeFocused();
    // The watched state is visibly on: drawn unlike the unwatched toggle and unlike "Bid".
    await expect.poll(() => fill(unwatch)).not.toBe(off);
    expect(await fill(unwatch)).not.toBe(primary);
    await expect.poll(() => listed(page, dealer, 'watching')).toContain(live.auctionId);
    await page.keyboard.press('Space');
    await expect(watch).toBeVisible();
    await expect(watch).toBeFocused();
    await expect.poll(() => listed(page, dealer, 'watching')).not.toContain(live.auctionId);
    await page.keyboard.press('Enter');
    await expect(unwatch).toBeFocused();
    await capture(page, 'dealer-dashboard-my-bids');

    // An auction that has ended can only be viewed.
    await expect.poll(() => listed(page, dealer, 'won')).toContain(ended.auctionId);
    const tabs = page.getByRole('navigation', { name: 'Auction lists' });
    await tabs.getByRole('link', { name: 'Won' }).click();
    const won = page.getByRole('listitem').filter({ hasText: ended.title });
    await expect(won.getByText('Winning bid')).toBeVisible();
    await expect(won.getByRole('link', { name: 'View', exact: true })).toHaveAttribute(
      'href',
      `/auctions/${ended.listingId}`,
    );
    await expect(won.getByRole('link', { name: 'Bid', exact: true })).toHaveCount(0);
    await capture(page, 'dealer-dashboard-won');

    // The watched auction, on in its card, and "Bid" opens its lot page.
    await tabs.getByRole('link', { name: 'Watching' }).click();
    const watched = page.getByRole('listitem').filter({ hasText: live.title });
    await expect(watched.getByRole('button', { name: 'Unwatch' })).toBeVisible();
    await watched.getByRole('link', { name: 'Bid', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/auctions/${live.listingId}$`));
    await expect(page.getByRole('heading', { level: 1, name: live.title })).toBeVisible();
    // On the lot page too the toggle is secondary to "Place bid".
    const place = page.getByRole('button', { name: 'Place bid' });
    const lotToggle = page.getByRole('button', { name: 'Unwatch' });
    await expect(lotToggle).toBeVisible();
    await expect(place).toBeVisible();
    expect(await fill(lotToggle)).not.toBe(await fill(place));
  });

  test('at phone width every tab shows or scrolls into view, and cards keep a real thumbnail', async ({
    page,
    api,
  }) => {
    const [dealer, auction] = await Promise.all([api.activeDealer(), api.liveAuction()]);
    await api.bid(dealer, auction.auctionId, 120_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, dealer, '/dealer?tab=bidding');

    const tabs = page.getByRole('navigation', { name: 'Auction lists' });
    for (const name of ['Live', 'Upcoming', 'My bids', 'Watching', 'Won']) {
      await expect(tabs.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
    }
    await expect(tabs.locator('[data-more-tabs]')).toHaveCount(0);

    // A thumbnail, not a sliver: at least 80 px wide and no taller than it is wide.
    const card = page.getByRole('listitem').filter({ hasText: auction.title });
    const photo = card.locator('img');
    await expect(photo).toBeVisible();
    const box = await photo.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(80);
    expect(box?.height).toBeLessThanOrEqual(box?.width ?? 0);
    expect(box?.height).toBeGreaterThanOrEqual((box?.width ?? 0) / 2);
    // Its actions on the first screen, side by side.
    await expect(card.getByRole('link', { name: 'Bid', exact: true })).toBeInViewport();
    await expect(card.getByRole('button', { name: 'Watch', exact: true })).toBeInViewport();
    await capture(page, 'dealer-dashboard-phone');

    // Narrower than the five tabs: the row scrolls, the open tab is scrolled into view and a
    // fade marks the side with more tabs.
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/dealer?tab=won');
    const won = tabs.getByRole('link', { name: 'Won' });
    await expect(won).toHaveAttribute('aria-current', 'page');
    await expect(won).toBeInViewport({ ratio: 1 });
    await expect(tabs.locator('[data-more-tabs="start"]')).toBeVisible();

    // By keyboard from the first tab to the last.
    await page.goto('/dealer');
    await expect(tabs.locator('[data-more-tabs="end"]')).toBeVisible();
    await tabs.getByRole('link', { name: 'Live' }).focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    await expect(won).toBeFocused();
    await expect(won).toBeInViewport({ ratio: 1 });
    await expect(tabs.locator('[data-more-tabs="end"]')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]tab=won/);
    await expect(page.getByRole('heading', { level: 2, name: 'Won' })).toBeVisible();
  });

  test('a new dealer’s tabs show a skeleton while loading, then say what will appear in them', async ({
    page,
    api,
  }) => {
    const dealer = await api.activeDealer();
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/dealer\/auctions\?.*scope=bidding/, async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, dealer, '/dealer?tab=bidding');

    // The page and its tabs paint at once; the list is a skeleton until its answer arrives.
    const tabs = page.getByRole('navigation', { name: 'Auction lists' });
    await expect(tabs.getByRole('link', { name: 'My bids' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('status').filter({ hasText: 'Loading auctions…' })).toBeVisible();
    release?.();
    await expect(page.getByText('You are not bidding in any live auction')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading auctions…' })).toHaveCount(0);
    await capture(page, 'dealer-dashboard-empty-bids');

    await tabs.getByRole('link', { name: 'Watching' }).click();
    await expect(page.getByText('Your watchlist is empty')).toBeVisible();
    await tabs.getByRole('link', { name: 'Won' }).click();
    await expect(page.getByText('No won auctions yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See live auctions' })).toBeVisible();
    await capture(page, 'dealer-dashboard-empty-won');
  });
});
