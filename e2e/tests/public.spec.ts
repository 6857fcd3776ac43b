import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { scheduledLot } from '../support/public-lots.js';
import { NO_DEALER_PROFILE, capture, expect, signIn, test, waitForApp } from '../support/test.js';

/** A word no other story uses, so a search finds only this story's lot. */
const uniqueWord = () => `zq${randomUUID().slice(0, 8).replace(/-/g, '')}`;

const card = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });

/** The price panel: its live region holds the price and the bid count. */
const pricePanel = (page: Page) => page.getByRole('complementary', { name: 'Price and bidding' });

const bidHistory = (page: Page) => page.getByRole('region', { name: 'Bid history' });

test.describe('public auction pages', () => {
  test('the home page lists live auctions ending soonest and invites both sides to sign up', async ({
    page,
    api,
  }) => {
    await api.liveAuction({}, 2);
    await page.goto('/');

    const section = page.getByRole('region', { name: 'Live auctions ending soon' });
    const cards = section.getByRole('article');
    await expect(cards.first()).toContainText(/Ends in \d/);
    // Ending soonest first: the cards' end times never go down.
    const ends = await section
      .locator('article time')
      .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
    expect(ends.length).toBeGreaterThan(0);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Start selling' }).first()).toHaveAttribute(
      'href',
      '/seller/signup',
    );
    await expect(main.getByRole('link', { name: 'Register as a dealer' }).first()).toHaveAttribute(
      'href',
      '/dealer/signup',
    );
    await expect(main.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await capture(page, 'home');
  });

  test('the list shows a live card with price and countdown; search and filters narrow it', async ({
    page,
    api,
  }) => {
    const word = uniqueWord();
    const { title, listingId } = await api.liveAuction({
      title: `Hasselblad 500C/M ${word}`,
      category: 'electronics',
    });

    await page.goto('/auctions');
    // The box is there before the app (server-rendered): type once the app listens.
    await waitForApp(page);
    await page.getByLabel('Search').fill(word);
    // Debounced: the URL follows the box, and only this lot matches.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
    await expect(page.getByRole('article')).toHaveCount(1);
    const lot = card(page, title);
    await expect(lot).toContainText('Starting price');
    await expect(lot).toContainText('$1,200.00');
    await expect(lot).toContainText('No bids yet');
    await expect(lot).toContainText(/Ends in \d/);
    await expect(lot.locator('img')).toHaveCount(1); // decorative: the title says it all
    await capture(page, 'auctions-search');

    await page.getByLabel('Status').selectOption('ended');
    await expect(page).toHaveURL(/status=ended/);
    await expect(page.getByText('No auctions match your search')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    await page.getByLabel('Status').selectOption('live');
    await page.getByLabel('Category').selectOption('vehicles');
    await expect(page).toHaveURL(/category=vehicles/);
    await expect(page.getByRole('article')).toHaveCount(0);

    await page.getByLabel('Category').selectOption('electronics');
    await expect(lot).toBeVisible();

    // Filters survive a reload: they live in the URL.
    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue(word);
    await expect(page.getByLabel('Category')).toHaveValue('electronics');
    await expect(lot).toBeVisible();

    await lot.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/auctions/${listingId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('the detail page shows the gallery and follows bids live, without a reload', async ({
    page,
    api,
  }) => {
    const lot = await scheduledLot(api, await api.admin(), `Hasselblad 500C/M ${uniqueWord()}`, {
      photos: 2,
      minutes: 30,
    });
    const [first, second] = await Promise.all([api.activeDealer(), api.activeDealer()]);

    await page.goto(`/auctions/${lot.listingId}`);
    await expect(page.getByRole('heading', { level: 1, name: lot.title })).toBeVisible();
    // The page arrives server-rendered: a click on a thumbnail before the app runs does nothing.
    await waitForApp(page);

    // Gallery: main photo with alt text, thumbnails as buttons, arrow keys move between them.
    const photos = page.getByRole('region', { name: 'Photos' });
    await expect(photos.getByRole('img', { name: `${lot.title}, photo 1 of 2` })).toBeVisible();
    await photos.getByRole('button', { name: 'Show photo 2 of 2' }).click();
    await expect(photos.getByRole('img', { name: `${lot.title}, photo 2 of 2` })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(photos.getByRole('button', { name: 'Show photo 1 of 2' })).toBeFocused();
    await expect(photos.getByRole('img', { name: `${lot.title}, photo 1 of 2` })).toBeVisible();

    // Details and attributes.
    await expect(page.getByRole('row', { name: /Model\s+500C\/M/ })).toBeVisible();
    await expect(page.getByText('Leeds, United Kingdom').first()).toBeVisible();

    const panel = pricePanel(page);
    await expect(panel).toContainText('No bids yet');
    await expect(panel).toContainText('$1,200.00');
    await expect(panel).toContainText('No reserve');
    await expect(panel).toContainText(/Time left\s*\d/);
    await expect(bidHistory(page)).toContainText('No bids yet');

    // A marker that a reload would wipe out.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });

    await api.bid(first, lot.auctionId, 120_000);
    await expect(panel).toContainText('Current bid', { timeout: 5_000 });
    await expect(panel).toContainText('1 bid');
    await expect(
      bidHistory(page).getByRole('row', { name: /Bidder 1.*\$1,200\.00/ }),
    ).toBeVisible();

    await api.bid(second, lot.auctionId, 130_000);
    await expect(panel).toContainText('$1,300.00', { timeout: 5_000 });
    await expect(panel).toContainText('2 bids');
    await expect(panel).toContainText('$1,350.00'); // the minimum next bid: + 50.00
    await expect(
      bidHistory(page).getByRole('row', { name: /Bidder 2.*\$1,300\.00/ }),
    ).toBeVisible();
    await expect(bidHistory(page).getByRole('row')).toHaveCount(3); // header + 2 bids

    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await capture(page, 'auction-detail');
  });

  test('a signed-out visitor sees the sign-in prompt instead of the bid form', async ({
    page,
    api,
  }) => {
    const lot = await api.liveAuction();
    await page.goto(`/auctions/${lot.listingId}`);

    const panel = pricePanel(page);
    await expect(panel).toContainText('Want to bid on this lot?');
    await expect(panel.getByRole('link', { name: 'Sign in as a dealer' })).toHaveAttribute(
      'href',
      `/dealer/login?redirect=${encodeURIComponent(`/auctions/${lot.listingId}`)}`,
    );
    await expect(panel.getByRole('link', { name: 'Register as a dealer' })).toHaveAttribute(
      'href',
      '/dealer/signup',
    );
    await expect(page.getByLabel('Your bid')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Place bid' })).toHaveCount(0);
  });

  test('a dealer who is not active yet is sent to onboarding', async ({
    page,
    api,
    expectErrors,
  }) => {
    expectErrors(NO_DEALER_PROFILE);
    const lot = await api.liveAuction();
    const dealer = await api.register('dealer', 'Otto Onboarding');
    await signIn(page, dealer, `/auctions/${lot.listingId}`);

    const panel = pricePanel(page);
    await expect(panel).toContainText('Finish your dealer onboarding to bid');
    await expect(panel.getByRole('link', { name: 'Go to onboarding' })).toHaveAttribute(
      'href',
      '/dealer/onboarding',
    );
    await expect(page.getByRole('button', { name: 'Place bid' })).toHaveCount(0);
  });

  test('an active dealer bids from the page and sees whether it leads', async ({ page, api }) => {
    const lot = await api.liveAuction();
    const [dealer, rival] = await Promise.all([api.activeDealer(), api.activeDealer()]);
    await signIn(page, dealer, `/auctions/${lot.listingId}`);

    // Nothing typed for the dealer: a bid is chosen (quick bids) or typed, then confirmed.
    const amount = page.getByLabel('Your bid');
    await expect(amount).toHaveValue('');
    await expect(pricePanel(page).getByRole('button', { name: 'Bid $1,200.00' })).toBeVisible();

    // Too low: explained next to the field, nothing sent.
    await amount.fill('10');
    await page.getByRole('button', { name: 'Place bid' }).click();
    await expect(pricePanel(page).getByText('Your bid must be at least $1,200.00')).toBeVisible();
    await expect(bidHistory(page)).toContainText('No bids yet');

    // Not an amount: a message next to the field.
    await amount.fill('twelve');
    await page.getByRole('button', { name: 'Place bid' }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');

    await amount.fill('1200');
    await page.getByLabel('Maximum bid (optional)').fill('1,500.00');
    await page.getByRole('button', { name: 'Place bid' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('$1,500.00');
    await dialog.getByRole('button', { name: 'Place bid' }).click();
    await expect(page.getByText('You are the highest bidder', { exact: true })).toBeVisible();
    await expect(pricePanel(page)).toContainText('$1,200.00');
    // The minimum next bid follows (1,200.00 + 50.00).
    await expect(pricePanel(page)).toContainText('$1,250.00');
    await expect(bidHistory(page)).toContainText('$1,200.00');

    // A rival goes beyond the maximum: the page says so without a reload.
    await api.bid(rival, lot.auctionId, 160_000);
    await expect(page.getByText('You have been outbid', { exact: true })).toBeVisible({
      timeout: 5_000,
    });
    await expect(pricePanel(page)).toContainText('$1,600.00');
    await capture(page, 'auction-detail-dealer');
  });

  test('an unknown listing shows Not Found', async ({ page, expectErrors }) => {
    const id = randomUUID();
    // The page's answer and the app's read of the listing.
    expectErrors(
      { path: new RegExp(`^/auctions/${id}$`), status: 404 },
      { path: new RegExp(`^/api/listings/${id}$`), status: 404 },
    );
    await page.goto(`/auctions/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse auctions' })).toHaveAttribute(
      'href',
      '/auctions',
    );
  });
});
