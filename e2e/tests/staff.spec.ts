import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Api } from '../support/api.js';
import { tinyPng } from '../support/files.js';
import { pendingListing } from '../support/listings.js';
import { capture, expect, signIn, test, type Session } from '../support/test.js';

/**
 * The staff console's first pages: overview, listing review, KYC review and dealers. The stories
 * share one staff account (and so one "Review next" claim): they run in order in one worker.
 */
test.describe.configure({ mode: 'default' });

interface Queues {
  kyc_pending: number;
  listings_pending: number;
  auctions_schedulable: number;
  auctions_live: number;
  disputes_open: number;
  fees_outstanding: number;
}

const toast = (page: Page) => page.locator('[data-sonner-toast]');
const dialog = (page: Page) => page.getByRole('dialog');

/** A seller whose KYC is submitted and waits for review. */
async function sellerWithPendingKyc(api: Api, name: string) {
  const seller = await api.register('seller', name);
  const doc = await api.upload(seller, 'kyc_document');
  const kyc = await api.post<{ id: string }>(seller, '/seller/kyc', {
    full_name: name,
    date_of_birth: '1979-03-14',
    phone: '+442079460958',
    address: { line1: '9 Mill Lane', city: 'York', postal_code: 'YO1 7HH', country: 'GB' },
    document_type: 'driving_licence',
    document_number: 'DL99887766',
    document_upload_ids: [doc.id],
  });
  return { seller, kycId: kyc.id };
}

/** A KYC document of the seller's: a PNG scan (the API helper uploads PDFs only). */
async function uploadPng(api: Api, session: Session, request: APIRequestContext) {
  const bytes = tinyPng(240, 160, 200);
  const presign = await api.post<{
    upload_id: string;
    upload_url: string;
    headers: Record<string, string>;
  }>(session, '/uploads/presign', {
    purpose: 'kyc_document',
    filename: 'licence-scan.png',
    content_type: 'image/png',
    size_bytes: bytes.length,
  });
  const put = await request.put(presign.upload_url, { headers: presign.headers, data: bytes });
  expect(put.ok()).toBe(true);
  return api.post<{ id: string }>(session, '/uploads/finalize', { upload_id: presign.upload_id });
}

const kycIdOf = async (api: Api, seller: Session) =>
  (await api.get<{ id: string }>(seller, '/seller/kyc')).id;

