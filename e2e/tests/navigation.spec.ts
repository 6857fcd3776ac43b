import type { Locator, Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../support/api.js';
import {
  NO_DEALER_PROFILE,
  capture,
  expect,
  signIn,
  test,
  waitForApp,
  type Session,
} from '../support/test.js';

/** Issue 31: the header as the people who use it find their way with it. */

const header = (page: Page) => page.getByRole('banner');
/**
 * The toasts on screen (not those leaving). Checked once, not retried: a toast goes by itself
 * after 4 s, so a retrying "none" would pass however wrong the page was.
 */
const toasts = (page: Page) => page.locator('[data-sonner-toast]:not([data-removed="true"])');

/**
 * The header's links that look (and are announced as) the current page; "Gavel" (to /) is
 * announced as the current page on the home page but drawn the same everywhere.
 */
const currentLinks = (page: Page) => header(page).locator('[aria-current="page"]:not([href="/"])');

test('a dealer has a Dashboard to /dealer, and only the current area looks current', async ({
  page,
  api,
}) => {
  await signIn(page, await api.activeDealer(), '/auctions');
  // The page's content hydrates after the header: a click on the header before it does makes
  // TanStack Router render the left page's match without its store, an error React recovers
  // from by rendering again (TanStack/router#8233). This story is about the header's links.
  await page.waitForLoadState('networkidle');
  const dashboard = header(page).getByRole('link', { name: 'Dashboard' });
  const profile = header(page).getByRole('link', { name: 'Profile' });
  await expect(dashboard).toHaveAttribute('href', '/dealer');
  await expect(profile).toHaveAttribute('href', '/dealer/profile');
  await expect(header(page).getByRole('link', { name: 'Account' })).toHaveAttribute(
    'href',
    '/dealer/account',
  );
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(currentLinks(page)).toHaveText(['Auctions']);

  await dashboard.click();
  await expect(page).toHaveURL(/\/dealer(\?|$)/);
  await expect(dashboard).toHaveAttribute('aria-current', 'page');
  await expect(currentLinks(page)).toHaveText(['Dashboard']);
  await capture(page, 'header-dealer');

  // Profile is under /dealer, and only Profile is current there.
  await profile.click();
  await expect(page).toHaveURL(/\/dealer\/profile$/);
  await expect(currentLinks(page)).toHaveText(['Profile']);
  await expect(dashboard).not.toHaveAttribute('aria-current');

  // One look for every header link: none is drawn as an outlined button.
  for (const link of await header(page).getByRole('link').all()) {
    await expect(link).toHaveCSS('border-top-width', '0px');
  }

  // A page outside every header area: nothing looks current.
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(currentLinks(page)).toHaveCount(0);
});

test('a seller on the account page sees Account current, not Dashboard', async ({ page, api }) => {
  await signIn(page, await api.register('seller'), '/seller/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(currentLinks(page)).toHaveText(['Account']);
  await header(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/seller$/);
  await expect(currentLinks(page)).toHaveText(['Dashboard']);
  await capture(page, 'header-seller');
});

test('staff see Ops current on the console', async ({ page, api }) => {
  await signIn(page, await api.admin(), '/admin');
  await expect(header(page).getByRole('link', { name: /^Ops/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(currentLinks(page)).toHaveCount(1);
  await capture(page, 'header-staff');
});

test.describe('a visitor signs in or registers from the header', () => {
  /** Opens the menu of `button` from the keyboard and follows its item `item`. */
  async function follow(page: Page, button: string, key: 'Enter' | 'Space', item: string) {
    const trigger = header(page).getByRole('button', { name: button, exact: true });
    await trigger.focus();
    await page.keyboard.press(key);
    const menu = page.getByRole('menu', { name: button });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveCount(2);
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    // Escape closes it and gives the focus back; the arrow key opens it again.
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    while (
      !(await menu
        .getByRole('menuitem', { name: item })
        .evaluate((el) => el === document.activeElement))
    ) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
  }

  const pages = [
    { button: 'Sign in', item: 'Sign in as a seller', path: '/seller/login', key: 'Enter' },
    { button: 'Sign in', item: 'Sign in as a dealer', path: '/dealer/login', key: 'Space' },
    { button: 'Register', item: 'Register as a seller', path: '/seller/signup', key: 'Enter' },
    { button: 'Register', item: 'Register as a dealer', path: '/dealer/signup', key: 'Space' },
  ] as const;

  for (const { button, item, path, key } of pages) {
    test(`${item} by keyboard`, async ({ page }) => {
      await page.goto('/');
      await waitForApp(page);
      await follow(page, button, key, item);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('button', { name: /^(Sign in|Create account)$/ })).toBeVisible();
    });
  }

  test('the visitor header, and its menu open', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(header(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Register', exact: true })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await expect(currentLinks(page)).toHaveCount(0);
    await capture(page, 'header-visitor');
    await header(page).getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Register as a dealer' })).toBeVisible();
    await capture(page, 'header-visitor-register-menu');
  });
});

test('signed in, a server-rendered page does not offer Sign in while the app loads', async ({
  page,
  api,
  expectErrors,
}) => {
  // The app's code never arrives: the page stays as the server rendered it (signed out).
  expectErrors({ path: /^\/assets\/.*\.js$/, status: 'failed' });
  await page.route('**/assets/*.js', (route) => route.abort());
  await signIn(page, await api.register('seller'), '/auctions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign in', exact: true })).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Register', exact: true })).toBeHidden();

  // Signed out, the same page offers both.
  await page.evaluate(() => {
    localStorage.removeItem('auth');
  });
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('a wrong password is an alert on the form, focused, and no toast; a correct sign-in then shows no stale toast', async ({
  page,
  api,
  expectErrors,
}) => {
  expectErrors({ path: /^\/api\/auth\/login$/, status: 401 });
  const seller = await api.register('seller');
  // Signed in, then out: the "Signed out" toast is still showing as the person signs in again.
  await signIn(page, seller, '/terms');
  await header(page).getByRole('button', { name: 'Log out' }).click();
  await expect(toasts(page)).toHaveText(['Signed out']);
  await header(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign in as a seller' }).click();
  await expect(page).toHaveURL(/\/seller\/login$/);

  await page.getByLabel('Email').fill(seller.email);
  await page.getByLabel('Password').fill('Wrong-password-123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).press('Enter');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText(/email or password/i);
  await expect(alert).toBeFocused();
  expect(
    await toasts(page)
      .filter({ hasText: /email or password/i })
      .count(),
  ).toBe(0);
  await capture(page, 'login-error');

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/seller$/);
  await expect(header(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(await toasts(page).count()).toBe(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  /** The header's row: every control of it on one line, and the header as tall as one row. */
  async function expectOneRow(page: Page) {
    const bar = header(page);
    const box = await bar.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(58);
    const controls = bar.locator('a:visible, button:visible');
    const tops = await controls.evaluateAll((all) =>
      all.map((el) =>
        Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2),
      ),
    );
    expect(tops.length).toBeGreaterThan(2);
    for (const top of tops) expect(Math.abs(top - (tops[0] ?? 0))).toBeLessThanOrEqual(2);
    const right = await controls.evaluateAll((all) =>
      Math.max(...all.map((el) => el.getBoundingClientRect().right)),
    );
    expect(right).toBeLessThanOrEqual(375);
  }

  /** The account menu from the keyboard: its pages, then Escape back to the button. */
  async function accountMenu(page: Page, items: string[]): Promise<Locator> {
    const button = header(page).getByRole('button', { name: 'Account menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitem')).toHaveText(items);
    return button;
  }

  test('the seller, dealer, staff and visitor headers are one row', async ({
    page,
    api,
    expectErrors,
  }) => {
    expectErrors(NO_DEALER_PROFILE);
    const sessions: [string, Session | null, string][] = [
      ['visitor', null, '/'],
      ['seller', await api.register('seller'), '/seller'],
      ['dealer', await api.register('dealer'), '/dealer/onboarding'],
      ['staff', await api.admin(), '/admin'],
    ];
    for (const [who, session, path] of sessions) {
      if (session) await signIn(page, session, path);
      else await page.goto(path);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await test.step(who, async () => {
        await expectOneRow(page);
        // Log out is in the account menu at this width.
        await expect(header(page).getByRole('button', { name: 'Log out' })).toBeHidden();
      });
    }
  });

  test('the account menu holds the area links and Log out, by keyboard', async ({ page, api }) => {
    await signIn(page, await api.activeDealer(), '/dealer/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const button = await accountMenu(page, ['Dashboard', 'Profile', 'Account', 'Log out']);
    // It opens on the current page.
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();

    // It opens on Profile again; Dashboard is the one above.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dealer(\?|$)/);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await button.click();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await capture(page, 'header-dealer-menu');
  });

  test('a new seller signs up from the phone header', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await header(page).getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Register as a seller' }).click();
    await page.getByLabel('Name').fill('Sam Seller');
    await page.getByLabel('Email').fill(uniqueEmail('phone-seller'));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/seller$/);
    await expectOneRow(page);
  });
});
