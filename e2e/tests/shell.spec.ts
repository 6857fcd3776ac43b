import type { Page } from '@playwright/test';
import { NO_DEALER_PROFILE, capture, expect, signIn, test, waitForApp } from '../support/test.js';

const html = (page: Page) => page.locator('html');

async function chooseTheme(page: Page, name: 'Light' | 'Dark' | 'System') {
  // The home page arrives server-rendered: its menu button works once the app runs.
  await waitForApp(page);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('menuitem', { name }).click();
}

test('the shell shows the product name, the Auctions link and the footer', async ({ page }) => {
  await page.goto('/');

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Gavel', exact: true })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(header.getByRole('link', { name: 'Auctions', exact: true })).toHaveAttribute(
    'href',
    '/auctions',
  );
  await expect(header.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  // Issue 31: a visitor signs in or registers from the header (navigation.spec.ts).
  await expect(header.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Register', exact: true })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`${new Date().getFullYear()} Gavel`);
  await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
});

test('the dark theme is applied on <html> and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(html(page)).not.toHaveClass(/\bdark\b/);

  await chooseTheme(page, 'Dark');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html(page)).toHaveClass(/\bdark\b/);

  // The theme is set by the synchronous head script, before (and without) the app bundle. A new
  // tab of the same browser, so that blocking the bundle cannot fail a chunk the page above is
  // still loading (it did: "Failed to fetch dynamically imported module").
  const bare = await page.context().newPage();
  await bare.route('**/assets/**', (route) => route.abort());
  await bare.goto('/');
  await expect(html(bare)).toHaveClass(/\bdark\b/);
  await bare.close();
});

test('System follows the operating system and Light overrides it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(html(page)).toHaveClass(/\bdark\b/);

  await chooseTheme(page, 'Light');
  await expect(html(page)).not.toHaveClass(/\bdark\b/);

  await chooseTheme(page, 'System');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
});

test('the theme menu works from the keyboard', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Toggle theme' }).focus();
  await page.keyboard.press('Enter');
  // Focus starts on the current choice (System); Dark is the one above it.
  await expect(page.getByRole('menuitem', { name: 'System' })).toBeFocused();
  await capture(page, 'theme-menu');
  await expect(page.getByRole('menuitem', { name: 'System' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeFocused();
});

test('unknown paths and /404 show Not Found; /401 shows Unauthorized', async ({
  page,
  expectErrors,
}) => {
  expectErrors({ path: /^\/no-such-page$/, status: 404 });
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();

  await capture(page, 'not-found');

  await page.goto('/401');
  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
});

test('Terms and Privacy open from the footer', async ({ page }) => {
  await page.goto('/');
  // A click in the moment the app hydrates was once lost in CI (neither a page load nor the
  // router's navigation followed; see the issue 19 note): this story is about the links, so it
  // clicks once the app runs, as the other stories on server-rendered pages do.
  await waitForApp(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await capture(page, 'terms');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await capture(page, 'privacy');
});

test('a seller sees Dashboard and Log out; Log out clears the session', async ({ page, api }) => {
  await signIn(page, await api.register('seller'), '/terms');

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/seller');
  await expect(header.getByRole('link', { name: /^Ops/ })).toHaveCount(0);

  await header.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Signed out')).toBeVisible();
  // Seed §9 toaster: bottom right, 356 px wide, 14 px gap.
  const toaster = page.locator('[data-sonner-toaster]');
  await expect(toaster).toHaveAttribute('data-y-position', 'bottom');
  await expect(toaster).toHaveAttribute('data-x-position', 'right');
  expect(
    await toaster.evaluate((el) => [
      el.style.getPropertyValue('--width'),
      el.style.getPropertyValue('--gap'),
    ]),
  ).toEqual(['356px', '14px']);
  await expect(page).toHaveURL('/');
  await expect(header.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('a dealer sees Dashboard and Profile; staff see Ops and no Log out', async ({
  page,
  api,
  expectErrors,
}) => {
  expectErrors(NO_DEALER_PROFILE);
  const header = page.getByRole('banner');

  await signIn(page, await api.register('dealer'), '/');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dealer');
  await expect(header.getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'href',
    '/dealer/profile',
  );
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();

  await signIn(page, await api.admin(), '/');
  await expect(header.getByRole('link', { name: /^Ops/ })).toHaveAttribute('href', '/admin');
  await expect(header.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test.describe('route errors', () => {
  // The router reports the failed loader on the console: that is what this story provokes.
  test.use({ consoleAllow: [/Something went wrong on our side/] });

  test('a route that fails shows "Unexpected Error" with the message', async ({
    page,
    expectErrors,
  }) => {
    // The API answers 500 with its envelope (faked here); the route's loader fails with that
    // message. The server renders the page of a listing it does not know as a 404, and the
    // app's read of that listing's auction, when it is asked for, is a 404 too.
    const id = '5b0e3a52-3c4b-4c42-9d3c-6f5c6c0f2a11';
    expectErrors(
      { path: new RegExp(`^/api/listings/${id}$`), status: 500 },
      { path: new RegExp(`^/auctions/${id}$`), status: 404 },
      { path: new RegExp(`^/api/auctions/by-listing/${id}$`), status: 404 },
    );
    await page.route('**/api/listings/*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'internal_error', message: 'Something went wrong on our side.' },
        }),
      }),
    );
    await page.goto(`/auctions/${id}`);
    await expect(page.getByRole('heading', { name: 'Unexpected Error' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Something went wrong on our side.');
    await expect(page.getByRole('banner')).toBeVisible();
    await capture(page, 'error');
  });
});
