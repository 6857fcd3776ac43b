import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Api } from '../support/api.js';
import { tinyPng } from '../support/files.js';
import { liveVehicle } from '../support/listings.js';
import { capture, expect, guardPage, signIn, test } from '../support/test.js';

/*
 * After the sale (SPEC §13.3, §13.4): the seller and the winner write to each other from their
 * two pages, each message showing on the other's within 5 s without a reload; the winner reports
 * a problem with a photo, the seller answers once, and staff cancel the sale after confirming —
 * the outcome then shows on all three pages.
 */

const toast = (page: Page) => page.locator('[data-sonner-toast]');

/** SPEC §13.3: a new message shows on the other side's page within 5 s. */
const WITHIN = { timeout: 5_000 };

/** A vehicle with a condition report, sold to a fresh dealer at $2,000.00 (above its reserve). */
async function soldVehicle(api: Api) {
  const lot = await liveVehicle(api, `2018 Skoda Octavia ${randomUUID().slice(0, 6)}`, {
    make: 'Skoda',
    model: 'Octavia',
    year: 2018,
    mileage: 64_000,
    fuel: 'diesel',
  });
  const company = `Canal Cars ${randomUUID().slice(0, 6)} Ltd`;
  const dealer = await api.activeDealer(company);
  await api.bid(dealer, lot.auctionId, 200_000);
  const admin = await api.admin();
  await api.post(admin, `/admin/auctions/${lot.auctionId}/force-end`, {
    reason: 'Ended early for the after-sale story',
  });
  return { ...lot, dealer, company, admin };
}

/** A page in a browser context of its own (its own session), watched like the `page` fixture. */
async function personPage(
  browser: Browser,
  contexts: BrowserContext[],
  problems: string[],
  who: string,
  baseURL: string | undefined,
): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  guardPage(page, problems, { baseURL, who });
  return page;
}

