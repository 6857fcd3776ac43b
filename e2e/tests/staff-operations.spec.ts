import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { Api, Session } from '../support/api.js';
import { capture, expect, signIn, test } from '../support/test.js';

/**
 * Shows `row` of a cursor-paged list, loading more pages until it appears: stories running beside
 * this one add their own auctions and payments to the same lists.
 */
async function reveal(list: Locator, row: Locator): Promise<void> {
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const more = list.getByRole('button', { name: 'Load more' });
  while (!(await row.isVisible()) && (await more.isVisible())) {
    const shown = await list.getByRole('listitem').count();
    await more.click();
    // The next page has arrived (the button may be gone: that was the last page).
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(shown);
  }
}

/*
 * Staff operations (SPEC §6–§8): scheduling in local time, force end with a reason, fees from
 * outstanding to collected, the audit log by type and the analytics page. Stories share one
 * server with the other specs, so every locator is scoped to this story's own listing.
 */

// A zone far from UTC (and from the machine's), so a wrong local/UTC conversion shows.
test.use({ timezoneId: 'Asia/Kolkata' });

const toast = (page: Page) => page.locator('[data-sonner-toast]');

/** A listing approved by staff: its auction is `pending`, waiting to be scheduled. */
async function approvedListing(api: Api, title: string) {
  const seller = await api.approvedSeller();
  const listing = await api.post<{ id: string }>(seller, '/seller/listings', {
    title,
    description: 'Full service history, one owner, original keys and manuals.',
    category: 'vehicles',
    condition: 'used',
    location_city: 'Bristol',
    location_country: 'GB',
    attributes: { Make: 'Triumph', Model: 'Spitfire', Year: '1972' },
    specifics: {
      vin: 'SAT0000000FD00000',
      make: 'Triumph',
      model: 'Spitfire',
      year: 1972,
      mileage: 58_000,
      mileage_unit: 'mi',
      fuel: 'petrol',
      transmission: 'manual',
    },
    starting_price_cents: 450_000,
    reserve_price_cents: 600_000,
  });
  await api.upload(seller, 'listing_photo', listing.id);
  await api.put(seller, `/seller/listings/${listing.id}/condition-report`, {
    damages: [],
    warning_lights: false,
    runs_and_drives: true,
    keys: 2,
  });
  await api.post(seller, `/seller/listings/${listing.id}/submit`);
  const admin = await api.admin();
  await api.post(admin, `/admin/listings/${listing.id}/approve`);
  return { admin, listingId: listing.id };
}

/** A live auction with a bid above its reserve, force-ended through the API: sold. */
async function soldAuction(api: Api, admin: Session) {
  const auction = await api.liveAuction({}, 30);
  const dealer = await api.activeDealer();
  await api.bid(dealer, auction.auctionId, 190_000);
  await api.post(admin, `/admin/auctions/${auction.auctionId}/force-end`, {
    reason: 'Seller withdrew the item after a verified sale',
  });
  return auction;
}

