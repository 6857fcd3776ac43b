import type { Page } from '@playwright/test';
import {
  NO_DEALER_PROFILE,
  capture,
  expect,
  signIn,
  test,
  type ExpectedError,
} from '../support/test.js';
import { E2E_ADMIN, PASSWORD, uniqueEmail } from '../support/api.js';

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null') as unknown);

/** The calls the page makes with an access token the server cannot verify: 401 each. */
const FORGED_TOKEN: ExpectedError = { path: /^\/api\/(?!auth\/refresh$)/, status: 401 };

test.describe('sign-up and sign-in per area', () => {
  test('a seller signs up, lands on the dashboard, and sees Dashboard and Log out', async ({
    page,
  }) => {
    await page.goto('/seller/signup');
    await capture(page, 'seller-signup');
    await page.getByLabel('Name').fill('Sam Seller');
    await page.getByLabel('Email').fill(uniqueEmail('signup-seller'));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/seller$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/seller',
    );
    await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(header.getByRole('link', { name: /^Ops/ })).toHaveCount(0);
    expect(await stored(page)).toMatchObject({ roles: ['SELLER'] });
  });

  test('sign-up shows the server-side rules next to the fields', async ({ page }) => {
    await page.goto('/seller/signup');
    await page.getByLabel('Name').fill('Sam');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/seller\/signup$/);
  });

  test('a dealer signs up and in; the dealer sees Profile and Log out', async ({
    page,
    expectErrors,
  }) => {
    expectErrors(NO_DEALER_PROFILE);
    await page.goto('/dealer/signup');
    const email = uniqueEmail('signup-dealer');
    await page.getByLabel('Name').fill('Nia North');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/dealer/profile',
    );
    expect(await stored(page)).toMatchObject({ roles: ['DEALER'] });

    // Sign out, then back in through the dealer login page.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto('/dealer/login');
    await capture(page, 'dealer-login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(await stored(page)).toMatchObject({ roles: ['DEALER'] });
  });

  test('wrong credentials are refused with the server message on the form and nothing stored', async ({
    page,
    expectErrors,
  }) => {
    expectErrors({ path: /^\/api\/auth\/login$/, status: 401 });
    await page.goto('/seller/login');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('Wrong-password-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Issue 31: on the form, announced and focused; not a toast in the corner.
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(/email or password/i);
    await expect(alert).toBeFocused();
    // Once, not retried: a toast goes by itself after 4 s.
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(await stored(page)).toBeNull();
  });

  test('staff sign in on /admin/login and see Ops but no Log out', async ({ page }) => {
    await page.goto('/admin/login');
    await capture(page, 'admin-login');
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /^Ops/ })).toHaveAttribute('href', '/admin');
    await expect(header.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    expect(await stored(page)).toMatchObject({ roles: ['ADMIN'] });
  });
});

test.describe('area guards', () => {
  test('signed out, /seller goes to the seller login and back after signing in', async ({
    page,
    api,
  }) => {
    const seller = await api.register('seller');
    await page.goto('/seller');
    await expect(page).toHaveURL(/\/seller\/login\?redirect=%2Fseller$/);
    await page.getByLabel('Email').fill(seller.email);
    await page.getByLabel('Password').fill(seller.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/seller$/);
  });

  test('a dealer opening the seller area gets /401', async ({ page, api, expectErrors }) => {
    expectErrors(NO_DEALER_PROFILE);
    await signIn(page, await api.register('dealer'), '/seller');
    await expect(page).toHaveURL(/\/401$/);
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
    await capture(page, '401');
  });
});