test.describe('after the sale', () => {
  test.setTimeout(240_000);

  test('the seller and the winner see each other’s messages within 5 s, without a reload', async ({
    browser,
    api,
    baseURL,
  }) => {
    const lot = await soldVehicle(api);
    const problems: string[] = [];
    const contexts: BrowserContext[] = [];
    try {
      const seller = await personPage(browser, contexts, problems, 'seller', baseURL);
      const winner = await personPage(browser, contexts, problems, 'winner', baseURL);
      await signIn(seller, lot.seller, `/seller/outcomes/${lot.auctionId}`);
      await signIn(winner, lot.dealer, `/auctions/${lot.listingId}`);
      const sellerThread = seller.getByRole('region', { name: 'Messages' });
      const winnerThread = winner.getByRole('region', { name: 'Messages' });
      await expect(sellerThread).toContainText('No messages yet');
      await expect(winnerThread).toContainText('No messages yet');
      await expect(winner.getByText('You won this auction')).toBeVisible();

      // The seller writes two lines, with what looks like HTML: it stays text.
      await sellerThread
        .getByLabel('Your message')
        .fill('Hello! <b>Collection</b> on Thursday?\nAny time after 9:00.');
      await expect(sellerThread.getByText('58 of 2,000 characters')).toBeVisible();
      await sellerThread.getByRole('button', { name: 'Send' }).click();
      const sent = sellerThread.getByRole('log', { name: 'Conversation' }).getByRole('listitem');
      await expect(sent).toHaveCount(1);
      await expect(sent.first()).toContainText('You');
      // "Sent", until the winner's page has read it (which may already be the case).
      await expect(sent.first()).toContainText(/Sent|Read/);
      await expect(sellerThread.getByLabel('Your message')).toHaveValue('');

      // The winner's page shows it without a reload, as text with its line break.
      const received = winnerThread
        .getByRole('log', { name: 'Conversation' })
        .getByRole('listitem');
      await expect(received).toHaveCount(1, WITHIN);
      await expect(received.first()).toContainText('Seller');
      await expect(received.first()).toContainText('<b>Collection</b> on Thursday?');
      await expect(winnerThread.locator('b')).toHaveCount(0);
      const body = received.first().getByText(/Any time after 9:00/);
      expect(await body.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');

      // The winner answers from the keyboard (Ctrl+Enter sends).
      const reply = winnerThread.getByLabel('Your message');
      await reply.fill('Thursday at 10 works. I will bring the payment reference.');
      await reply.press('Control+Enter');
      await expect(received).toHaveCount(2);
      await expect(received.nth(1)).toContainText('You');

      // The seller sees the answer without a reload, and that their own message was read.
      await expect(sent).toHaveCount(2, WITHIN);
      await expect(sent.nth(1)).toContainText('Buyer');
      await expect(sent.nth(1)).toContainText('Thursday at 10 works.');
      await expect(sent.first()).toContainText('Read');

      // Once more the other way, by the button from the keyboard.
      const again = sellerThread.getByLabel('Your message');
      await again.fill('See you then.');
      await sellerThread.getByRole('button', { name: 'Send' }).focus();
      await seller.keyboard.press('Enter');
      await expect(received).toHaveCount(3, WITHIN);
      await expect(received.nth(2)).toContainText('See you then.');

      await capture(winner, 'after-sale-messages-winner');
      await capture(seller, 'after-sale-messages-seller');
    } finally {
      for (const context of contexts) await context.close();
    }
    expect(problems, 'console errors and failed answers of both people').toEqual([]);
  });

  test('a dispute: the winner reports with a photo, the seller answers, staff cancel the sale', async ({
    page,
    api,
  }) => {
    const lot = await soldVehicle(api);

    // The winner reports a problem, with a photo, on the lot page.
    await signIn(page, lot.dealer, `/auctions/${lot.listingId}`);
    const report = page.getByRole('region', { name: 'Report a problem' });
    await expect(report).toContainText('You can report a problem until');
    await report.getByRole('button', { name: 'Report a problem' }).click();
    await expect(report.getByLabel('Reason')).toBeFocused();
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(report.getByText('Reason is required')).toBeVisible();
    await expect(report.getByText('Describe the problem in at least 10 characters')).toBeVisible();
    await report.getByLabel('Reason').selectOption({ label: 'Undisclosed damage' });
    await report
      .getByLabel('Description')
      .fill('The rear bumper is cracked; it is not in the photos or the condition report.');
    await report.getByLabel('Photos').setInputFiles({
      name: 'bumper.png',
      mimeType: 'image/png',
      buffer: tinyPng(160, 120, 20),
    });
    await expect(report.getByText('bumper.png')).toBeVisible();
    await expect(report.getByText(/Uploaded/)).toBeVisible();
    await report.getByLabel('Requested adjustment').fill('300');
    await capture(page, 'after-sale-report-form');
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(
      toast(page).filter({ hasText: 'Your report was sent to the seller and Gavel staff.' }),
    ).toBeVisible();
    const mine = page.getByRole('region', { name: 'Your report' });
    await expect(mine).toContainText('Open');
    await expect(mine).toContainText('Undisclosed damage');
    await expect(mine).toContainText('$300.00 off the price');
    await expect(mine.getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();
    await expect(mine).toContainText('No response yet.');
    await expect(page.getByRole('region', { name: 'Report a problem' })).toHaveCount(0);

    // The seller reads it and answers once.
    await signIn(page, lot.seller, `/seller/outcomes/${lot.auctionId}`);
    const theirs = page.getByRole('region', { name: 'The buyer reported a problem' });
    await expect(theirs).toContainText('The rear bumper is cracked');
    await expect(theirs.getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();
    await theirs.getByRole('button', { name: 'Respond' }).click();
    await expect(theirs.getByText('Response is required')).toBeVisible();
    await theirs
      .getByLabel('Your response')
      .fill('The bumper was fine at the handover.\nHappy to look at it together.');
    await theirs.getByRole('button', { name: 'Respond' }).click();
    await expect(toast(page).filter({ hasText: 'Your response was sent.' })).toBeVisible();
    await expect(theirs).toContainText('The bumper was fine at the handover.');
    await expect(theirs.getByRole('button', { name: 'Respond' })).toHaveCount(0);
    await capture(page, 'after-sale-seller-dispute');

    // Staff: the queue (and its count), then the dispute with both sides and the thread.
    await signIn(page, lot.admin, '/admin');
    await expect(page.getByRole('link', { name: /^Disputes open \d+/ })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Disputes' })
      .click();
    await expect(page).toHaveURL(/\/admin\/disputes$/);
    await expect(page.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: lot.title });
    await expect(row).toContainText('Undisclosed damage');
    await expect(row).toContainText(lot.company);
    await capture(page, 'admin-disputes');
    await row.getByRole('link', { name: lot.title }).click();
    await expect(page).toHaveURL(/\/admin\/disputes\/[0-9a-f-]{36}$/);
    const dispute = page.getByRole('region', { name: 'The buyer’s report' });
    await expect(dispute).toContainText('The bumper was fine at the handover.');
    await expect(dispute.getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Condition report' })).toBeVisible();
    const thread = page.getByRole('region', { name: 'Messages' });
    await expect(thread).toContainText('No messages yet');
    await thread.getByLabel('Your message').fill('Gavel here: we are looking at the photos.');
    await thread.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByRole('log').getByRole('listitem').first()).toContainText(
      'Gavel staff',
    );

    // The decision: a price at the sale price is refused in the page; then the sale cancelled,
    // after the confirmation.
    await dispute.getByRole('button', { name: 'Submit decision' }).click();
    await expect(dispute.getByText('Choose a decision')).toBeVisible();
    await expect(dispute.getByText('Note is required')).toBeVisible();
    await dispute.getByRole('radio', { name: 'Adjust price' }).check();
    await dispute.getByLabel('Adjusted price').fill('2000');
    await dispute.getByLabel('Note').fill('The crack shows in the photo and not in the report.');
    await dispute.getByRole('button', { name: 'Submit decision' }).click();
    await expect(
      dispute.getByText('Enter a price below the sale price of $2,000.00'),
    ).toBeVisible();
    await dispute.getByRole('radio', { name: 'Cancel sale' }).check();
    await expect(dispute.getByLabel('Adjusted price')).toHaveCount(0);
    await capture(page, 'admin-dispute');
    await dispute.getByRole('button', { name: 'Submit decision' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this sale?' });
    await expect(confirm).toContainText(lot.title);
    await confirm.getByRole('button', { name: 'Cancel sale' }).hover();
    await capture(page, 'admin-dispute-confirm');
    await confirm.getByRole('button', { name: 'Cancel sale' }).click();
    await expect(toast(page).filter({ hasText: 'Sale cancelled' })).toBeVisible();
    await expect(dispute).toContainText('Resolved');
    await expect(dispute).toContainText('The sale was cancelled');
    await expect(dispute).toContainText('The crack shows in the photo and not in the report.');
    await expect(dispute.getByRole('button', { name: 'Submit decision' })).toHaveCount(0);
    await expect(
      dispute.getByText('The credit note is listed under the buyer’s fee invoice.'),
    ).toBeVisible();
    await capture(page, 'admin-dispute-decided');

    // The credit note shows under the invoice.
    await dispute.getByRole('link', { name: 'See the invoices of the sale’s day' }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\?/);
    const invoice = page.getByRole('listitem').filter({ hasText: lot.title });
    await expect(invoice.first()).toContainText('Void');
    await expect(invoice.first()).toContainText(/Credit note\s*GAV-CN-\d{4}-\d{6}/);

    // Both parties read the outcome.
    await signIn(page, lot.seller, `/seller/outcomes/${lot.auctionId}`);
    await expect(page.getByRole('heading', { name: /^Sale cancelled/, level: 2 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'The buyer reported a problem' })).toContainText(
      'The sale was cancelled',
    );
    await expect(page.getByRole('region', { name: 'Messages' })).toContainText('Gavel staff');
    await capture(page, 'after-sale-seller-cancelled');

    await signIn(page, lot.dealer, `/auctions/${lot.listingId}`);
    await expect(page.getByText('Your purchase was cancelled')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your report' })).toContainText(
      'The crack shows in the photo and not in the report.',
    );
    await expect(page.getByRole('heading', { name: 'Seller contact' })).toHaveCount(0);
    await capture(page, 'after-sale-winner-cancelled');
  });
});
