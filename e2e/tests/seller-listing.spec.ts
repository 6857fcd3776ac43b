import type { Page } from '@playwright/test';
import { tinyPng } from '../support/files.js';
import { capture, expect, signIn, test } from '../support/test.js';

interface ListingAnswer {
  id: string;
  status: string;
  title: string | null;
  location_country: string | null;
  starting_price_cents: number | null;
  reserve_price_cents: number | null;
  photos: { id: string; position: number }[];
}

const LISTING_URL = /\/seller\/listings\/[0-9a-f-]{36}$/;

const listingIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? '';

test.describe('seller listing editor', () => {
  test('a seller creates a listing with a photo and submits it for review', async ({
    page,
    api,
  }) => {
    const seller = await api.approvedSeller();
    await signIn(page, seller, '/seller/listings/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible();

    await page.getByLabel('Title').fill('Leica M6 rangefinder camera');
    await page
      .getByLabel('Description')
      .fill('Serviced last year; light brassing on the top plate.');
    await page.getByLabel('Category').selectOption({ label: 'Electronics' });
    await page.getByLabel('Condition').selectOption({ label: 'Used' });
    await page.getByLabel('City').fill('Leeds');
    await page.getByLabel('Country').selectOption('GB');
    await page.getByLabel('Starting price').fill('1,200');
    await page.getByLabel('Reserve price').fill('1500.00');
    await capture(page, 'seller-listing-new');

    // The bytes wait until the progress bar has been seen; then they go through for real.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/uploads/*/content**', async (route) => {
      await held;
      await route.continue();
    });

    // The first photo saves the draft (SPEC §8) and opens the listing's own page.
    await page.getByLabel('Photos').setInputFiles({
      name: 'camera.png',
      mimeType: 'image/png',
      buffer: tinyPng(160, 120),
    });
    await expect(page).toHaveURL(LISTING_URL);
    await expect(page.getByRole('progressbar', { name: 'Uploading camera.png' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Leica M6 rangefinder camera');
    release();

    await expect(page.getByRole('img', { name: /photo 1 of 1 \(cover\)/ })).toBeVisible();
    await expect(page.getByText('Cover', { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await capture(page, 'seller-listing-draft');

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Pending review', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
    await capture(page, 'seller-listing-pending');

    const listing = await api.get<ListingAnswer>(seller, `/seller/listings/${listingIdOf(page)}`);
    expect(listing).toMatchObject({
      status: 'pending_review',
      title: 'Leica M6 rangefinder camera',
      location_country: 'GB',
      starting_price_cents: 120_000,
      reserve_price_cents: 150_000,
    });
    expect(listing.photos).toHaveLength(1);
  });

  test('a price that is not an amount shows an error next to "Starting price"', async ({
    page,
    api,
  }) => {
    const seller = await api.approvedSeller();
    await signIn(page, seller, '/seller/listings/new');

    await page.getByLabel('Title').fill('Teak garden bench');
    const price = page.getByLabel('Starting price');
    await price.fill('twelve pounds');
    await page.getByRole('button', { name: 'Save draft' }).click();

    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription(/Enter an amount such as 150 or 150\.00/);
    await expect(price).toBeFocused();
    // Nothing was saved.
    await expect(page).toHaveURL(/\/seller\/listings\/new$/);

    // Submitting checks every required field first: nothing is created, and the first field
    // missing takes the focus.
    await price.fill('');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByLabel('Category')).toBeFocused();
    await expect(page.getByLabel('Category')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Starting price')).toHaveAccessibleDescription(
      /Enter a starting price/,
    );
    await expect(page).toHaveURL(/\/seller\/listings\/new$/);
  });

  test('photos are reordered and removed with buttons', async ({ page, api }) => {
    const seller = await api.approvedSeller();
    const listing = await api.post<ListingAnswer>(seller, '/seller/listings', {
      title: 'Eames lounge chair',
    });
    await api.upload(seller, 'listing_photo', listing.id);
    await api.upload(seller, 'listing_photo', listing.id);
    const [first, second] = (
      await api.get<ListingAnswer>(seller, `/seller/listings/${listing.id}`)
    ).photos.map((photo) => photo.id);

    await signIn(page, seller, `/seller/listings/${listing.id}`);
    await expect(page.getByRole('img', { name: /photo 2 of 2/ })).toBeVisible();

    await page.getByRole('button', { name: 'Move right (photo 1)' }).click();
    // Focus follows the photo that moved, so the keyboard can keep moving it.
    await expect(page.getByRole('button', { name: 'Move right (photo 2)' })).toBeFocused();
    await expect
      .poll(async () => {
        const answer = await api.get<ListingAnswer>(seller, `/seller/listings/${listing.id}`);
        return answer.photos.map((photo) => photo.id);
      })
      .toEqual([second, first]);

    await page.getByRole('button', { name: 'Remove photo 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).hover();
    await capture(page, 'seller-photo-remove');
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('img', { name: /photo 1 of 1/ })).toBeVisible();
    const after = await api.get<ListingAnswer>(seller, `/seller/listings/${listing.id}`);
    expect(after.photos.map((photo) => photo.id)).toEqual([first]);
  });

  test('the live auction panel follows bids without a reload', async ({ page, api }) => {
    const { seller, listingId, auctionId } = await api.liveAuction({
      starting_price_cents: 120_000,
      reserve_price_cents: 180_000,
    });
    const dealer = await api.activeDealer();
    await signIn(page, seller, `/seller/listings/${listingId}`);

    const panel = page.getByRole('region', { name: 'Auction' });
    // Scheduled to start now: the server's scheduler makes it live within 2 s, the page within
    // its next look (no event announces a start).
    await expect(panel.getByText('Live', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByText('No bids yet · starting at')).toBeVisible();
    await expect(panel.getByText('Updating live')).toBeVisible();
    await expect(panel.getByRole('timer')).toHaveText(/\d/);

    await api.bid(dealer, auctionId, 120_000);
    await expect(panel.getByText('Current bid')).toBeVisible();
    await expect(panel.getByText('$1,200.00')).toBeVisible();
    await expect(panel.getByText('Not met yet ($1,800.00)')).toBeVisible();
    await capture(page, 'seller-listing-live');
  });
});
