import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test.js';

const BUDGET_GZIP_BYTES = 150 * 1024;

/** The JavaScript a first visit to `path` downloads, gzip-compressed as the server sends it. */
async function initialJs(page: Page, path: string) {
  const bodies = new Map<string, Buffer>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = response.url();
    void response.body().then((body) => bodies.set(url, body));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const files = [...bodies].map(([url, body]) => ({
    file: new URL(url).pathname,
    gzip: gzipSync(body, { level: 9 }).length,
  }));
  return { files, total: files.reduce((sum, file) => sum + file.gzip, 0) };
}

for (const path of ['/', '/auctions']) {
  test(`initial JS for ${path} stays within 150 KB gzipped`, async ({ page }) => {
    const { files, total } = await initialJs(page, path);
    test.info().annotations.push({
      type: 'initial-js',
      description: `${path}: ${(total / 1024).toFixed(1)} KB gzip in ${String(files.length)} files`,
    });
    console.log(`initial JS ${path}: ${(total / 1024).toFixed(1)} KB gzip`, files);
    expect(files.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });
}

test('a lazy page shows "Loading…" while its code is on the way', async ({ page }) => {
  await page.goto('/');
  // A navigation by the app, not by the browser: the home page arrives server-rendered.
  await waitForApp(page);
  // Hold the Terms page's chunk back until "Loading…" has been seen (the router shows it after
  // its 1 s pending delay), however long that takes on a busy machine.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/terms-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByText('Loading…')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
});
