import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { rootOf, scriptsOf } from '../support/html.js';
import { expect, expectAccessible, signIn, test, type Session } from '../support/test.js';

/*
 * Issue 31, item 15: a page the browser renders (the signed-in areas) arrives with its shell —
 * the header, the footer and a skeleton — instead of a blank page, so it paints before the app's
 * JavaScript has run. The server does not know who asks (the session lives in localStorage), so
 * the shell is the same for everyone and holds nothing private.
 */

const AREAS = ['/seller', '/dealer', '/admin'] as const;
const SHOTS = process.env.GAVEL_SHELL_SHOTS;

/** The shell as a person sees it before the app runs. */
async function expectShell(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Gavel', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Auctions', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading…' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms' })).toBeVisible();
}

test.describe('before the JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of AREAS) {
    test(`${path} shows the header, a skeleton and the footer, not a blank page`, async ({
      page,
    }) => {
      await page.goto(path);
      await expectShell(page);
    });
  }
});

test('the shell is the same for everyone and holds nothing private', async ({ request, api }) => {
  const seller = await api.approvedSeller();
  const dealer = await api.activeDealer();
  const admin = await api.admin();
  const sessions: [string, Session][] = [
    ['/seller', seller],
    ['/dealer', dealer],
    ['/admin', admin],
  ];
  for (const [path, session] of sessions) {
    const anonymous = await (await request.get(path)).text();
    const signedIn = await (
      await request.get(path, {
        headers: {
          Authorization: `Bearer ${session.token}`,
          Cookie: `auth=${encodeURIComponent(JSON.stringify({ token: session.token }))}`,
        },
      })
    ).text();
    expect(signedIn, path).toBe(anonymous);
    expect(rootOf(anonymous), path).toContain('Loading…');
    expect(anonymous, path).not.toContain(session.email);
    expect(anonymous, path).not.toContain(session.token);
    // No data travels with it: the app fetches the signed-in page's data itself.
    expect(scriptsOf(anonymous, 'application/json'), path).toEqual([]);
  }
});

test('the app takes over from the shell: the real page, the header in place, no console errors', async ({
  page,
  api,
}) => {
  const seller = await api.approvedSeller();
  // The app's code held back until the shell has been seen painted.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const open = signIn(page, seller, '/seller');
  await expectShell(page);
  const before = await page.getByRole('banner').boundingBox();
  release();
  await open;
  await expect(page.getByRole('heading', { level: 1, name: 'Seller dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.locator('[data-page-shell]')).toHaveCount(0);
  const after = await page.getByRole('banner').boundingBox();
  // The header does not move or change height as the app replaces the shell.
  expect(after).toEqual(before);
  // consoleGuard (support/test.ts) fails the story on any console error: no hydration warning.
});

test('the shell is accessible, light and dark, at 1280 and 375 px', async ({ browser }) => {
  // Twelve pages, each checked by axe.
  test.setTimeout(180_000);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      const context = await browser.newContext({
        colorScheme,
        viewport: { width, height: width > 400 ? 900 : 812 },
      });
      const page = await context.newPage();
      // The head's theme script runs; the app's code never arrives.
      await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
      for (const path of AREAS) {
        await page.goto(path);
        await expectShell(page);
        await expect(page.locator('html')).toHaveClass(
          colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        await expectAccessible(page, `${path} shell, ${colorScheme}, ${String(width)} px`);
        if (SHOTS) {
          await page.screenshot({
            path: `${SHOTS}/shell${path.replace('/', '-')}-${colorScheme}-${String(width)}.png`,
            fullPage: true,
            animations: 'disabled',
          });
        }
      }
      await context.close();
    }
  }
});