test.describe('session renewal', () => {
  test('Log out calls the API, shows "Signed out", goes to / and ends the session', async ({
    page,
    api,
    request,
  }) => {
    const seller = await api.register('seller');
    await signIn(page, seller, '/terms');
    const logoutCall = page.waitForRequest(
      (req) => req.url().endsWith('/api/auth/logout') && req.method() === 'POST',
    );
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    expect((await logoutCall).postDataJSON()).toEqual({ refresh_token: seller.refreshToken });
    await expect(page.getByText('Signed out')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await stored(page)).toBeNull();
    await expect
      .poll(async () =>
        (
          await request.post('/api/auth/refresh', { data: { refresh_token: seller.refreshToken } })
        ).status(),
      )
      .toBe(401);
  });

  test('a 401 renews the session once and retries the call once', async ({
    page,
    api,
    expectErrors,
  }) => {
    expectErrors(FORGED_TOKEN);
    const seller = await api.register('seller');
    const refreshes: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/auth/refresh')) refreshes.push(req.method());
    });
    // A token the server cannot verify: the first call answers 401.
    await signIn(page, { ...seller, token: 'expired.or.forged' }, '/');
    await expect(page.getByText('KYC not started')).toBeVisible();
    const after = (await stored(page)) as { token: string; refreshToken: string };
    expect(after.token).not.toBe('expired.or.forged');
    expect(after.refreshToken).not.toBe(seller.refreshToken);
    expect(refreshes).toEqual(['POST']);
  });

  test('a failed refresh clears the session and redirects to the area login', async ({
    page,
    api,
    expectErrors,
  }) => {
    expectErrors(FORGED_TOKEN, { path: /^\/api\/auth\/refresh$/, status: 401 });
    const seller = await api.register('seller');
    await signIn(page, { ...seller, token: 'bad', refreshToken: 'also-bad' }, '/terms');
    await expect(page).toHaveURL(/\/seller\/login\?redirect=%2Fterms$/);
    expect(await stored(page)).toBeNull();
  });
});

test.describe('banners', () => {
  test('the seller KYC banner follows the KYC status', async ({ page, api }) => {
    const seller = await api.register('seller');
    await signIn(page, seller, '/terms');
    const start = page.getByRole('link', { name: 'Start' });
    await expect(page.getByText('KYC not started')).toBeVisible();
    await expect(start).toHaveAttribute('href', '/seller/kyc');

    const doc = await api.upload(seller, 'kyc_document');
    const kyc = await api.post<{ id: string }>(seller, '/seller/kyc', {
      full_name: 'Sam Seller',
      date_of_birth: '1980-05-17',
      phone: '+442079460958',
      address: { line1: '1 High Street', city: 'London', postal_code: 'SW1A 1AA', country: 'GB' },
      document_type: 'passport',
      document_number: 'P12345678',
      document_upload_ids: [doc.id],
    });
    await page.reload();
    await expect(page.getByText('KYC pending review')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/seller/kyc');

    const admin = await api.admin();
    await api.post(admin, `/admin/kyc/${kyc.id}/reject`, { reason: 'The photo is blurred.' });
    await page.reload();
    await expect(page.getByText('KYC not approved')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fix' })).toHaveAttribute('href', '/seller/kyc');
  });

  test('an approved seller sees no banner', async ({ page, api }) => {
    await signIn(page, await api.approvedSeller(), '/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^KYC /)).toHaveCount(0);
  });

  test('the dealer banner follows the dealer status', async ({ page, api, expectErrors }) => {
    expectErrors(NO_DEALER_PROFILE);
    const dealer = await api.register('dealer');
    await signIn(page, dealer, '/terms');
    await expect(page.getByText('Dealer onboarding not started')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Onboarding' })).toHaveAttribute(
      'href',
      '/dealer/onboarding',
    );

    await api.post(dealer, '/dealer/profile', {
      company_name: 'North Traders Ltd',
      contact_name: 'Nia North',
      phone: '+441134960000',
      email: uniqueEmail('sales'),
      address: { line1: '7 Canal Wharf', city: 'Leeds', postal_code: 'LS11 5PS', country: 'GB' },
    });
    await page.reload();
    await expect(page.getByText('Dealer access pending activation')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Onboarding' })).toHaveAttribute(
      'href',
      '/dealer/onboarding',
    );
  });

  test('a suspended dealer is told so, with a link to the profile; an active one sees nothing', async ({
    page,
    api,
  }) => {
    const dealer = await api.activeDealer();
    await signIn(page, dealer, '/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Dealer /)).toHaveCount(0);

    const admin = await api.admin();
    const list = await api.get<{ items: { id: string; email: string }[] }>(
      admin,
      `/admin/dealers?limit=100`,
    );
    const profile = list.items.find((item) => item.email === dealer.email);
    if (!profile) throw new Error('dealer not listed');
    await api.post(admin, `/admin/dealers/${profile.id}/suspend`, { reason: 'Unpaid fees.' });
    await page.reload();
    await expect(page.getByText('Dealer account suspended')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Profile', exact: true }).last()).toHaveAttribute(
      'href',
      '/dealer/profile',
    );
  });
});
