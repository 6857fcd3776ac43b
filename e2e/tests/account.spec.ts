import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { PASSWORD, type Session } from '../support/api.js';
import { emailedLink, linksSentTo } from '../support/mail.js';
import { NO_DEALER_PROFILE, capture, expect, signIn, test } from '../support/test.js';

/*
 * SPEC §3.1 in the browser: the emailed links are read from the server's outbox and followed
 * in the page, as a person follows them from their inbox; two-step codes are computed here
 * from the key the page shows, as an authenticator app would.
 */

const NEW_PASSWORD = 'Lantern-orchard-river-42';

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null') as unknown);

const refreshStatus = async (page: Page, refreshToken: string) =>
  (
    await page.request.post('/api/auth/refresh', { data: { refresh_token: refreshToken } })
  ).status();

async function signInThroughForm(
  page: Page,
  area: 'seller' | 'dealer',
  email: string,
  password: string,
) {
  await page.goto(`/${area}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The seller KYC of the `approvedSeller` helper, one uploaded document. */
async function sellerKycBody(
  api: { upload: (s: Session, p: 'kyc_document') => Promise<{ id: string }> },
  seller: Session,
) {
  const doc = await api.upload(seller, 'kyc_document');
  return {
    full_name: 'Vera Verify',
    date_of_birth: '1980-05-17',
    phone: '+442079460958',
    address: { line1: '1 High Street', city: 'London', postal_code: 'SW1A 1AA', country: 'GB' },
    document_type: 'passport',
    document_number: 'P12345678',
    document_upload_ids: [doc.id],
  };
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('forgotten password', () => {
  test('a seller resets the password by following the emailed link, then signs in with it', async ({
    page,
    api,
    baseURL,
    expectErrors,
  }) => {
    const seller = await api.register('seller', 'Rosa Reset');
    await page.goto('/seller/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password\?area=seller$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await capture(page, 'forgot-password');

    await page.getByLabel('Email').fill(seller.email);
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(
      page.getByText(/If an account exists for .+, we have emailed a link/),
    ).toBeVisible();
    await capture(page, 'forgot-password-sent');

    // The link is on the app's own origin (PUBLIC_URL), with the token in the query.
    const link = await emailedLink(seller.email, '/reset-password');
    expect(link.startsWith(`${baseURL ?? ''}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    // The token is taken out of the address bar (replaced in history, not left in it).
    await expect(page).toHaveURL(/\/reset-password$/);

    // The sign-up rules apply, next to the field.
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
    await capture(page, 'reset-password');

    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await capture(page, 'reset-password-done');
    // Every session of the account ended.
    expect(await refreshStatus(page, seller.refreshToken)).toBe(401);

    // The forgot page remembered the seller's sign-in page.
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/seller\/login$/);
    await page.getByLabel('Email').fill(seller.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    // The old password is refused.
    expectErrors({ path: /^\/api\/auth\/login$/, status: 401 });
    await page.getByRole('button', { name: 'Sign in' }).click();
    // On the form (issue 31), not a toast.
    await expect(page.getByRole('main').getByRole('alert')).toContainText(/email or password/i);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/seller$/);

    // The link worked once: the page learns it when the new password is sent (a 400).
    expectErrors({ path: /^\/api\/auth\/password\/reset$/, status: 400 });
    await page.goto(link);
    await page.getByLabel('New password').fill('Another-long-passphrase-7');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('This link has expired or has already been used')).toBeVisible();
    // The remembered area goes with the new request.
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password?area=seller',
    );
    await capture(page, 'reset-password-used');
    // The token's history entry was replaced: Back leads to the page before the link.
    await page.goBack();
    await expect(page).toHaveURL(/\/seller$/);
  });

  test('the confirmation is the same for an address with no account', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(
      page.getByText(/If an account exists for .+, we have emailed a link/),
    ).toBeVisible();
  });
});

