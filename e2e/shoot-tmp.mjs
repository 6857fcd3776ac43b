import { chromium } from '@playwright/test';
const [, , path, name, extra] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const errors = [];
for (const scheme of ['light', 'dark']) {
  for (const width of [1280, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning')
        errors.push(`${scheme}/${width}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`${scheme}/${width}: ${e.message}`));
    if (extra) await page.addInitScript((s) => localStorage.setItem('auth', s), extra);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('http://localhost:5174' + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    await page.screenshot({
      path: `/tmp/h-public/shots/${name}-${scheme}-${width}.png`,
      fullPage: true,
    });
    await page.close();
  }
}
console.log(errors.join('\n') || 'no console errors');
await browser.close();
