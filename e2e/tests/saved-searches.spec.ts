import { randomUUID } from 'node:crypto';
import { liveVehicle, scheduledVehicle } from '../support/listings.js';
import { readAllOnce } from '../support/notifications.js';
import { capture, expect, signIn, test, waitForApp } from '../support/test.js';

/** SPEC §12: at most 25 saved searches per dealer. */
const SAVED_SEARCHES_MAX = 25;

/** A word no other story uses: the saved search matches only this story's lot. */
const uniqueWord = () => `zq${randomUUID().slice(0, 8).replace(/-/g, '')}`;

test.describe('saved searches and alerts (SPEC §12)', () => {
  test('a dealer saves a search on /auctions, tunes its alerts, is told of a matching auction, and deletes it', async ({
    page,
    api,
  }) => {
    // The instant alert arrives within 60 s of publishing, and the bell asks every 15 s.
    test.setTimeout(180_000);
    const word = uniqueWord();
    const dealer = await api.activeDealer();
    // KYC approval and activation came first; start from a clean slate.
    await readAllOnce(api, dealer, 2);

    // The dealer home links to the saved searches; none yet: the page says what they are for.
    await signIn(page, dealer, '/dealer');
    await page.getByRole('link', { name: 'Saved searches' }).click();
    await expect(page).toHaveURL(/\/dealer\/searches$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
    await expect(page.getByText('No saved searches yet')).toBeVisible();
    await capture(page, 'saved-searches-empty');

    // An older diesel Ford of this story, published before any search: nobody is told of it.
    await liveVehicle(api, `Ford Mondeo ${word}`, {
      make: 'Ford',
      model: 'Mondeo',
      year: 2012,
      mileage: 160_000,
      fuel: 'diesel',
    });

    // Filter /auctions: a word, a make, a fuel and a first year. Nothing matches yet.
    await page.goto(`/auctions?q=${word}`);
    await waitForApp(page);
    const make = page.getByLabel('Make', { exact: true });
    await make.fill('Ford');
    await make.press('Enter');
    await expect(page).toHaveURL(/[?&]make=Ford/);
    await page
      .getByRole('group', { name: 'Fuel' })
      .getByLabel(/Diesel/)
      .check();
    await expect(page).toHaveURL(/[?&]fuel=diesel/);
    const fromYear = page.getByLabel('From year');
    await fromYear.fill('2015');
    await fromYear.press('Enter');
    await expect(page).toHaveURL(/[?&]year_min=2015/);
    await expect(page.getByText('No auctions match your search')).toBeVisible();
    await capture(page, 'auctions-save-search');

    // "Save search": the name comes from the filters, alerts are instant by default.
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save search' });
    await expect(dialog.getByLabel('Name')).toHaveValue(
      `${word}, Ford, Year: from 2015, Fuel: Diesel`,
    );
    // Each radio is named by its label alone, what it does is its description.
    const instantly = dialog.getByRole('radio', { name: 'Instantly', exact: true });
    await expect(instantly).toBeChecked();
    await expect(instantly).toHaveAccessibleDescription(/as soon as a matching auction/);
    await expect(dialog.getByRole('radio')).toHaveCount(3);
    await expect(dialog.getByRole('listitem')).toHaveText([
      `Search: ${word}`,
      'Make: Ford',
      'Year: from 2015',
      'Fuel: Diesel',
    ]);
    await capture(page, 'save-search-dialog');
    const name = `Diesel Fords ${word}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog).toBeHidden();
    const toast = page.getByRole('listitem').filter({ hasText: `Saved “${name}”` });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Saved searches' }).click();

    // The list: its name, its filters in words, its alerts; a change is saved at once.
    await expect(page).toHaveURL(/\/dealer\/searches$/);
    const row = page.getByRole('article', { name });
    await expect(row.getByRole('list', { name: 'Filters' }).getByRole('listitem')).toHaveText([
      `Search: ${word}`,
      'Make: Ford',
      'Year: from 2015',
      'Fuel: Diesel',
    ]);
    // Each row's "Alerts" says whose it is.
    const alerts = row.getByRole('combobox', { name: 'Alerts', exact: true });
    await expect(alerts).toHaveAccessibleDescription(name);
    await expect(alerts).toHaveValue('instant');
    await alerts.selectOption('daily');
    await expect(page.getByText(`Alerts for “${name}”: Daily`)).toBeVisible();
    await page.reload();
    await expect(alerts).toHaveValue('daily');
    await capture(page, 'saved-searches');
    await alerts.selectOption('instant');
    await expect(page.getByText(`Alerts for “${name}”: Instantly`)).toBeVisible();

    // Staff publish matching auctions, one live and one scheduled to start in two hours (an
    // alert is about a publication, and most lots are published ahead of their start): the
    // dealer hears of both from the bell, without a reload.
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    const match = await liveVehicle(api, `Ford Focus estate ${word}`, {
      make: 'Ford',
      model: 'Focus',
      year: 2016,
      mileage: 80_000,
      fuel: 'diesel',
      body_type: 'estate',
    });
    // Another lot of the word that the search does not want (petrol): no alert for it.
    await liveVehicle(api, `Ford Fiesta ${word}`, {
      make: 'Ford',
      model: 'Fiesta',
      year: 2019,
      mileage: 30_000,
      fuel: 'petrol',
    });
    const upcoming = await scheduledVehicle(api, `Ford Kuga ${word}`, {
      make: 'Ford',
      model: 'Kuga',
      year: 2018,
      mileage: 50_000,
      fuel: 'diesel',
    });
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 90_000 });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Latest notifications' });
    await expect(panel.getByRole('button', { name: new RegExp(match.title) })).toBeVisible();
    const item = panel.getByRole('button', { name: new RegExp(upcoming.title) });
    await expect(item).toBeVisible();
    await capture(page, 'saved-search-notification');
    // The alert about the scheduled lot opens its page, which says when it starts.
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/auctions/${upcoming.listingId}$`));
    await expect(page.getByRole('heading', { level: 1, name: upcoming.title })).toBeVisible();
    await expect(page.getByText(/Starts in/).first()).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

    // "Open" shows the list with the search's filters, every public status, newest first: the
    // scheduled match (the one just heard of), then the live one; not the older lot nor the
    // petrol one.
    await page.goto('/dealer/searches');
    await expect(row).toContainText(/Last alert \w{3} \d+, \d{4}/);
    await row.getByRole('link', { name: /^Open/ }).click();
    await expect(page).toHaveURL(/\/auctions\?/);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      q: word,
      make: 'Ford',
      year_min: '2015',
      fuel: 'diesel',
      status: 'any',
      sort: 'newest',
    });
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).getByRole('link', { name: upcoming.title })).toBeVisible();
    await expect(cards.nth(1).getByRole('link', { name: match.title })).toBeVisible();
    await capture(page, 'saved-search-open');

    // Delete, after a confirmation: the list is empty again.
    await page.goto('/dealer/searches');
    await row.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this saved search?' });
    await expect(confirm).toContainText(name);
    await capture(page, 'saved-search-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Deleted “${name}”`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No saved searches yet')).toBeVisible();
  });

  test('the 26th search is refused in the dialog, with the way to make room', async ({
    page,
    api,
    expectErrors,
  }) => {
    // Signed out, nobody is offered to save a search (nor downloads its code).
    await page.goto('/auctions?make=Volvo');
    await waitForApp(page);
    await expect(page.getByRole('link', { name: 'Remove Make: Volvo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save search' })).toHaveCount(0);

    const dealer = await api.activeDealer();
    for (let n = 1; n <= SAVED_SEARCHES_MAX; n += 1) {
      await api.post(dealer, '/dealer/saved-searches', {
        name: `Search ${String(n)}`,
        filters: { year_min: 2000 + n },
        alert: 'off',
      });
    }
    await signIn(page, dealer, '/auctions?make=Volvo&price_max=20000');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save search' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Volvo, Price: up to 20,000');
    expectErrors({ path: /^\/api\/dealer\/saved-searches$/, status: 409 });
    await dialog.getByRole('button', { name: 'Save search' }).click();
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText('You have reached the limit');
    await expect(refusal).toContainText(`at most ${String(SAVED_SEARCHES_MAX)} saved searches`);
    await expect(dialog).toBeVisible();
    await capture(page, 'save-search-limit');
    await refusal.getByRole('link', { name: 'Delete one' }).click();
    await expect(page).toHaveURL(/\/dealer\/searches$/);
    await expect(page.getByRole('article')).toHaveCount(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('article')).toHaveCount(SAVED_SEARCHES_MAX);
  });
});
