import { tinyPdf } from '../support/files.js';
import { NO_DEALER_PROFILE, capture, expect, signIn, test } from '../support/test.js';

test.describe('dealer area', () => {
  // Each story captures several page states (axe and four screenshots each).
  test.slow();

  test('a new dealer completes onboarding, waits for review and becomes active', async ({
    page,
    api,
    expectErrors,
  }) => {
    expectErrors(NO_DEALER_PROFILE);
    const dealer = await api.register('dealer', 'Fran Fresh');
    await signIn(page, dealer, '/dealer/onboarding');

    await expect(page.getByRole('heading', { level: 1, name: 'Dealer onboarding' })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Onboarding steps' });
    await expect(steps.getByRole('link', { name: /Dealer profile/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(page.getByText('Dealer onboarding not started')).toBeVisible();

    // Step 1: the profile. An empty form shows its errors next to the fields first.
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Company name')).toBeFocused();
    await page.getByLabel('Company name').fill('Fresh Motors Ltd');
    await page.getByLabel('Contact name').fill('Fran Fresh');
    await page.getByLabel('Email').fill('sales@fresh-motors.example.com');
    await page.getByLabel('Phone').fill('+44 113 496 0001');
    await page.getByLabel('Address line 1').fill('12 Mill Lane');
    await page.getByLabel('City').fill('York');
    await page.getByLabel('Postal code').fill('YO1 7HH');
    await page.getByLabel('Country').selectOption('GB');
    await capture(page, 'dealer-onboarding-profile');
    await page.getByRole('button', { name: 'Save profile' }).click();

    // Step 2: the business KYC, started from the profile's details.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Business check (KYC)' }),
    ).toBeVisible();
    await expect(page.getByLabel('Business name')).toHaveValue('Fresh Motors Ltd');
    await expect(page.getByLabel('City')).toHaveValue('York');
    // The banner follows the new profile's status.
    await expect(page.getByText('Dealer access pending activation')).toBeVisible();
    await page.getByLabel('Registration number').fill('09876543');
    await page.getByLabel('VAT number').fill('GB123456789');
    await page.getByLabel('Documents').setInputFiles({
      name: 'registration-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Certificate of incorporation'),
    });
    const documents = page.getByRole('list', { name: 'Attached documents' });
    await expect(documents.getByText('registration-certificate.pdf')).toBeVisible();
    await expect(documents.getByText(/Uploaded/)).toBeVisible();
    await capture(page, 'dealer-onboarding-kyc');
    await page.getByRole('button', { name: 'Submit KYC' }).click();

    // Step 3: waiting for the review.
    await expect(page.getByRole('heading', { level: 2, name: 'Activation' })).toBeVisible();
    await expect(page.getByText(/Our team is reviewing your documents/)).toBeVisible();
    await expect(
      steps.getByRole('link', { name: /Business check \(KYC\).*In review/ }),
    ).toBeVisible();
    await capture(page, 'dealer-onboarding-pending');

    // Staff approve; the dealer is active and the banner is gone.
    const kyc = await api.get<{ id: string }>(dealer, '/dealer/kyc');
    await api.approveKyc(kyc.id);
    await page.reload();
    await expect(page.getByText('Your dealer account is active')).toBeVisible();
    await expect(page.getByText('Dealer access pending activation')).toHaveCount(0);
    await expect(page.getByText('Dealer onboarding not started')).toHaveCount(0);
    await capture(page, 'dealer-onboarding-active');

    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dealer profile' })).toBeVisible();
    await expect(page.getByLabel('Company name')).toHaveValue('Fresh Motors Ltd');
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await page.getByLabel('Contact name').fill('Francesca Fresh');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await capture(page, 'dealer-profile');
  });

  test('an active dealer bids with confirmation and sees being outbid without a reload', async ({
    page,
    api,
  }) => {
    const [dealer, rival, auction] = await Promise.all([
      api.activeDealer(),
      api.activeDealer(),
      api.liveAuction(),
    ]);
    // The dealer's address of the lot leads to the lot page, with the dealer's panel on it.
    await signIn(page, dealer, `/dealer/listings/${auction.listingId}`);
    await expect(page).toHaveURL(new RegExp(`/auctions/${auction.listingId}$`));

    await expect(page.getByRole('heading', { level: 1, name: auction.title })).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Price and bidding' });
    await expect(panel.getByText('Minimum next bid').locator('..')).toContainText('$1,200.00');
    await expect(panel.getByRole('button', { name: 'Bid $1,250.00' })).toBeVisible();
    await capture(page, 'dealer-listing');

    // Below the minimum: explained next to the field, nothing sent.
    await page.getByLabel('Your bid').fill('1000');
    await page.getByRole('button', { name: 'Place bid' }).click();
    await expect(panel.getByText('Your bid must be at least $1,200.00')).toBeVisible();

    await page.getByLabel('Your bid').fill('1200');
    await page.getByLabel('Maximum bid (optional)').fill('1,300.00');
    await page.getByRole('button', { name: 'Place bid' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('$1,200.00');
    await expect(dialog).toContainText('$1,300.00');
    await capture(page, 'dealer-bid-confirm');
    await dialog.getByRole('button', { name: 'Place bid' }).click();
    await expect(dialog).toBeHidden();

    await expect(panel.getByText('You are the highest bidder')).toBeVisible();
    await expect(panel.getByText('Your maximum: $1,300.00')).toBeVisible();

    // Another dealer goes above the proxy maximum: the page follows the live stream.
    await api.bid(rival, auction.auctionId, 140_000);
    await expect(panel.getByText('You have been outbid')).toBeVisible({ timeout: 10_000 });
    await expect(panel.getByText('$1,400.00', { exact: true })).toBeVisible();
    await expect(panel.getByText('Minimum next bid').locator('..')).toContainText('$1,450.00');
    await capture(page, 'dealer-listing-outbid');

    // Watch it, then find it under Watching and under My bids.
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unwatch' })).toBeVisible();

    await page.goto('/dealer');
    const tabs = page.getByRole('navigation', { name: 'Auction lists' });
    await expect(tabs.getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'My bids' }).click();
    await expect(page).toHaveURL(/[?&]tab=bidding/);
    await expect(tabs.getByRole('link', { name: 'My bids' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const card = page.getByRole('listitem').filter({ hasText: auction.title });
    await expect(card).toBeVisible();
    await expect(card.getByText('You have been outbid')).toBeVisible();
    await expect(card.getByText('$1,300.00')).toBeVisible();
    await capture(page, 'dealer-my-bids');

    // Keyboard: the tabs are links in the tab order.
    await tabs.getByRole('link', { name: 'Watching' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]tab=watching/);
    await expect(page.getByRole('listitem').filter({ hasText: auction.title })).toBeVisible();

    // The cards carry the toggle too: unwatching from the card takes it off the list.
    const watched = page.getByRole('listitem').filter({ hasText: auction.title });
    await watched.getByRole('button', { name: 'Unwatch' }).click();
    await expect(watched).toHaveCount(0);

    // (Found under My bids: the Live tab may page it out among other stories' auctions.)
    await tabs.getByRole('link', { name: 'My bids' }).click();
    await page.getByRole('link', { name: auction.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: auction.title })).toBeVisible();
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unwatch' })).toBeVisible();
  });

  test('the winner finds the auction under Won with the seller’s contact', async ({
    page,
    api,
  }) => {
    const [dealer, auction, admin] = await Promise.all([
      api.activeDealer(),
      api.liveAuction(),
      api.admin(),
    ]);
    await api.bid(dealer, auction.auctionId, 180_000);
    await signIn(page, dealer, `/dealer/listings/${auction.listingId}`);
    const panel = page.getByRole('complementary', { name: 'Price and bidding' });
    await expect(panel.getByText('You are the highest bidder')).toBeVisible();
    await expect(panel.getByText('Reserve met')).toBeVisible();

    // Staff end it now (it settles like a normal end); the page learns it from the live stream.
    await api.post(admin, `/admin/auctions/${auction.auctionId}/force-end`, {
      reason: 'Ended early for the e2e story',
    });
    await expect(panel.getByText('You won this auction')).toBeVisible({ timeout: 10_000 });
    const contact = page.getByRole('region', { name: 'Seller contact' });
    await expect(contact.getByText('Sam Seller')).toBeVisible();
    await expect(contact.getByRole('link', { name: /@example\.com$/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(contact.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    await capture(page, 'dealer-listing-won');

    await page.goto('/dealer?tab=won');
    const card = page.getByRole('listitem').filter({ hasText: auction.title });
    await expect(card.getByText('$1,800.00')).toBeVisible();
    await capture(page, 'dealer-won');
    await card.getByRole('link', { name: auction.title }).click();
    await expect(page.getByRole('heading', { name: 'Seller contact' })).toBeVisible();
  });
});
