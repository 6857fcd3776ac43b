import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { capture, expect, signIn, test } from '../support/test.js';

/*
 * The negotiation below the reserve and the invoice of its sale (SPEC §13.1–13.2): the seller
 * and the highest bidder offer, counter, decline and accept from both sides of the page; the
 * accepted offer sells like any sale, and the dealer finds its invoice on /dealer/invoices.
 */

const toast = (page: Page) => page.locator('[data-sonner-toast]');

/** The offers of the panel, oldest first. */
const offers = (panel: Locator) =>
  panel.getByRole('region', { name: 'Offers' }).getByRole('listitem');

/** The bytes of a download the page started. */
async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** Shows `row` of a cursor-paged list, loading more pages until it appears. */
async function reveal(list: Locator, row: Locator): Promise<void> {
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const more = list.getByRole('button', { name: 'Load more' });
  while (!(await row.isVisible()) && (await more.isVisible())) {
    const shown = await list.getByRole('listitem').count();
    await more.click();
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(shown);
  }
}

test.describe('negotiation below the reserve', () => {
  // One long story across three people, with six captures (axe and screenshots in both themes).
  test.setTimeout(240_000);

  test('seller and highest bidder offer, counter, decline and accept; the sale and its invoice show', async ({
    page,
    api,
  }) => {
    const lot = await api.liveAuction({ reserve_price_cents: 180_000 }, 30);
    const company = `Harbour Motors ${randomUUID().slice(0, 6)} Ltd`;
    const dealer = await api.activeDealer(company);
    await api.bid(dealer, lot.auctionId, 130_000);
    const admin = await api.admin();
    await api.post(admin, `/admin/auctions/${lot.auctionId}/force-end`, {
      reason: 'Ended early for the negotiation story',
    });

    // The seller offers: first out of range (refused in the page), then within it.
    await signIn(page, lot.seller, `/seller/outcomes/${lot.auctionId}`);
    const sellerPanel = page.getByRole('region', { name: 'Negotiate with the highest bidder' });
    await expect(sellerPanel).toContainText('No offers yet.');
    await expect(sellerPanel).toContainText('$1,800.00'); // the reserve
    await expect(sellerPanel.getByText('Between $1,300.01 and $1,800.00.')).toBeVisible();
    const sellerAmount = sellerPanel.getByRole('textbox', { name: 'Your offer' });
    await sellerAmount.fill('1900');
    await sellerPanel.getByRole('button', { name: 'Make an offer' }).click();
    await expect(sellerPanel.getByText('Offer between $1,300.01 and $1,800.00')).toBeVisible();
    await sellerAmount.fill('1700');
    await sellerPanel.getByRole('button', { name: 'Make an offer' }).click();
    await expect(offers(sellerPanel)).toHaveCount(1);
    await expect(offers(sellerPanel).first()).toContainText('You offered $1,700.00');
    await expect(offers(sellerPanel).first()).toContainText('Waiting for an answer');
    // One offer waits at a time: no second one until it is answered.
    await expect(sellerPanel.getByRole('button', { name: 'Make an offer' })).toHaveCount(0);
    await capture(page, 'negotiation-seller-offered');

    // The dealer, on the lot page, counters below the seller's offer.
    await signIn(page, dealer, `/auctions/${lot.listingId}`);
    const dealerPanel = page.getByRole('region', { name: 'Negotiate with the seller' });
    await expect(offers(dealerPanel).first()).toContainText('The seller offered $1,700.00');
    await expect(dealerPanel.getByText('Your reserve')).toHaveCount(0);
    await expect(dealerPanel.getByText('Between $1,300.01 and $1,699.99.')).toBeVisible();
    await dealerPanel.getByRole('textbox', { name: 'Your offer' }).fill('1500');
    await dealerPanel.getByRole('button', { name: 'Make an offer' }).click();
    await expect(offers(dealerPanel)).toHaveCount(2);
    await expect(offers(dealerPanel).nth(0)).toContainText('Countered');
    await expect(offers(dealerPanel).nth(1)).toContainText('You offered $1,500.00');
    await capture(page, 'negotiation-dealer-countered');

    // The seller declines the counter and offers again.
    await signIn(page, lot.seller, `/seller/outcomes/${lot.auctionId}`);
    await expect(offers(sellerPanel).nth(1)).toContainText('The dealer offered $1,500.00');
    await offers(sellerPanel).nth(1).getByRole('button', { name: 'Decline' }).click();
    await expect(offers(sellerPanel).nth(1)).toContainText('Declined');
    await sellerAmount.fill('1,600');
    await sellerPanel.getByRole('button', { name: 'Make an offer' }).click();
    await expect(offers(sellerPanel)).toHaveCount(3);
    await expect(offers(sellerPanel).nth(2)).toContainText('You offered $1,600.00');

    // The dealer accepts, after confirming: it buys.
    await signIn(page, dealer, `/auctions/${lot.listingId}`);
    const last = offers(dealerPanel).nth(2);
    await expect(last).toContainText('The seller offered $1,600.00');
    await last.getByRole('button', { name: 'Accept' }).click();
    const confirm = page.getByRole('dialog', { name: 'Buy at this offer?' });
    await expect(confirm).toContainText(`You buy ${lot.title} for $1,600.00`);
    await confirm.getByRole('button', { name: 'Accept' }).hover();
    await capture(page, 'negotiation-dealer-accept');
    await confirm.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(page).filter({ hasText: 'You bought it for $1,600.00' })).toBeVisible();
    await expect(page.getByText('You won this auction')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Seller contact' })).toBeVisible();
    await expect(page.getByText('$1,600.00').first()).toBeVisible();

    // The seller's outcome is the sale, at the accepted amount.
    await signIn(page, lot.seller, `/seller/outcomes/${lot.auctionId}`);
    await expect(page.getByRole('heading', { name: 'Buyer’s contact' })).toBeVisible();
    await expect(page.getByText(company, { exact: true })).toBeVisible();
    await expect(sellerPanel).toHaveCount(0);

    // The dealer's invoice for the buyer's fee.
    await signIn(page, dealer, '/dealer');
    await page.getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/\/dealer\/invoices$/);
    const invoice = page.getByRole('listitem').filter({ hasText: lot.title });
    await expect(invoice).toHaveCount(1);
    await expect(invoice).toContainText(/GAV-\d{4}-\d{6}/);
    await expect(invoice).toContainText('Outstanding');
    const pdf = invoice.getByRole('button', { name: /^Download PDF/ });
    await expect(pdf).toBeVisible();
    const { items } = await api.get<{ items: { id: string; number: string }[] }>(
      dealer,
      '/dealer/invoices',
    );
    const issued = items[0];
    if (!issued) throw new Error('the sale issued no invoice');
    const pdfDownload = page.waitForEvent('download');
    await pdf.click();
    const pdfFile = await pdfDownload;
    expect(pdfFile.suggestedFilename()).toBe(`${issued.number}.pdf`);
    expect((await bytesOf(pdfFile)).subarray(0, 5).toString()).toBe('%PDF-');
    await capture(page, 'dealer-invoices');
    await page.getByRole('link', { name: 'Paid' }).click();
    await expect(page.getByText('No paid invoices')).toBeVisible();

    // Staff: the invoice with its dealer, and the CSV exports.
    await signIn(page, admin, '/admin');
    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Invoices' })
      .click();
    await expect(page).toHaveURL(/\/admin\/invoices/);
    const list = page.getByRole('region', { name: 'Invoices' });
    const row = list.getByRole('listitem').filter({ hasText: lot.title });
    await reveal(list, row);
    await expect(row).toContainText(company);
    const exportInvoices = page.getByRole('button', { name: 'Export CSV' });
    await expect(exportInvoices).toBeVisible();
    const csvDownload = page.waitForEvent('download');
    await exportInvoices.click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toMatch(/\.csv$/);
    expect((await bytesOf(csvFile)).toString()).toContain(issued.number);
    await capture(page, 'admin-invoices');
    await page.getByLabel('Status').selectOption('paid');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/status=paid/);
    await expect(row).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Payments' })
      .click();
    const exportForm = page.getByRole('form', { name: 'Export payments' });
    await expect(exportForm.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await exportForm.getByLabel('From').fill('2026-12-02');
    await exportForm.getByLabel('To').fill('2026-12-01');
    await expect(exportForm.getByText('The start must not be after the end')).toBeVisible();
    await expect(exportForm.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await capture(page, 'admin-payments-export');
  });
});