/** `datetime-local` values in the page's own time zone, `minutes` from now. */
const localInput = (page: Page, minutes: number) =>
  page.evaluate((offset) => {
    const date = new Date(Date.now() + offset * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
      date.getHours(),
    )}:${pad(date.getMinutes())}`;
  }, minutes);

/** What the page's time zone makes of a `datetime-local` value, as UTC ISO. */
const asUtc = (page: Page, value: string) =>
  page.evaluate((local) => new Date(local).toISOString(), value);

test.describe('staff operations', () => {
  test('schedules an approved auction from typed local times; End before Start is refused next to End', async ({
    page,
    api,
    expectErrors,
  }) => {
    const title = `Triumph Spitfire ${randomUUID().slice(0, 6)}`;
    const { admin, listingId } = await approvedListing(api, title);
    await signIn(page, admin, '/admin/auctions');

    await expect(page.getByRole('heading', { level: 1, name: 'Auctions' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Staff' })).toBeVisible();
    const item = page.getByRole('group', { name: title });
    await expect(item).toBeVisible();
    await capture(page, 'admin-auctions');

    // Error path: the server's rule (a 422), shown next to "End".
    expectErrors({
      path: /^\/api\/admin\/auctions\/[0-9a-f-]{36}\/schedule$/,
      status: 422,
    });
    const start = await localInput(page, 10);
    await item.getByLabel('Start').fill(start);
    await item.getByLabel('End').fill(await localInput(page, 5));
    await item.getByRole('button', { name: 'Schedule' }).click();
    await expect(item.getByText('The end must be after the start')).toBeVisible();
    await expect(item.getByLabel('End')).toHaveAttribute('aria-invalid', 'true');

    const end = await localInput(page, 70);
    await item.getByLabel('End').fill(end);
    await item.getByRole('button', { name: 'Schedule' }).click();
    await expect(toast(page).filter({ hasText: title })).toContainText(`${title} is scheduled for`);

    const active = page.getByRole('region', { name: 'Active' });
    const row = active.getByRole('listitem', { name: title });
    await reveal(active, row);
    await expect(row).toContainText('Scheduled');
    await expect(row).toContainText(/Starts in \d+h \d+m|Starts in \d+m \d+s/);
    await expect(page.getByRole('group', { name: title })).toHaveCount(0);

    // Sent as UTC: exactly the instants the person typed in their own zone.
    const auction = await api.get<{ start_at: string; end_at: string }>(
      admin,
      `/auctions/by-listing/${listingId}`,
    );
    expect(auction.start_at).toBe(await asUtc(page, start));
    expect(auction.end_at).toBe(await asUtc(page, end));

    // Not started yet, so it can be moved: the form opens with the current times.
    await row.getByRole('button', { name: 'Reschedule' }).click();
    await expect(row.getByLabel('Start')).toHaveValue(start);
    const later = await localInput(page, 130);
    await row.getByLabel('End').fill(later);
    await row.getByRole('button', { name: 'Schedule' }).click();
    await expect(row.getByLabel('End')).toHaveCount(0);
    // The list is soonest end first: the later end can move the row past the first page, when
    // other stories' auctions end before it.
    await reveal(active, row);
    await expect(row.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    await expect
      .poll(async () => {
        const moved = await api.get<{ end_at: string }>(admin, `/auctions/by-listing/${listingId}`);
        return moved.end_at;
      })
      .toBe(await asUtc(page, later));
  });

  test('force end asks for a reason; the sale shows under Payments and its fee is collected with a reference', async ({
    page,
    api,
  }) => {
    const { auctionId, title } = await api.liveAuction({}, 30);
    const dealer = await api.activeDealer();
    await api.bid(dealer, auctionId, 190_000);
    const admin = await api.admin();
    await signIn(page, admin, '/admin/auctions');

    const active = page.getByRole('region', { name: 'Active' });
    const row = active.getByRole('listitem', { name: title });
    await reveal(active, row);
    await expect(row).toContainText('Live');
    await expect(row).toContainText('$1,900.00');
    await row.getByRole('button', { name: 'Force end' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    await dialog.getByRole('button', { name: 'Force end' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Force end' })).toBeEnabled();
    // Checked with the pointer still on the destructive button, as after the refused click.
    await dialog.getByRole('button', { name: 'Force end' }).hover();
    await capture(page, 'admin-force-end');
    await dialog.getByLabel('Reason').fill('Seller sold the camera privately; verified by phone');
    await dialog.getByRole('button', { name: 'Force end' }).click();
    await expect(toast(page).filter({ hasText: title })).toContainText(
      `${title} ended: sold for $1,900.00`,
    );
    await expect(row).toHaveCount(0);

    // Payments: outstanding until collected.
    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Payments' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Outstanding' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const payment = page.getByRole('listitem', { name: title });
    await reveal(page.getByRole('main'), payment);
    await expect(payment).toContainText('$1,900.00');
    await expect(payment).toContainText('$99.00');
    await capture(page, 'admin-payments');

    await payment.getByRole('button', { name: 'Mark fee collected' }).click();
    const collect = page.getByRole('dialog', { name: 'Mark fee collected' });
    const reference = `BACS-${randomUUID().slice(0, 8).toUpperCase()}`;
    await collect.getByLabel('Reference').fill(reference);
    await capture(page, 'admin-collect-fee');
    await collect.getByRole('button', { name: 'Mark fee collected' }).click();
    await expect(toast(page).filter({ hasText: 'marked collected' })).toContainText('$99.00');
    await expect(page.getByRole('listitem', { name: title })).toHaveCount(0);

    await page.getByRole('link', { name: 'Collected' }).click();
    await expect(page).toHaveURL(/fee_status=collected/);
    const collected = page.getByRole('listitem', { name: title });
    await reveal(page.getByRole('main'), collected);
    await expect(collected).toContainText(`Ref. ${reference}`);
    await expect(collected.getByRole('button', { name: 'Mark fee collected' })).toHaveCount(0);
  });

  test('the audit log filtered by Type shows the force end, as a code, with its actor and subject', async ({
    page,
    api,
  }) => {
    const admin = await api.admin();
    const { auctionId } = await soldAuction(api, admin);
    await signIn(page, admin, '/admin/audit');

    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Type').selectOption('auction.force_ended');
    await expect(page).toHaveURL(/type=auction\.force_ended/);

    const events = page.getByRole('list', { name: 'Audit events' });
    const subjectLink = page.getByRole('link', {
      name: `auction ${auctionId.slice(0, 8)}: show its events`,
    });
    const row = events.getByRole('listitem').filter({ has: subjectLink });
    // The router shows the list before the filter until the filtered one has loaded, and other
    // stories add events meanwhile: each check waits for the filtered list itself.
    // Every row of the filtered log is of that type.
    await expect(async () => {
      expect(new Set(await events.locator('code').allTextContents())).toEqual(
        new Set(['auction.force_ended']),
      );
    }).toPass();
    await expect(row).toHaveCount(1);
    await expect(row.getByText('auction.force_ended', { exact: true })).toBeVisible();
    await expect(row).toContainText('admin@e2e.test');
    await expect(row).toContainText('Seller withdrew the item');
    await capture(page, 'admin-audit');

    // Following the subject lists its whole story, keeping the type filter until cleared.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByLabel('Type')).toHaveValue('');
    await page.getByLabel('Subject').fill(auctionId);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`subject=${auctionId}`));
    await expect(events.getByRole('listitem').filter({ hasNot: subjectLink })).toHaveCount(0);
    await expect(events.getByText('bid.placed', { exact: true })).toBeVisible();
    await expect(events.getByText('auction.scheduled', { exact: true })).toBeVisible();
    await expect(events.getByText('auction.force_ended', { exact: true })).toBeVisible();
  });

  test('analytics shows GMV and the other KPIs with charts and a data table', async ({
    page,
    api,
  }) => {
    const admin = await api.admin();
    await soldAuction(api, admin);
    await signIn(page, admin, '/admin/analytics');

    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const gmv = page.getByRole('term').filter({ hasText: /^GMV$/ });
    await expect(gmv).toBeVisible();
    await expect(page.getByRole('definition').first()).toHaveText(/^\$[1-9][\d,]*\.\d\d$/);
    await expect(page.getByText('Sell-through', { exact: true })).toBeVisible();
    await expect(page.getByText('Fees outstanding', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'GMV per day' })).toBeVisible();
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();

    await page.getByRole('button', { name: 'Show table' }).click();
    const table = page.getByRole('table', { name: /Figures per day/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'GMV' })).toBeVisible();
    await capture(page, 'admin-analytics');

    // The range is in the URL; a start after the end is refused next to "From".
    await page.getByLabel('From').fill('2026-01-10');
    await page.getByLabel('To').fill('2026-01-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('The start must not be after the end')).toBeVisible();
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  });

  test('a suspended leader: staff see it before the force end, and the seller sells to the next eligible bid', async ({
    page,
    api,
  }) => {
    // ADR 025: a suspended dealer never wins; the auction ends unsold and the seller may take
    // the highest bid of a dealer who can buy.
    const lot = await api.liveAuction({ reserve_price_cents: 130_000 }, 30);
    const eligibleCompany = `Eligible Motors ${randomUUID().slice(0, 6)} Ltd`;
    const eligible = await api.activeDealer(eligibleCompany);
    const leader = await api.activeDealer();
    await api.bid(eligible, lot.auctionId, 150_000);
    await api.bid(leader, lot.auctionId, 170_000);
    const admin = await api.admin();
    const profile = await api.get<{ id: string }>(leader, '/dealer/profile');
    await api.post(admin, `/admin/dealers/${profile.id}/suspend`, { reason: 'Unpaid fees' });

    await signIn(page, admin, '/admin/auctions');
    const active = page.getByRole('region', { name: 'Active' });
    const row = active.getByRole('listitem', { name: lot.title });
    await reveal(active, row);
    await expect(row.getByText('Leader suspended')).toBeVisible();
    await expect(row).toContainText('$1,700.00');
    await row.getByRole('button', { name: 'Force end' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('The leading dealer is suspended, so it will not win');
    await dialog.getByLabel('Reason').fill('Leader suspended for unpaid fees');
    await dialog.getByRole('button', { name: 'Force end' }).hover();
    await capture(page, 'admin-force-end-suspended-leader');
    await dialog.getByRole('button', { name: 'Force end' }).click();
    await expect(toast(page).filter({ hasText: lot.title })).toContainText(
      'the leading dealer is suspended, so it does not win',
    );

    await signIn(page, lot.seller, `/seller/outcomes/${lot.auctionId}`);
    await expect(page.getByRole('heading', { level: 2, name: /^Not sold/ })).toBeVisible();
    await expect(
      page.getByText(/The highest bid, \$1,700\.00, came from a dealer whose account is suspended/),
    ).toBeVisible();
    await expect(page.getByText(/from a dealer who can buy is \$1,500\.00/)).toBeVisible();
    await capture(page, 'seller-outcome-suspended-leader');
    await page.getByRole('button', { name: 'Accept highest bid' }).click();
    const accept = page.getByRole('dialog');
    await expect(accept).toContainText('$1,500.00');
    await accept.getByRole('button', { name: 'Accept highest bid' }).click();
    await expect(page.getByRole('heading', { name: 'Buyer’s contact' })).toBeVisible();
    await expect(page.getByText(eligibleCompany, { exact: true })).toBeVisible();
  });
});
