import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { liveVehicle } from '../support/listings.js';
import { capture, expect, test, waitForApp } from '../support/test.js';

/** A word no other story uses: searching for it, the list and its counts hold only these lots. */
const uniqueWord = () => `zq${randomUUID().slice(0, 8).replace(/-/g, '')}`;

const results = (page: Page) => page.getByRole('article');
const filters = (page: Page) => page.getByRole('group', { name: 'Fuel' });

test.describe('finding stock on /auctions (SPEC §11)', () => {
  test('make and fuel narrow the list and its counts; the URL keeps them; chips and Clear all', async ({
    page,
    api,
    browser,
  }) => {
    const word = uniqueWord();
    const focus = await liveVehicle(api, `Ford Focus estate ${word}`, {
      make: 'Ford',
      model: 'Focus',
      year: 2016,
      mileage: 80_000,
      fuel: 'diesel',
      body_type: 'estate',
    });
    await liveVehicle(api, `Ford Fiesta ${word}`, {
      make: 'Ford',
      model: 'Fiesta',
      year: 2019,
      mileage: 30_000,
      fuel: 'petrol',
      body_type: 'hatchback',
    });
    await liveVehicle(
      api,
      `Volvo V70 ${word}`,
      { make: 'Volvo', model: 'V70', year: 2014, mileage: 150_000, fuel: 'diesel' },
      'DE',
    );
    await api.liveAuction({ title: `Leica M3 ${word}` });

    await page.goto(`/auctions?q=${word}`);
    await waitForApp(page);
    await expect(results(page)).toHaveCount(4);
    await expect(page.getByText('4 auctions')).toBeVisible();
    const category = page.getByLabel('Category');
    await expect(category.locator('option[value="vehicles"]')).toHaveText('Vehicles (3)');
    await expect(category.locator('option[value="electronics"]')).toHaveText('Electronics (1)');
    const makes = page.getByRole('navigation', { name: 'Makes' });
    await expect(makes.getByRole('link')).toHaveText([/Ford\s*2/, /Volvo\s*1/]);
    await expect(filters(page).getByLabel(/Diesel/)).toHaveAccessibleName(/Diesel\s*2/);

    // A make: the list and the other filters' counts follow; the make list keeps its counts.
    await makes.getByRole('link', { name: /Ford/ }).click();
    await expect(page).toHaveURL(/[?&]make=Ford/);
    await expect(results(page)).toHaveCount(2);
    await expect(makes.getByRole('link', { name: /Ford/ })).toHaveAttribute('aria-current', 'page');
    await expect(makes.getByRole('link', { name: /Volvo/ })).toBeVisible();
    await expect(filters(page).getByLabel(/Diesel/)).toHaveAccessibleName(/Diesel\s*1/);

    // A fuel: Petrol keeps its count (a facet's counts ignore its own filter).
    await filters(page)
      .getByLabel(/Diesel/)
      .check();
    await expect(page).toHaveURL(/[?&]fuel=diesel/);
    await expect(results(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: focus.title })).toBeVisible();
    await expect(filters(page).getByLabel(/Petrol/)).toHaveAccessibleName(/Petrol\s*1/);
    const chips = page.getByRole('link', { name: /^Remove / });
    await expect(chips).toHaveText([
      `Remove Search: ${word}`,
      'Remove Make: Ford',
      'Remove Fuel: Diesel',
    ]);

    // Shared or reloaded, the URL is the search.
    const url = page.url();
    await page.reload();
    await expect(results(page)).toHaveCount(1);
    await expect(filters(page).getByLabel(/Diesel/)).toBeChecked();
    await expect(page.getByLabel('Make', { exact: true })).toHaveValue('Ford');
    await capture(page, 'stock-filters');

    // Without JavaScript: the server's HTML already has the filtered list and its counts, and
    // the form asks the server for the same URL the app writes.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(url);
    await expect(results(bare)).toHaveCount(1);
    await expect(filters(bare).getByLabel(/Petrol/)).toHaveAccessibleName(/Petrol\s*1/);
    await expect(filters(bare).getByLabel(/Diesel/)).toBeChecked();
    await filters(bare)
      .getByLabel(/Petrol/)
      .check();
    await bare.getByLabel('From year').fill('2015');
    await bare.getByRole('button', { name: 'Apply filters' }).click();
    await bare.waitForURL((next) => next.searchParams.get('fuel') === 'petrol,diesel');
    const sent = new URL(bare.url()).searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      q: word,
      make: 'Ford',
      year_min: '2015',
      fuel: 'petrol,diesel',
    });
    await expect(results(bare)).toHaveCount(2);
    // A chip is a link: it works without the app too.
    await bare.getByRole('link', { name: 'Remove Year: from 2015' }).click();
    await expect(bare).not.toHaveURL(/year_min/);
    await context.close();

    // "Clear all" drops every filter; the status and order stay.
    await page.getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/auctions$/);
    await expect(chips).toHaveCount(0);
    await expect(filters(page).getByLabel(/Diesel/)).not.toBeChecked();
  });

  test('a filter that matches nothing says so and offers to clear; bad URL values are dropped', async ({
    page,
    api,
  }) => {
    const word = uniqueWord();
    await liveVehicle(api, `Skoda Octavia ${word}`, {
      make: 'Skoda',
      model: 'Octavia',
      year: 2018,
      mileage: 60_000,
      fuel: 'diesel',
    });
    // An unknown fuel and a backwards range: dropped and ordered, never a failed page.
    await page.goto(`/auctions?q=${word}&fuel=rocket,diesel&year_min=2020&year_max=2010`);
    await expect
      .poll(() => {
        const params = new URL(page.url()).searchParams;
        return [params.get('fuel'), params.get('year_min'), params.get('year_max')];
      })
      .toEqual(['diesel', '2010', '2020']);
    await expect(results(page)).toHaveCount(1);

    await page.goto(`/auctions?q=${word}&make=Trabant`);
    await expect(page.getByText('No auctions match your search')).toBeVisible();
    await waitForApp(page);
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/auctions$/);
  });

  test('at 375 px the filters fold behind "Filters", opened and used by keyboard', async ({
    page,
    api,
  }) => {
    const word = uniqueWord();
    await liveVehicle(api, `Peugeot 308 ${word}`, {
      make: 'Peugeot',
      model: '308',
      year: 2017,
      mileage: 70_000,
      fuel: 'petrol',
      body_type: 'hatchback',
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/auctions?q=${word}`);
    await waitForApp(page);
    const petrol = filters(page).getByLabel(/Petrol/);
    await expect(petrol).toBeHidden();
    const toggle = page.locator('summary', { hasText: 'Filters' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(petrol).toBeVisible();
    await petrol.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/fuel=petrol/);
    await expect(toggle).toContainText('2 active');
    await capture(page, 'stock-filters-phone-open');
    await toggle.click();
    await expect(petrol).toBeHidden();
    await capture(page, 'stock-filters-phone');
  });
});
