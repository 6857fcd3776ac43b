import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN, PASSWORD } from '../support/api.js';
import { tinyPdf, tinyPng } from '../support/files.js';
import { confirmEmailInPage } from '../support/mail.js';
import {
  NO_DEALER_PROFILE,
  capture,
  expect,
  guardPage,
  test,
  type ExpectedError,
} from '../support/test.js';

/*
 * The whole marketplace through the UI alone (no API calls): a seller and two dealers sign up
 * and pass their checks, staff approve them and the listing and schedule a short auction, the
 * dealers bid (one sees being outbid live), the auction ends by itself, the seller gets the
 * buyer's contact, staff collect the fee and the audit log tells the story. Four people, four
 * browser contexts, all signed in at once. Other specs share the server, so everything this
 * story touches is found by its own unique names.
 */

const tag = randomUUID().slice(0, 6);
const LISTING_URL = /\/seller\/listings\/[0-9a-f-]{36}$/;
const OUTCOME_URL = /\/seller\/outcomes\/([0-9a-f-]{36})$/;

const seller = {
  name: `Sam Seller ${tag}`,
  email: `journey-seller-${tag}@example.com`,
  phone: '+442079460958',
};
const title = `Triumph Bonneville T120 ${tag}`;

interface DealerPerson {
  name: string;
  email: string;
  company: string;
  salesEmail: string;
  phone: string;
}

const dealerA: DealerPerson = {
  name: 'Ada Archer',
  email: `journey-dealer-a-${tag}@example.com`,
  company: `Archer Motors ${tag} Ltd`,
  salesEmail: `sales-${tag}@archer-motors.example.com`,
  phone: '+441134960001',
};
const dealerB: DealerPerson = {
  name: 'Ben Baker',
  email: `journey-dealer-b-${tag}@example.com`,
  company: `Baker Classics ${tag} Ltd`,
  salesEmail: `sales-${tag}@baker-classics.example.com`,
  phone: '+441614960002',
};

const toast = (page: Page) => page.locator('[data-sonner-toast]');

/**
 * A page in a context of its own, with the same guard as the `page` fixture; `expectedErrors`
 * are the failed answers this person's pages get on purpose.
 */
async function personPage(
  browser: Browser,
  contexts: BrowserContext[],
  problems: string[],
  who: string,
  baseURL: string | undefined,
  expectedErrors: ExpectedError[] = [],
): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  guardPage(page, problems, { baseURL, who, expectedErrors });
  return page;
}

/** Clicks the "Load more" in `scope` until `target` shows (lists are paged, oldest first). */
async function reveal(scope: Locator, target: Locator): Promise<void> {
  const loadMore = scope.getByRole('button', { name: 'Load more' });
  await expect(target.or(loadMore).first()).toBeVisible();
  while (!(await target.isVisible()) && (await loadMore.isVisible())) {
    await loadMore.click();
    await expect(scope.getByRole('button', { name: 'Loading…' })).toHaveCount(0);
  }
  await expect(target).toBeVisible();
}

/**
 * `datetime-local` values in the page's own time zone: now, and `seconds` later. Seconds are
 * typed when not zero, so the start is exactly now (not up to a minute earlier).
 */
const scheduleTimes = (page: Page, seconds: number) =>
  page.evaluate((length) => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const format = (date: Date) =>
      `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
        date.getHours(),
      )}:${pad(date.getMinutes())}${date.getSeconds() === 0 ? '' : `:${pad(date.getSeconds())}`}`;
    const start = new Date();
    return { start: format(start), end: format(new Date(start.getTime() + length * 1000)) };
  }, seconds);

async function signUp(page: Page, area: 'seller' | 'dealer', name: string, email: string) {
  await page.goto(`/${area}/signup`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The area's home (the dealer's opens on its Live tab).
  const home = new RegExp(`/${area}(\\?tab=live)?$`);
  await expect(page).toHaveURL(home);
  // The identity check waits for a confirmed address: follow the emailed link.
  await confirmEmailInPage(page, email);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(home);
}

