import { readAllOnce } from '../support/notifications.js';
import { capture, expect, signIn, test } from '../support/test.js';

test('a seller hears about a rejected listing from the bell, without a reload', async ({
  page,
  api,
}) => {
  const seller = await api.approvedSeller();
  const listing = await api.post<{ id: string }>(seller, '/seller/listings', {
    title: 'Brass ship telescope',
    description: 'Extends smoothly; one dent on the tube.',
    category: 'other',
    condition: 'used',
    location_city: 'Bristol',
    location_country: 'GB',
    starting_price_cents: 20_000,
  });
  await api.upload(seller, 'listing_photo', listing.id);
  await api.post(seller, `/seller/listings/${listing.id}/submit`);
  // The KYC approval was the seller's first notification; start from a clean slate.
  await readAllOnce(api, seller, 1);

  await signIn(page, seller, '/seller');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  await api.post(await api.admin(), `/admin/listings/${listing.id}/reject`, {
    reason: 'Please add a photo of the dent.',
  });
  // The count is polled: it arrives within one poll interval, with no reload.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 20_000 });

  await bell.click();
  const panel = page.getByRole('region', { name: 'Latest notifications' });
  const item = panel.getByRole('button', { name: /Brass ship telescope/ });
  await expect(item).toBeVisible();
  await capture(page, 'notifications');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/seller/listings/${listing.id}$`));
  await expect(page.getByText('Please add a photo of the dent.').first()).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('a dealer is told when outbid, and Escape closes the list', async ({ page, api }) => {
  const { auctionId } = await api.liveAuction({ reserve_price_cents: null });
  const first = await api.activeDealer();
  const second = await api.activeDealer();
  await api.bid(first, auctionId, 120_000);
  // KYC approval and activation came first; start from a clean slate.
  await readAllOnce(api, first, 2);
  await signIn(page, first, '/dealer');
  await api.bid(second, auctionId, 130_000);

  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/1 unread/, { timeout: 20_000 });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Latest notifications' });
  await expect(panel.getByRole('listitem').first()).toContainText(/outbid/i);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell).toBeFocused();

  await bell.click();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
});
