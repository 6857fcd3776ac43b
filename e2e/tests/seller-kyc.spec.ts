import type { Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../support/api.js';
import { tinyPdf, tinyPng } from '../support/files.js';
import { confirmEmailInPage } from '../support/mail.js';
import { capture, expect, signIn, test } from '../support/test.js';

/** The shell's KYC banner (a status region under the header), not the dashboard's own card. */
const banner = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function fillKycForm(page: Page) {
  await page.getByLabel('Full name').fill('Sam Seller');
  await page.getByLabel('Date of birth').fill('1984-02-29');
  await page.getByLabel('Phone').fill('+44 20 7946 0958');
  await page.getByLabel('Document type').selectOption({ label: 'Passport' });
  await page.getByLabel('Document number').fill('P12345678');
  await page.getByLabel('Address line 1').fill('1 High Street');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Postal code').fill('SW1A 1AA');
  await page.getByLabel('Country').selectOption('GB');
}

test.describe('seller KYC', () => {
  test('a new seller completes KYC with a document and is approved', async ({ page, api }) => {
    const email = uniqueEmail('kyc-seller');
    await page.goto('/seller/signup');
    await page.getByLabel('Name').fill('Sam Seller');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/seller$/);
    // The identity check waits for a confirmed address: follow the emailed link.
    await confirmEmailInPage(page, email);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/seller$/);
    await expect(banner(page, 'KYC not started')).toBeVisible();
    await expect(page.getByText('No listings yet')).toBeVisible();
    await capture(page, 'seller-dashboard-empty');

    await page.getByRole('main').getByRole('link', { name: 'Start KYC' }).click();
    await expect(page).toHaveURL(/\/seller\/kyc$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Identity check (KYC)' }),
    ).toBeVisible();

    // Nothing filled in: every required field says so, and nothing is sent.
    await page.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Attach at least one document')).toBeVisible();

    await fillKycForm(page);
    // A file of the wrong type is refused next to the field before any upload.
    await page.getByLabel('Documents').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a document'),
    });
    await expect(page.getByText('notes.txt: use a JPEG, PNG or PDF file.')).toBeVisible();

    await page.getByLabel('Documents').setInputFiles({
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    const documents = page.getByRole('list', { name: 'Attached documents' });
    await expect(documents.getByText('passport.pdf')).toBeVisible();
    await expect(documents.getByText(/Uploaded/)).toBeVisible();
    await capture(page, 'seller-kyc-form');

    await page.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(page.getByText('Your documents are being reviewed')).toBeVisible();
    await expect(banner(page, 'KYC pending review')).toBeVisible();
    await expect(page.getByText('•••••5678')).toBeVisible();
    await capture(page, 'seller-kyc-pending');

    // Staff approve it; the seller's page and the banner follow.
    const seller = await api.login(email, PASSWORD);
    const record = await api.get<{ id: string; status: string }>(seller, '/seller/kyc');
    expect(record.status).toBe('pending');
    await api.approveKyc(record.id);

    await page.reload();
    await expect(page.getByText('Your identity is verified')).toBeVisible();
    await expect(page.getByRole('main').getByText('Approved', { exact: true })).toBeVisible();
    await expect(banner(page, 'KYC')).toHaveCount(0);
    await capture(page, 'seller-kyc-approved');

    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page.getByRole('main').getByRole('link', { name: 'View KYC' })).toBeVisible();
  });

  test('a seller asked to resubmit sees the reason and fixes the KYC', async ({ page, api }) => {
    const seller = await api.register('seller', 'Rita Resub');
    const doc = await api.upload(seller, 'kyc_document');
    const submitted = await api.post<{ id: string }>(seller, '/seller/kyc', {
      full_name: 'Rita Resub',
      date_of_birth: '1979-11-02',
      phone: '+442079460958',
      address: { line1: '2 Mill Lane', city: 'York', postal_code: 'YO1 7HH', country: 'GB' },
      document_type: 'driving_licence',
      document_number: 'RESUB1234',
      document_upload_ids: [doc.id],
    });
    const reason = 'The scan is cut off; upload the whole document.';
    await api.post(await api.admin(), `/admin/kyc/${submitted.id}/request-resubmission`, {
      reason,
    });

    await signIn(page, seller, '/seller/kyc');
    await expect(banner(page, 'KYC not approved')).toBeVisible();
    await expect(page.getByText(reason)).toBeVisible();
    // Prefilled from the record, except the document number, which answers only show masked.
    await expect(page.getByLabel('Full name')).toHaveValue('Rita Resub');
    await expect(page.getByLabel('Document number')).toHaveValue('');
    await capture(page, 'seller-kyc-resubmission');

    await page.getByRole('button', { name: 'Remove passport.pdf' }).click();
    await page.getByLabel('Documents').setInputFiles({
      name: 'licence.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await expect(page.getByRole('list', { name: 'Attached documents' })).toContainText('Uploaded');
    await page.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(page.getByLabel('Document number')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Document number').fill('RESUB1234');
    await page.getByRole('button', { name: 'Submit KYC' }).click();
    await expect(page.getByText('Your documents are being reviewed')).toBeVisible();
    await expect(banner(page, 'KYC pending review')).toBeVisible();
    await expect(page.getByRole('link', { name: 'licence.png' })).toBeVisible();
  });
});

test.describe('seller auction outcome', () => {
  test('below the reserve the seller accepts the highest bid and gets the contact', async ({
    page,
    api,
  }) => {
    const company = `Outcome Motors ${String(Date.now()).slice(-6)} Ltd`;
    const lot = await api.liveAuction({ reserve_price_cents: 500_000 });
    const dealer = await api.activeDealer(company);
    await api.bid(dealer, lot.auctionId, 150_000);
    await api.post(await api.admin(), `/admin/auctions/${lot.auctionId}/force-end`, {
      reason: 'Ended for the e2e story',
    });

    await signIn(page, lot.seller, '/seller');
    const row = page.getByRole('listitem').filter({ hasText: lot.title });
    await expect(row.getByText('Reserve not met')).toBeVisible();
    await row.getByRole('link', { name: 'View outcome' }).click();

    await expect(page).toHaveURL(new RegExp(`/seller/outcomes/${lot.auctionId}$`));
    await expect(
      page.getByText(/The highest bid, \$1,500\.00, was below your reserve/),
    ).toBeVisible();
    await expect(page.getByText('Reruns left:')).toContainText('3 of 3');
    await capture(page, 'seller-outcome-reserve-not-met');

    await page.getByRole('button', { name: 'Accept highest bid' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('$1,500.00');
    await dialog.getByRole('button', { name: 'Accept highest bid' }).hover();
    await capture(page, 'seller-outcome-accept');
    await dialog.getByRole('button', { name: 'Accept highest bid' }).click();

    await expect(page.getByRole('heading', { name: 'Buyer’s contact' })).toBeVisible();
    await expect(page.getByText(company, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /@example\.com$/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(page.getByRole('link', { name: '+441134960000' })).toHaveAttribute(
      'href',
      'tel:+441134960000',
    );
    await capture(page, 'seller-outcome-sold');
  });
});