test.describe('email confirmation', () => {
  test('a new seller confirms the address from the emailed link and the banner goes', async ({
    page,
    api,
    expectErrors,
  }) => {
    const seller = await api.register('seller', 'Vera Verify', { confirmEmail: false });
    await signIn(page, seller, '/seller');
    const banner = page.getByRole('status').filter({ hasText: 'Confirm your email address' });
    await expect(banner).toBeVisible();
    await capture(page, 'email-banner');

    // KYC waits for the address (409 email_not_verified): the form says so first.
    const kycBody = await sellerKycBody(api, seller);
    const refused = await page.request.post('/api/seller/kyc', {
      headers: { Authorization: `Bearer ${seller.token}` },
      data: kycBody,
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'email_not_verified',
    );
    await page.goto('/seller/kyc');
    // Above the form (the shell's banner sits outside <main>).
    const main = page.getByRole('main');
    await expect(main.getByText('Confirm your email address', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Resend email' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeVisible();
    await capture(page, 'seller-kyc-confirm-email');
    await page.goto('/seller');

    // The banner offers a new link.
    const first = await emailedLink(seller.email, '/verify-email');
    await banner.getByRole('button', { name: 'Resend email' }).click();
    await expect(toast(page, 'Email sent')).toBeVisible();
    const link = await emailedLink(seller.email, '/verify-email', [first]);

    await page.goto(link);
    await expect(page.getByText('Your email address is confirmed')).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email$/);
    // The token's history entry was replaced: Back is the page before the link, Forward the
    // bare path (which, without its token, only asks for the link).
    await page.goBack();
    await expect(page).toHaveURL(/\/seller$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText('Open the link from your email')).toBeVisible();
    await page.goto('/seller');
    await expect(page.getByText('Confirm your email address')).toHaveCount(0);
    // The used link again: 400, which the page explains.
    expectErrors({ path: /^\/api\/auth\/verify-email$/, status: 400 });
    await page.goto(link);
    await expect(page.getByText('This link has expired or has already been used')).toBeVisible();
    await expect(page.getByText(/is already confirmed/)).toBeVisible();
    await capture(page, 'verify-email-used');

    // Confirmed: the same KYC is accepted now.
    const accepted = await page.request.post('/api/seller/kyc', {
      headers: { Authorization: `Bearer ${seller.token}` },
      data: kycBody,
    });
    expect(accepted.status()).toBe(201);
  });

  test('the confirmation page’s "Continue" leads to the area', async ({ page, api }) => {
    const seller = await api.register('seller', 'Carl Continue', { confirmEmail: false });
    await signIn(page, seller, '/seller');
    const link = await emailedLink(seller.email, '/verify-email');
    await page.goto(link);
    await expect(page.getByText('Your email address is confirmed')).toBeVisible();
    await capture(page, 'verify-email-done');
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/seller$/);
    await expect(page.getByText('KYC not started')).toBeVisible();
    await expect(page.getByText('Confirm your email address')).toHaveCount(0);
  });

  test('a used link, signed out, says how to get a new one', async ({
    page,
    api,
    expectErrors,
  }) => {
    expectErrors({ path: /^\/api\/auth\/verify-email$/, status: 400 });
    const dealer = await api.register('dealer', 'Otis Old-link');
    const [link] = await linksSentTo(dealer.email, '/verify-email');
    if (!link) throw new Error('no confirmation email');
    await page.goto(link);
    await expect(page.getByText('This link has expired or has already been used')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in as a dealer' })).toBeVisible();
  });
});

test.describe('account page', () => {
  test('a dealer changes the password from the account page and signs in with the new one', async ({
    page,
    api,
    expectErrors,
  }) => {
    expectErrors(NO_DEALER_PROFILE);
    const dealer = await api.register('dealer', 'Cleo Change');
    await signIn(page, dealer, '/dealer');
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/dealer\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.getByText(dealer.email)).toBeVisible();
    await expect(page.getByText('Email confirmed')).toBeVisible();
    await capture(page, 'account');

    // A wrong current password is an error on that field (a 422, never a sign-out).
    await page.getByLabel('Current password').fill('Not-my-password-1');
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    expectErrors({ path: /^\/api\/auth\/password$/, status: 422 });
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Current password')).toBeFocused();
    await capture(page, 'account-change-password-error');

    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');

    // This device carries on with the new tokens; the other session (the API's) is over.
    const after = (await stored(page)) as { refreshToken: string };
    expect(after.refreshToken).not.toBe(dealer.refreshToken);
    expect(await refreshStatus(page, dealer.refreshToken)).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await signInThroughForm(page, 'dealer', dealer.email, NEW_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Dealer auctions' })).toBeVisible();
  });

  test('"Sign out everywhere" confirms, ends every session and signs this device out', async ({
    page,
    api,
  }) => {
    const seller = await api.register('seller', 'Ezra Everywhere');
    const otherDevice = await api.login(seller.email, seller.password);
    await signIn(page, seller, '/seller/account');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await expect(dialog).toBeVisible();
    await capture(page, 'account-sign-out-everywhere');
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();

    await expect(toast(page, 'Signed out everywhere')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await stored(page)).toBeNull();
    expect(await refreshStatus(page, otherDevice.refreshToken)).toBe(401);
  });

  test('staff reach their account page from the staff navigation', async ({ page, api }) => {
    await signIn(page, await api.admin(), '/admin');
    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Account' })
      .click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole('heading', { level: 2, name: /Two-step sign-in/ })).toBeVisible();
    await capture(page, 'admin-account');
  });
});

/** The authenticator app's side: the next code the server has not seen yet (each works once). */
class Authenticator {
  private lastStep = -1;
  constructor(private readonly totp: TOTP) {}

  async code(): Promise<string> {
    for (;;) {
      // Now, or the next step: the server accepts one step either side of its clock.
      for (const ahead of [0, 30_000]) {
        const timestamp = Date.now() + ahead;
        const step = this.totp.counter({ timestamp });
        if (step > this.lastStep) {
          this.lastStep = step;
          return this.totp.generate({ timestamp });
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

async function codeStep(page: Page, session: Session, password: string) {
  await signInThroughForm(page, 'seller', session.email, password);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  return page.getByLabel('Code', { exact: true });
}

test.describe('two-step sign-in', () => {
  test('a seller turns it on with the QR key, then signs in with a code and with a recovery code once', async ({
    page,
    api,
    expectErrors,
  }) => {
    // Three pages captured (axe and screenshots in both themes and widths) and four sign-ins.
    test.slow();
    // A wrong code when turning it on and at sign-in, a used recovery code, and a wrong password
    // when turning it off: each a 422 the page shows on its field.
    expectErrors({ path: /^\/api\/auth\/mfa\/(enable|verify|disable)$/, status: 422 });
    const seller = await api.register('seller', 'Tess Two-step');
    await signIn(page, seller, '/seller/account');
    const section = page.getByRole('region', { name: /Two-step sign-in/ });
    await expect(section.getByText('Off', { exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Set up two-step sign-in' }).click();

    await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = (await section.getByLabel('Setup key').inputValue()).replace(/\s/g, '');
    const app = new Authenticator(new TOTP({ secret: Secret.fromBase32(secret) }));
    await capture(page, 'account-two-step-setup');

    await section.getByLabel('Code', { exact: true }).fill('000000');
    await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(section.getByLabel('Code', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await section.getByLabel('Code', { exact: true }).fill(await app.code());
    await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const list = section.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
    expect(recoveryCodes[0]).toMatch(/^[a-z0-9]{4}(-[a-z0-9]{4}){3}$/);
    await expect(section.getByRole('button', { name: 'Download codes' })).toBeVisible();
    await capture(page, 'account-recovery-codes');
    await section.getByRole('button', { name: 'Done' }).click();
    await expect(list).toHaveCount(0);
    await expect(section.getByText('On', { exact: true })).toBeVisible();
    await capture(page, 'account-two-step-on');

    // Password, then a code computed here.
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    let code = await codeStep(page, seller, PASSWORD);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toBeFocused();
    // Only the password is proven: nothing is stored, and the area still asks to sign in.
    expect(await stored(page)).toBeNull();
    await capture(page, 'login-two-step');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await code.fill(await app.code());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/seller$/);
    expect(await stored(page)).toMatchObject({ roles: ['SELLER'] });

    // A recovery code works once.
    const recovery = recoveryCodes[3] ?? '';
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    code = await codeStep(page, seller, PASSWORD);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await expect(code).toHaveAttribute('inputmode', 'text');
    await code.fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/seller$/);

    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    code = await codeStep(page, seller, PASSWORD);
    await code.fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    // "Back" returns to the password, focused.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();

    // At the code step nobody is signed in yet: the area sends to its sign-in page.
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
    expect(await stored(page)).toBeNull();
    await page.goto('/seller');
    await expect(page).toHaveURL(/\/seller\/login/);
    await page.getByLabel('Email').fill(seller.email);

    // Turned off with the password and a code (a recovery code here: the app's next code is
    // half a minute away), sign-in needs the password alone again.
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Code', { exact: true }).fill(recoveryCodes[4] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/seller$/);
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    const off = page.getByRole('region', { name: /Two-step sign-in/ });
    // The form opens from its button; a wrong password is that field's error, still signed in.
    await expect(off.getByLabel('Password', { exact: true })).toHaveCount(0);
    await off.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await expect(off.getByLabel('Password', { exact: true })).toBeFocused();
    await off.getByLabel('Password', { exact: true }).fill('Not-my-password-1');
    await off.getByLabel('Code', { exact: true }).fill(recoveryCodes[6] ?? '');
    await off.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await expect(off.getByLabel('Password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(off.getByLabel('Password', { exact: true })).toBeFocused();
    await capture(page, 'account-two-step-off-error');
    await expect(page).toHaveURL(/\/seller\/account$/);
    expect(await stored(page)).toMatchObject({ roles: ['SELLER'] });
    await expect(off.getByText('On', { exact: true })).toBeVisible();
    await off.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await off.getByLabel('Code', { exact: true }).fill(recoveryCodes[5] ?? '');
    await off.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await expect(toast(page, 'Two-step sign-in is off')).toBeVisible();
    await expect(off.getByText('Off', { exact: true })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await signInThroughForm(page, 'seller', seller.email, PASSWORD);
    await expect(page).toHaveURL(/\/seller$/);
  });
});
