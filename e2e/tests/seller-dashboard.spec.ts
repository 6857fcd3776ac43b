import type { Page } from '@playwright/test';
import { capture, expect, signIn, test } from '../support/test.js';

interface ListingPage {
  items: { id: string; title: string | null; status: string }[];
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

const complete = {
  description: 'Serviced in 2024, shutter accurate, light brassing.',
  category: 'electronics',
  condition: 'used',
  location_city: 'Leeds',
  location_country: 'GB',
  starting_price_cents: 120_000,
};

test.describe('seller dashboard', () => {
  test('leads with the summary and a reserve-not-met task with its deadline and link', async ({
    page,
    api,
  }) => {
    const lot = await api.liveAuction({ reserve_price_cents: 500_000 });
    const dealer = await api.activeDealer();
    await api.bid(dealer, lot.auctionId, 150_000);
    await api.post(await api.admin(), `/admin/auctions/${lot.auctionId}/force-end`, {
      reason: 'Ended for the e2e story',
    });
    await api.post(lot.seller, '/seller/listings', { title: 'Half-written draft' });

    await signIn(page, lot.seller, '/seller');
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText(/Needs a decision\s*1\s*Ended below your reserve/);
    await expect(summary.getByText('Live now')).toBeVisible();
    await expect(summary.getByText('Sold this month')).toBeVisible();

    const tasks = page.getByRole('region', { name: 'To do' });
    const decision = tasks.getByRole('listitem').filter({ hasText: lot.title });
    await expect(decision).toContainText('ended below your reserve at $1,500.00');
    await expect(decision).toContainText(/Accept the highest bid or request a rerun by .*\d/);
    await expect(decision.getByRole('link', { name: 'Decide now' })).toHaveAttribute(
      'href',
      `/seller/outcomes/${lot.auctionId}`,
    );
    // The decision comes first, then the draft to finish.
    await expect(tasks.getByRole('listitem').first()).toContainText(lot.title);
    await expect(tasks.getByRole('listitem').filter({ hasText: 'Half-written draft' })).toHaveCount(
      1,
    );
    // Tasks sit above the full list.
    const tasksTop = (await tasks.boundingBox())?.y ?? Infinity;
    const listTop =
      (await page.getByRole('heading', { name: 'Your listings' }).boundingBox())?.y ?? 0;
    expect(tasksTop).toBeLessThan(listTop);

    // One state per listing, no second column repeating it.
    const row = page
      .getByRole('region', { name: 'Your listings' })
      .getByRole('listitem')
      .filter({ hasText: lot.title });
    await expect(row.getByText('Reserve not met')).toBeVisible();
    await expect(row.getByText('Not sold', { exact: true })).toHaveCount(0);
    await capture(page, 'seller-dashboard-tasks');

    await decision.getByRole('link', { name: 'Decide now' }).click();
    await expect(page).toHaveURL(new RegExp(`/seller/outcomes/${lot.auctionId}$`));
  });

  test('a new seller sees an empty summary and the identity check to do', async ({ page, api }) => {
    const seller = await api.register('seller');
    await signIn(page, seller, '/seller');
    const tasks = page.getByRole('region', { name: 'To do' });
    await expect(tasks.getByRole('link', { name: 'Start identity check' })).toBeVisible();
    await expect(page.getByText('No listings yet')).toBeVisible();
    await capture(page, 'seller-dashboard-empty');
  });

  test('at 375 px a long listing title is shown whole', async ({ page, api }) => {
    const seller = await api.approvedSeller();
    const title = 'Victorian mahogany partners desk with tooled green leather top and nine drawers';
    await api.post(seller, '/seller/listings', { title });
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, seller, '/seller');
    const link = page
      .getByRole('region', { name: 'Your listings' })
      .getByRole('link', { name: title });
    await expect(link).toBeVisible();
    const clipped = await link.evaluate(
      (el) => el.scrollWidth > el.clientWidth || getComputedStyle(el).textOverflow === 'ellipsis',
    );
    expect(clipped).toBe(false);
  });
});

test.describe('seller drafts', () => {
  test('a draft is deleted after a confirmation, with its photos', async ({ page, api }) => {
    const seller = await api.approvedSeller();
    const draft = await api.post<{ id: string }>(seller, '/seller/listings', {
      title: 'Chipped tea set',
    });
    await api.upload(seller, 'listing_photo', draft.id);
    await signIn(page, seller, `/seller/listings/${draft.id}`);

    await page.getByRole('button', { name: 'Delete draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this draft?' });
    await expect(dialog).toContainText('“Chipped tea set” and its photos are deleted for good');
    await dialog.getByRole('button', { name: 'Delete draft' }).hover();
    await capture(page, 'seller-draft-delete');
    await dialog.getByRole('button', { name: 'Delete draft' }).click();

    await expect(page).toHaveURL(/\/seller$/);
    await expect(toast(page, 'Draft deleted')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chipped tea set' })).toHaveCount(0);
    const mine = await api.get<ListingPage>(seller, '/seller/listings');
    expect(mine.items).toEqual([]);
  });

  test('"Submit for review" on an empty form creates nothing and focuses the title', async ({
    page,
    api,
  }) => {
    const seller = await api.approvedSeller();
    await signIn(page, seller, '/seller/listings/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible();
    // An approved seller is not told that KYC must still be submitted.
    await expect(page.getByText(/must be submitted too/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Submit for review' }).click();
    const title = page.getByLabel('Title');
    await expect(title).toBeFocused();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(/Add a title/);
    await expect(page.getByLabel('Country')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/seller\/listings\/new$/);
    await capture(page, 'seller-listing-empty-submit');
    const mine = await api.get<ListingPage>(seller, '/seller/listings');
    expect(mine.items).toEqual([]);
  });

  test('after "Submit for review" the "Waiting for review" notice is on screen', async ({
    page,
    api,
  }) => {
    const seller = await api.approvedSeller();
    const draft = await api.post<{ id: string }>(seller, '/seller/listings', {
      title: 'Brass ship clock',
      ...complete,
    });
    await api.upload(seller, 'listing_photo', draft.id);
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, seller, `/seller/listings/${draft.id}`);

    const submit = page.getByRole('button', { name: 'Submit for review' });
    await submit.scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
    await submit.click();
    const notice = page.getByText('Waiting for review', { exact: true });
    await expect(notice).toBeInViewport();
    await expect(page.locator(':focus')).toContainText('Waiting for review');
  });
});

test.describe('seller live auction', () => {
  test('shows the bid history, the public lot page link and the photos as images', async ({
    page,
    api,
  }) => {
    const lot = await api.liveAuction({ reserve_price_cents: 180_000 });
    const dealer = await api.activeDealer();
    await api.bid(dealer, lot.auctionId, 120_000);
    await signIn(page, lot.seller, `/seller/listings/${lot.listingId}`);

    const history = page.getByRole('region', { name: 'Bid history' });
    await expect(history.getByRole('cell', { name: /Bidder 1/ })).toBeVisible({ timeout: 15_000 });
    await expect(history.getByRole('cell', { name: '$1,200.00' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the public lot page' })).toHaveAttribute(
      'href',
      `/auctions/${lot.listingId}`,
    );
    const photo = page.getByRole('img', { name: /photo 1 of 1/ }).first();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(
      0,
    );

    // A second bid shows without a reload.
    const other = await api.activeDealer();
    await api.bid(other, lot.auctionId, 130_000);
    await expect(history.getByRole('cell', { name: '$1,300.00' })).toBeVisible();
    await capture(page, 'seller-listing-live-bids');
  });
});