/** The pending KYC card of `name`, loading more pages until it shows, opened. */
async function kycCard(page: Page, name: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name: new RegExp(name) });
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await expect(page.getByRole('list', { name: 'Pending identity checks' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Pending identity checks' });
  while (!(await toggle.isVisible()) && (await loadMore.isVisible())) {
    const shown = await list.getByRole('listitem').count();
    await loadMore.click();
    // The next page has arrived (the button may be gone: that was the last page).
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(shown);
  }
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('listitem').filter({ has: toggle });
}

test.describe('staff console', () => {
  test('the overview shows the queue counts, recent events, and signs out', async ({
    page,
    api,
  }) => {
    const admin = await api.admin();
    await signIn(page, admin, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Staff' });
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Other stories may change the counts meanwhile: compare with a fresh answer until equal.
    const cards = [
      ['KYC pending', 'kyc_pending', '/admin/kyc'],
      ['Listings pending', 'listings_pending', '/admin/listings'],
      ['Auctions to schedule', 'auctions_schedulable', '/admin/auctions'],
      ['Live auctions', 'auctions_live', '/admin/auctions'],
      ['Disputes open', 'disputes_open', '/admin/disputes'],
      ['Fees outstanding', 'fees_outstanding', '/admin/payments'],
    ] as const;
    await expect(async () => {
      const queues = await api.get<Queues>(admin, '/admin/queues');
      await page.reload();
      for (const [label, key, href] of cards) {
        const card = page.getByRole('link', { name: new RegExp(`^${label}`) });
        await expect(card).toHaveAttribute('href', href);
        await expect(card.getByText(String(queues[key]), { exact: true })).toBeVisible({
          timeout: 2_000,
        });
      }
    }).toPass({ timeout: 20_000 });

    // Recent events show their type codes as they are, with a way to the audit log.
    const events = page.getByRole('region', { name: 'Recent events' });
    await expect(events.getByRole('listitem').first()).toBeVisible();
    await expect(events.locator('code').first()).toHaveText(/^[a-z_]+\.[a-z_]+$/);
    await expect(events.getByRole('link', { name: 'View audit log' })).toHaveAttribute(
      'href',
      '/admin/audit',
    );
    await capture(page, 'staff-overview');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(toast(page).filter({ hasText: 'Signed out' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await expect(page.getByRole('link', { name: /^Ops/ })).toHaveCount(0);
  });

  test('rejecting a listing requires a reason', async ({ page, api }) => {
    const seller = await api.approvedSeller();
    const title = `Vespa GS ${randomUUID().slice(0, 6)}`;
    const listingId = await pendingListing(api, seller, title);

    await signIn(page, await api.admin(), `/admin/listings/${listingId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Reject' }).click();
    await expect(dialog(page).getByText('Reason is required')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Reject' })).toBeEnabled();
    // Checked with the pointer still on the destructive button, as after the refused click.
    await dialog(page).getByRole('button', { name: 'Reject' }).hover();
    await capture(page, 'staff-listing-reject');

    await dialog(page).getByLabel('Reason').fill('The photos show a different bike.');
    await dialog(page).getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page).filter({ hasText: 'Listing rejected' })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText('Reason: The photos show a different bike.')).toBeVisible();

    const listing = await api.get<{ status: string; rejection_reason: string }>(
      seller,
      `/seller/listings/${listingId}`,
    );
    expect(listing).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The photos show a different bike.',
    });
  });

  test("approving a listing whose seller's KYC is not approved shows the server's message", async ({
    page,
    api,
    expectErrors,
  }) => {
    expectErrors({ path: /^\/api\/admin\/listings\/[0-9a-f-]{36}\/approve$/, status: 409 });
    const { seller, kycId } = await sellerWithPendingKyc(api, 'Kim Unverified');
    const title = `Triumph Bonneville ${randomUUID().slice(0, 6)}`;
    const listingId = await pendingListing(api, seller, title);
    const admin = await api.admin();
    try {
      await signIn(page, admin, `/admin/listings/${listingId}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('The seller’s identity check is not approved')).toBeVisible();
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(toast(page)).toContainText(
        "The seller's identity check (KYC) must be approved before the listing can be.",
      );
      // Nothing changed: still pending, still offered.
      await expect(page.getByText('Pending review').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    } finally {
      // Leave no unapprovable work behind for "Review next" in later stories.
      await api.post(admin, `/admin/listings/${listingId}/reject`, { reason: 'e2e clean-up' });
      await api.post(admin, `/admin/kyc/${kycId}/reject`, { reason: 'e2e clean-up' });
    }
  });

  test('KYC records are approved or sent back for resubmission', async ({ page, api }) => {
    const tag = randomUUID().slice(0, 6);
    const approved = await sellerWithPendingKyc(api, `Ada Lovelace ${tag}`);
    const resubmit = await sellerWithPendingKyc(api, `Rex Harrison ${tag}`);

    await signIn(page, await api.admin(), '/admin/kyc');
    await expect(page.getByRole('heading', { level: 1, name: 'Identity checks' })).toBeVisible();

    const first = await kycCard(page, `Ada Lovelace ${tag}`);
    await expect(first.getByText('Driving licence')).toBeVisible();
    await expect(first.getByText('•••••7766')).toBeVisible();
    const open = first.getByRole('link', { name: /Open document/ });
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('href', /.+/);
    await capture(page, 'staff-kyc');

    await first.getByLabel('Note (optional)').fill('Licence checked against the DVLA record.');
    await first.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(
      toast(page).filter({ hasText: `KYC approved: Ada Lovelace ${tag}` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`Ada Lovelace ${tag}`) })).toHaveCount(
      0,
    );
    expect(await api.get<{ status: string }>(approved.seller, '/seller/kyc')).toMatchObject({
      status: 'approved',
      review_note: 'Licence checked against the DVLA record.',
    });

    const second = await kycCard(page, `Rex Harrison ${tag}`);
    await second.getByRole('button', { name: 'Request resubmission' }).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Request resubmission' }).click();
    await expect(dialog(page).getByText('Reason is required')).toBeVisible();
    await capture(page, 'staff-kyc-resubmission');
    await dialog(page).getByLabel('Reason').fill('The licence photo is blurred.');
    await dialog(page).getByRole('button', { name: 'Request resubmission' }).click();
    await expect(
      toast(page).filter({ hasText: `Resubmission requested: Rex Harrison ${tag}` }),
    ).toBeVisible();
    expect(await api.get<{ status: string }>(resubmit.seller, '/seller/kyc')).toMatchObject({
      status: 'resubmission_requested',
      review_note: 'The licence photo is blurred.',
    });
  });

  test('a dealer is suspended with a reason and reinstated', async ({ page, api }) => {
    const company = `Harbour Motors ${randomUUID().slice(0, 6)} Ltd`;
    await api.activeDealer(company);

    await signIn(page, await api.admin(), '/admin/dealers?status=active');
    await expect(page.getByRole('heading', { level: 1, name: 'Dealers' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', {
        name: 'Active',
      }),
    ).toHaveAttribute('aria-current', 'page');
    const row = page.getByRole('row').filter({ hasText: company });
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await capture(page, 'staff-dealers');

    await row.getByRole('button', { name: 'Suspend' }).click();
    await dialog(page).getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog(page).getByText('Reason is required')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Suspend' }).hover();
    await capture(page, 'staff-dealer-suspend');
    await dialog(page).getByLabel('Reason').fill('Payment for two auctions is overdue.');
    await dialog(page).getByRole('button', { name: 'Suspend' }).click();
    await expect(toast(page).filter({ hasText: `${company} is suspended` })).toBeVisible();
    // The answer replaces the row in place.
    await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
    await expect(row.getByText('Payment for two auctions is overdue.')).toBeVisible();

    await row.getByRole('button', { name: 'Reinstate' }).click();
    await expect(
      dialog(page).getByRole('heading', { name: `Reinstate ${company}?` }),
    ).toBeVisible();
    await capture(page, 'staff-dealer-reinstate');
    await dialog(page).getByRole('button', { name: 'Reinstate' }).click();
    await expect(toast(page).filter({ hasText: `${company} is reinstated` })).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Suspend' })).toBeVisible();

    // The filter lives in the URL.
    await page
      .getByRole('navigation', { name: 'Filter by status' })
      .getByRole('link', { name: 'Suspended' })
      .click();
    await expect(page).toHaveURL(/status=suspended/);
    await expect(page.getByRole('row').filter({ hasText: company })).toHaveCount(0);
  });
  test('the console reads events as sentences: names, amounts and times, the code beside', async ({
    page,
    api,
  }) => {
    test.slow(); // Two pages captured: axe and screenshots in both themes and widths.
    const tag = randomUUID().slice(0, 6);
    const title = `Sony A7 IV ${tag}`;
    const company = `Harbour Trading ${tag}`;
    const { auctionId, listingId } = await api.liveAuction({ title });
    const dealer = await api.activeDealer(company);
    await api.bid(dealer, auctionId, 120_000);
    const sentence = `${company} bid $1,200.00 on ${title}`;

    await signIn(page, await api.admin(), '/admin');
    const recent = page.getByRole('region', { name: 'Recent events' });
    const bid = recent.getByRole('listitem').filter({ hasText: sentence });
    await expect(bid).toHaveCount(1);
    // The code stays beside the sentence (SPEC §8), and the subject links to its staff page.
    await expect(bid.locator('code')).toHaveText('bid.placed');
    await expect(bid.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/admin/listings/${listingId}`,
    );
    // Relative time, and the absolute time beside it.
    await expect(bid.locator('time')).toHaveText(/(now|seconds? ago|minutes? ago).*\d{4}/);
    await expect(recent).not.toContainText('amount_cents');
    await capture(page, 'console-overview');

    await page.goto(`/admin/audit?subject=${auctionId}`);
    const events = page.getByRole('list', { name: 'Audit events' });
    const row = events.getByRole('listitem').filter({ hasText: sentence });
    await expect(row).toHaveCount(1);
    await expect(row.locator('code')).toHaveText('bid.placed');
    await expect(row.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/admin/listings/${listingId}`,
    );
    // Scheduling reads with its times, not ISO strings.
    const scheduled = events
      .getByRole('listitem')
      .filter({ has: page.getByText('auction.scheduled', { exact: true }) });
    await expect(scheduled).toContainText(`scheduled ${title} from `);
    await expect(scheduled.getByRole('paragraph').first()).not.toContainText(/\d{4}-\d\d-\d\dT/);
    // The raw record is one click away.
    await row.getByText('Details', { exact: true }).click();
    await expect(row).toContainText(/amount_cents:\s*120000/);
    await capture(page, 'console-audit');
  });

  test('KYC review shows the image and the PDF beside the data, dates and countries as on the summary', async ({
    page,
    api,
    request,
  }) => {
    test.slow(); // A PDF drawn, then captured in both themes and widths.
    const tag = randomUUID().slice(0, 6);
    const name = `Ivy Inline ${tag}`;
    const seller = await api.register('seller', name);
    const scan = await uploadPng(api, seller, request);
    const pdf = await api.upload(seller, 'kyc_document');
    await api.post(seller, '/seller/kyc', {
      full_name: name,
      date_of_birth: '1990-06-21',
      phone: '+12025550123',
      address: { line1: '1600 Main Street', city: 'Denver', postal_code: '80202', country: 'US' },
      document_type: 'passport',
      document_number: 'X12345678',
      document_upload_ids: [scan.id, pdf.id],
    });
    const dob = 'Jun 21, 1990';

    // The seller's own summary reads the date and the country in words.
    await signIn(page, seller, '/seller/kyc');
    await expect(page.getByText(dob, { exact: true })).toBeVisible();
    await expect(page.getByText(/United States/)).toBeVisible();

    await signIn(page, await api.admin(), '/admin/kyc');
    const card = await kycCard(page, name);
    // The same formats on the staff review.
    await expect(card.getByText(dob, { exact: true })).toBeVisible();
    await expect(card.getByText(/Denver, United States/)).toBeVisible();

    const image = card.getByRole('img', { name: 'Document: licence-scan.png' });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The PDF is drawn in the page: a canvas with ink on it, not a placeholder.
    const pdfPage = card.getByRole('img', { name: 'passport.pdf, page 1 of 1' });
    await expect(pdfPage).toBeVisible();
    expect(
      await pdfPage.evaluate((canvas: HTMLCanvasElement) => {
        const context = canvas.getContext('2d');
        if (!context || canvas.width === 0) return 0;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let ink = 0;
        for (let i = 0; i < data.length; i += 4) {
          if ((data[i] ?? 255) < 128 && (data[i + 3] ?? 0) > 0) ink++;
        }
        return ink;
      }),
    ).toBeGreaterThan(20);
    await expect(card.getByRole('link', { name: /Open document/ })).toHaveCount(2);

    // Beside the data at desktop width: the documents start to the right of the details.
    const details = card.getByText('Date of birth', { exact: true });
    const documents = card.getByRole('region', { name: `Documents of ${name}` });
    const [left, right] = [await details.boundingBox(), await documents.boundingBox()];
    expect(right?.x ?? 0).toBeGreaterThan((left?.x ?? 0) + (left?.width ?? 0));
    await capture(page, 'console-kyc');

    await api.post(await api.admin(), `/admin/kyc/${await kycIdOf(api, seller)}/reject`, {
      reason: 'e2e clean-up',
    });
  });
});