/** Seller: sign up, KYC with a document, then a draft listing with a photo (not yet submitted). */
async function sellerPreparesListing(page: Page): Promise<void> {
  await signUp(page, 'seller', seller.name, seller.email);
  await expect(page).toHaveURL(/\/seller$/);
  await page.getByRole('main').getByRole('link', { name: 'Start KYC' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Identity check (KYC)' })).toBeVisible();
  await page.getByLabel('Full name').fill(seller.name);
  await page.getByLabel('Date of birth').fill('1981-06-15');
  await page.getByLabel('Phone').fill('+44 20 7946 0958');
  await page.getByLabel('Document type').selectOption({ label: 'Passport' });
  await page.getByLabel('Document number').fill('P87654321');
  await page.getByLabel('Address line 1').fill('1 High Street');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Postal code').fill('SW1A 1AA');
  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('Documents').setInputFiles({
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf('Passport'),
  });
  await expect(
    page.getByRole('list', { name: 'Attached documents' }).getByText(/Uploaded/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Submit KYC' }).click();
  await expect(page.getByText('Your documents are being reviewed')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'New listing' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New listing' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Description')
    .fill('1969 T120 Bonneville, matching numbers, restored in 2021; starts first kick.');
  await page.getByLabel('Category').selectOption({ label: 'Motorcycles' });
  // The category's specifics (SPEC §11), built from the contract.
  await page.getByLabel('VIN', { exact: true }).fill('T120R12345ABCDEFG');
  await page.getByLabel('Make').fill('Triumph');
  await page.getByLabel('Model', { exact: true }).fill('Bonneville T120');
  await page.getByLabel('Year').fill('1969');
  await page.getByLabel('Mileage', { exact: true }).fill('23400');
  await page.getByLabel('Mileage unit').selectOption({ label: 'miles' });
  await page.getByLabel('Condition').selectOption({ label: 'Used' });
  await page.getByLabel('City').fill('Bristol');
  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('Starting price').fill('500');
  await page.getByLabel('Reserve price').fill('600');
  // The first photo saves the draft and opens the listing's own page.
  await page.getByLabel('Photos').setInputFiles({
    name: 'bonneville.png',
    mimeType: 'image/png',
    buffer: tinyPng(160, 120, 40),
  });
  await expect(page).toHaveURL(LISTING_URL);
  await expect(page.getByRole('img', { name: /photo 1 of 1 \(cover\)/ })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** Dealer: sign up, the profile, then the business KYC with a document; waits for review. */
async function dealerOnboards(page: Page, dealer: DealerPerson): Promise<void> {
  await signUp(page, 'dealer', dealer.name, dealer.email);
  await expect(page.getByText('Dealer onboarding not started')).toBeVisible();
  await page.getByRole('link', { name: 'Onboarding', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer onboarding' })).toBeVisible();

  await page.getByLabel('Company name').fill(dealer.company);
  await page.getByLabel('Contact name').fill(dealer.name);
  await page.getByLabel('Email').fill(dealer.salesEmail);
  await page.getByLabel('Phone').fill(dealer.phone);
  await page.getByLabel('Address line 1').fill('7 Canal Wharf');
  await page.getByLabel('City').fill('Leeds');
  await page.getByLabel('Postal code').fill('LS11 5PS');
  await page.getByLabel('Country').selectOption('GB');
  await page.getByRole('button', { name: 'Save profile' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Business check (KYC)' })).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue(dealer.company);
  await expect(page.getByLabel('Representative name')).toHaveValue(dealer.name);
  await page.getByLabel('Registration number').fill('09876543');
  await page.getByLabel('Documents').setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf('Certificate of incorporation'),
  });
  await expect(
    page.getByRole('list', { name: 'Attached documents' }).getByText(/Uploaded/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Submit KYC' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Activation' })).toBeVisible();
  await expect(page.getByText(/Our team is reviewing your documents/)).toBeVisible();
}

/** Staff approve the pending KYC record whose summary shows `email`. */
async function approveKyc(page: Page, name: string, email: string): Promise<void> {
  const toggle = page.getByRole('button', { name: email });
  await reveal(page.getByRole('main'), toggle);
  await expect(toggle).toContainText(name);
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const decision = page.getByRole('region', { name: `Decision on ${name}` });
  await decision.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(toast(page).filter({ hasText: `KYC approved: ${name}` })).toBeVisible();
  await expect(toggle).toHaveCount(0);
}

/** A dealer opens the journey's auction from the Live tab of the dealer area. */
async function dealerOpensAuction(page: Page): Promise<Locator> {
  await page.reload();
  await expect(page.getByText('Your dealer account is active')).toBeVisible();
  await page.getByRole('link', { name: 'Browse live auctions' }).click();
  const link = page.getByRole('link', { name: title });
  await reveal(page.getByRole('main'), link);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page.getByRole('complementary', { name: 'Bidding' });
}

async function placeBid(page: Page, amount: string, shown: string): Promise<void> {
  await page.getByLabel('Your bid').fill(amount);
  await page.getByRole('button', { name: 'Place bid' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(shown);
  await dialog.getByRole('button', { name: 'Place bid' }).click();
  await expect(dialog).toBeHidden();
}

test('the marketplace journey, from sign-up to the collected fee, through the UI alone', async ({
  browser,
  baseURL,
}) => {
  // Sign-ups, reviews, a real auction (its end moves by the soft close after each late bid)
  // and captures with axe: minutes, not seconds.
  test.setTimeout(420_000);

  const contexts: BrowserContext[] = [];
  const problems: string[] = [];
  try {
    // One after another: the test runner sets up each context's tracing as it is created.
    const sellerPage = await personPage(browser, contexts, problems, 'seller', baseURL);
    // A dealer has no profile until onboarding makes one.
    const dealerAPage = await personPage(browser, contexts, problems, 'dealer A', baseURL, [
      NO_DEALER_PROFILE,
    ]);
    const dealerBPage = await personPage(browser, contexts, problems, 'dealer B', baseURL, [
      NO_DEALER_PROFILE,
    ]);
    const staffPage = await personPage(browser, contexts, problems, 'staff', baseURL);

    await test.step('the seller and two dealers sign up and submit their checks', async () => {
      await Promise.all([
        sellerPreparesListing(sellerPage),
        dealerOnboards(dealerAPage, dealerA),
        dealerOnboards(dealerBPage, dealerB),
      ]);
    });

    await test.step('staff approve the three identity checks', async () => {
      await staffPage.goto('/admin/login');
      await staffPage.getByLabel('Email').fill(E2E_ADMIN.email);
      await staffPage.getByLabel('Password').fill(E2E_ADMIN.password);
      await staffPage.getByRole('button', { name: 'Sign in' }).click();
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
      const nav = staffPage.getByRole('navigation', { name: 'Staff' });
      await nav.getByRole('link', { name: 'KYC' }).click();
      await expect(
        staffPage.getByRole('heading', { level: 1, name: 'Identity checks' }),
      ).toBeVisible();
      await approveKyc(staffPage, seller.name, seller.email);
      await approveKyc(staffPage, dealerA.company, dealerA.email);
      await approveKyc(staffPage, dealerB.company, dealerB.email);
    });

    await test.step('the seller submits the listing; staff approve it from the queue', async () => {
      await sellerPage.getByRole('button', { name: 'Submit for review' }).click();
      await expect(sellerPage.getByText('Pending review', { exact: true })).toBeVisible();

      const nav = staffPage.getByRole('navigation', { name: 'Staff' });
      await nav.getByRole('link', { name: 'Listings', exact: true }).click();
      await expect(
        staffPage.getByRole('heading', { level: 1, name: 'Listings to review' }),
      ).toBeVisible();
      const row = staffPage.getByRole('link', { name: title });
      await reveal(staffPage.getByRole('main'), row);
      await row.click();
      await expect(staffPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(staffPage.getByRole('img', { name: `${title}, photo 1 of 1` })).toBeVisible();
      await staffPage.getByRole('button', { name: 'Approve' }).click();
      await expect(toast(staffPage).filter({ hasText: 'Listing approved' })).toBeVisible();
      await expect(staffPage.getByText('Approved', { exact: true }).first()).toBeVisible();
    });

    await test.step('staff schedule the auction to start now and end in 70 s', async () => {
      await staffPage
        .getByRole('navigation', { name: 'Staff' })
        .getByRole('link', { name: 'Auctions' })
        .click();
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Auctions' })).toBeVisible();
      const form = staffPage.getByRole('group', { name: title });
      await reveal(staffPage.getByRole('region', { name: /^Schedulable/ }), form);
      await expect(form).toContainText('$500.00');
      await expect(form).toContainText('$600.00');
      const times = await scheduleTimes(staffPage, 70);
      await form.getByLabel('Start').fill(times.start);
      await form.getByLabel('End').fill(times.end);
      await expect(form.getByText('Runs for 1 minute')).toBeVisible();
      await form.getByRole('button', { name: 'Schedule' }).click();
      await expect(toast(staffPage).filter({ hasText: title })).toContainText(
        /is (live until|scheduled for)/,
      );
      const row = staffPage
        .getByRole('region', { name: /^Active/ })
        .getByRole('listitem', { name: title });
      await expect(row).toContainText('Live', { timeout: 10_000 });
    });

    await test.step('the seller follows the live auction from the dashboard', async () => {
      await sellerPage.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
      const row = sellerPage
        .getByRole('region', { name: 'Your listings' })
        .getByRole('listitem')
        .filter({ hasText: title });
      await expect(row.getByText('Live', { exact: true })).toBeVisible();
      await row.getByRole('link', { name: title }).click();
      await expect(sellerPage).toHaveURL(LISTING_URL);
      // Within 30 s of submitting, the listing page shows the "Pending review" it cached then
      // (no polling while pending) though the row above says Live; a reload shows the auction.
      await sellerPage.reload();
      const panel = sellerPage.getByRole('region', { name: 'Auction' });
      await expect(panel.getByText('Live', { exact: true })).toBeVisible();
      await expect(panel.getByText('Updating live')).toBeVisible();
    });

    const panelA = await test.step('dealer A is active and bids the starting price', async () => {
      const panel = await dealerOpensAuction(dealerAPage);
      await expect(panel.getByText('Minimum next bid').locator('..')).toContainText('$500.00');
      await placeBid(dealerAPage, '500', '$500.00');
      await expect(panel.getByText('You are the highest bidder')).toBeVisible();
      return panel;
    });

    const panelB = await test.step('dealer B outbids; dealer A sees it live', async () => {
      // Marks the document: still there afterwards means dealer A's page never reloaded.
      await dealerAPage.evaluate(() => {
        (window as unknown as { journeyMark?: string }).journeyMark = 'no reload';
      });
      const panel = await dealerOpensAuction(dealerBPage);
      await expect(panel.getByText('Minimum next bid').locator('..')).toContainText('$510.00');
      await placeBid(dealerBPage, '700', '$700.00');
      await expect(panel.getByText('You are the highest bidder')).toBeVisible();

      await expect(panelA.getByText('You have been outbid')).toBeVisible({ timeout: 10_000 });
      await expect(panelA.getByText('$700.00', { exact: true })).toBeVisible();
      await expect(panelA.getByText('Your maximum: $500.00')).toBeVisible();
      await expect(panelA.getByText('Minimum next bid').locator('..')).toContainText('$710.00');
      expect(
        await dealerAPage.evaluate(
          () => (window as unknown as { journeyMark?: string }).journeyMark,
        ),
      ).toBe('no reload');
      await capture(dealerAPage, 'journey-dealer-outbid');

      // The seller's page followed both bids too.
      const sellerPanel = sellerPage.getByRole('region', { name: 'Auction' });
      await expect(sellerPanel.getByText('$700.00')).toBeVisible();
      await expect(sellerPanel.getByText('Met ($600.00)')).toBeVisible();
      return panel;
    });

    const auctionId = await test.step('the auction ends; the seller sees the buyer', async () => {
      // Each bid in the last SOFT_CLOSE_SECONDS (120 s by default) moves the end: wait it out.
      const panel = sellerPage.getByRole('region', { name: 'Auction' });
      await expect(panel.getByText('Sold', { exact: true })).toBeVisible({ timeout: 180_000 });
      await expect(panel.getByText('Ended', { exact: true }).first()).toBeVisible();
      await expect(panel.getByRole('definition').filter({ hasText: '$700.00' })).toBeVisible();
      await expect(
        panel.getByRole('definition').filter({ hasText: dealerB.company }),
      ).toBeVisible();

      await panel.getByRole('link', { name: 'View outcome' }).click();
      await expect(sellerPage).toHaveURL(OUTCOME_URL);
      await expect(sellerPage.getByRole('heading', { level: 2, name: /^Sold/ })).toBeVisible();
      await expect(sellerPage.getByText('$700.00').first()).toBeVisible();
      await expect(sellerPage.getByRole('heading', { name: 'Buyer’s contact' })).toBeVisible();
      await expect(sellerPage.getByText(dealerB.company, { exact: true })).toBeVisible();
      await expect(sellerPage.getByText(dealerB.name, { exact: true })).toBeVisible();
      await expect(sellerPage.getByRole('link', { name: dealerB.salesEmail })).toHaveAttribute(
        'href',
        `mailto:${dealerB.salesEmail}`,
      );
      await expect(sellerPage.getByRole('link', { name: dealerB.phone })).toHaveAttribute(
        'href',
        `tel:${dealerB.phone}`,
      );
      await capture(sellerPage, 'journey-seller-outcome');
      return OUTCOME_URL.exec(sellerPage.url())?.[1] ?? '';
    });

    await test.step('the dealers see who won, live; the winner sees the seller', async () => {
      await expect(panelB.getByText('You won this auction')).toBeVisible();
      const contact = dealerBPage.getByRole('region', { name: 'Seller contact' });
      await expect(contact.getByText(seller.name)).toBeVisible();
      await expect(contact.getByRole('link', { name: seller.email })).toHaveAttribute(
        'href',
        `mailto:${seller.email}`,
      );
      // The phone as people write it; the link dials the number as stored.
      await expect(contact.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
        'href',
        `tel:${seller.phone}`,
      );
      await expect(panelA.getByText('You did not win this auction')).toBeVisible();
      await expect(panelA.getByText('You won this auction')).toHaveCount(0);
    });

    const reference = `BACS-${tag.toUpperCase()}`;
    await test.step('staff mark the fee collected with a reference', async () => {
      await staffPage
        .getByRole('navigation', { name: 'Staff' })
        .getByRole('link', { name: 'Payments' })
        .click();
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
      const payment = staffPage.getByRole('listitem', { name: title });
      await reveal(staffPage.getByRole('main'), payment);
      await expect(payment).toContainText(dealerB.company);
      await expect(payment).toContainText('$700.00');
      await expect(payment).toContainText('$49.00');
      await payment.getByRole('button', { name: 'Mark fee collected' }).click();
      const dialog = staffPage.getByRole('dialog', { name: 'Mark fee collected' });
      await dialog.getByLabel('Reference').fill(reference);
      await dialog.getByRole('button', { name: 'Mark fee collected' }).click();
      await expect(toast(staffPage).filter({ hasText: 'marked collected' })).toContainText(
        '$49.00',
      );
      await expect(payment).toHaveCount(0);

      await staffPage.getByRole('link', { name: 'Collected', exact: true }).click();
      await expect(staffPage).toHaveURL(/fee_status=collected/);
      const collected = staffPage.getByRole('listitem', { name: title });
      await reveal(staffPage.getByRole('main'), collected);
      await expect(collected).toContainText(`Ref. ${reference}`);
      await expect(collected.getByRole('button', { name: 'Mark fee collected' })).toHaveCount(0);
      await capture(staffPage, 'journey-payments-collected');
    });

    await test.step('the audit log shows the auction’s trail', async () => {
      await staffPage
        .getByRole('navigation', { name: 'Staff' })
        .getByRole('link', { name: 'Audit' })
        .click();
      await expect(staffPage.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      await staffPage.getByLabel('Subject').fill(auctionId);
      await staffPage.getByRole('button', { name: 'Apply' }).click();
      await expect(staffPage).toHaveURL(new RegExp(`subject=${auctionId}`));

      const events = staffPage.getByRole('list', { name: 'Audit events' });
      const rows = (type: string) =>
        events.getByRole('listitem').filter({ has: staffPage.getByText(type, { exact: true }) });
      // The URL changes before the filtered page replaces the unfiltered one: wait until no row
      // is about another subject, or the checks below may read the old list.
      const subject = `auction ${auctionId.slice(0, 8)}: show its events`;
      await expect(
        events
          .getByRole('listitem')
          .filter({ hasNot: staffPage.getByRole('link', { name: subject }) }),
      ).toHaveCount(0);
      await expect(rows('auction.scheduled')).toContainText(E2E_ADMIN.email);
      // Both bids, by amount (their actor shows as "System": reported, the server records none).
      const bids = rows('bid.placed');
      await expect(bids).toHaveCount(2);
      await expect(bids.nth(0)).toContainText(/amount_cents:\s*70000/);
      await expect(bids.nth(1)).toContainText(/amount_cents:\s*50000/);
      await expect(rows('auction.ended')).toContainText(/outcome:\s*sold/);
      await expect(rows('auction.ended')).toContainText(/hammer_price_cents:\s*70000/);
      await expect(rows('fee.collected')).toContainText(E2E_ADMIN.email);
      await expect(rows('fee.collected')).toContainText(reference);
      // Every row is about this auction.
      const count = await events.getByRole('listitem').count();
      await expect(events.getByRole('link', { name: subject })).toHaveCount(count);
      await capture(staffPage, 'journey-audit');
    });

    expect(problems, 'console errors').toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
  }
});
