import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { capture, expect, signIn, test } from '../support/test.js';
import { pendingListing } from '../support/listings.js';

/**
 * "Review next" hands out the oldest pending listing of the whole queue, whoever submitted it, so
 * this story approves what other stories may still be looking at. It runs in its own Playwright
 * project, after every other spec has finished (playwright.config.ts).
 */

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const toast = (page: Page) => page.locator('[data-sonner-toast]');

test('"Review next" opens the oldest waiting listing and it is approved', async ({ page, api }) => {
  const seller = await api.approvedSeller();
  const title = `Honda CB750 ${randomUUID().slice(0, 6)}`;
  const listingId = await pendingListing(api, seller, title);

  await signIn(page, await api.admin(), '/admin/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Listings to review' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Listings waiting for review' })).toBeVisible();
  await capture(page, 'staff-listings');

  // Older listings from other stories may come first; each is approved the same way.
  const reviewPath = new RegExp(`/admin/listings/${UUID}$`);
  for (let round = 0; round < 50; round++) {
    // After the first round the page still shows the listing just approved: wait for another.
    const before = page.url();
    await page.getByRole('button', { name: 'Review next' }).click();
    await expect(page).toHaveURL((url) => url.href !== before && reviewPath.test(url.pathname));
    const review = page.getByRole('heading', { level: 2, name: 'Review' });
    await expect(review).toBeVisible();
    const opened = page.url().split('/').pop();
    if (opened === listingId) {
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('img', { name: `${title}, photo 1 of 1` })).toBeVisible();
      await expect(page.getByText('Pending review')).toBeVisible();
      await capture(page, 'staff-listing-review');
    }
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page).filter({ hasText: 'Listing approved' }).last()).toBeVisible();
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    if (opened === listingId) break;
  }

  const listing = await api.get<{ status: string }>(seller, `/seller/listings/${listingId}`);
  expect(listing.status).toBe('approved');
  // The reviewer is offered the next one; the queue no longer lists this listing.
  await expect(page.getByRole('button', { name: 'Review next' })).toBeVisible();
  await page.getByRole('link', { name: 'Listings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Listings to review' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});
