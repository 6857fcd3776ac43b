import type { Page } from '@playwright/test';
import { capture, expect, signIn, test } from '../support/test.js';

interface ListingAnswer {
  id: string;
  title: string;
  status: string;
  specifics: Record<string, unknown>;
  photos: { id: string }[];
  condition_report: {
    damages: {
      panel: string;
      kind: string;
      severity: string;
      note: string | null;
      photo_id: string | null;
    }[];
    tyres: Record<string, number> | null;
    keys: number;
    points: number;
    grade: number;
  } | null;
}

const grade = (page: Page) => page.getByRole('region', { name: 'Grade' });
const checklist = (page: Page) => page.getByRole('list', { name: 'Needed to submit' });

test.describe('the condition report in the listing editor', () => {
  // Long stories, with screenshots of each state in both themes and sizes.
  test.slow();

  test('a seller fills a vehicle’s specifics and report, by mouse and by keyboard, and submits', async ({
    page,
    api,
  }) => {
    const seller = await api.approvedSeller();
    const listing = await api.post<ListingAnswer>(seller, '/seller/listings', {
      title: 'Ford Focus 1.6 Zetec estate',
      description: 'Two owners, cambelt done at 90,000 miles.',
      category: 'vehicles',
      condition: 'used',
      location_city: 'Leeds',
      location_country: 'GB',
      starting_price_cents: 250_000,
    });
    await api.upload(seller, 'listing_photo', listing.id);
    await api.upload(seller, 'listing_photo', listing.id);
    const { photos } = await api.get<ListingAnswer>(seller, `/seller/listings/${listing.id}`);

    await signIn(page, seller, `/seller/listings/${listing.id}`);
    await expect(page.getByRole('heading', { name: 'Vehicles: specifics' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Condition report' })).toBeVisible();

    // The checklist says what is missing before anything else happens.
    await expect(checklist(page)).toContainText(
      'Missing: VIN, Make, Model, Year, Mileage, Mileage unit, Fuel, Transmission',
    );
    await expect(checklist(page).getByText('Condition report')).toContainText('(missing)');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByLabel('VIN', { exact: true })).toBeFocused();
    await expect(page.getByLabel('VIN', { exact: true })).toHaveAccessibleDescription(
      /Enter the VIN\./,
    );
    await expect(page.getByLabel('Keys')).toHaveAccessibleDescription(/how many keys/);
    await capture(page, 'condition-report-missing');

    // The vehicle's specifics, as the contract declares them.
    await page.getByLabel('VIN', { exact: true }).fill('wf0axxgcdaxy12345');
    await page.getByLabel('Make').fill('Ford');
    await page.getByLabel('Model', { exact: true }).fill('Focus');
    await page.getByLabel('Year').fill('2014');
    await page.getByLabel('Mileage', { exact: true }).fill('84000');
    await page.getByLabel('Mileage unit').selectOption({ label: 'miles' });
    await page.getByLabel('Fuel').selectOption({ label: 'Petrol' });
    await page.getByLabel('Transmission').selectOption({ label: 'Manual' });
    await page.getByLabel('Body type').selectOption({ label: 'Estate' });
    await page.getByLabel('Engine size (cc)').fill('1596');
    await page.getByLabel('First registered').fill('2014-03-01');
    await expect(checklist(page).getByText('Required specifics')).toContainText('(done)');

    await expect(grade(page)).toContainText('Grade 1');
    await expect(grade(page)).toContainText('0 points');

    // A damage by mouse: a panel of the drawing.
    // The drawing's panels are for the mouse (the panel list carries the same buttons).
    const drawing = page.getByRole('img', { name: /Drawing of the car/ });
    await drawing.locator('[data-panel="front_left_door"]').click();
    const form = page.getByRole('form', { name: 'Add damage' });
    await expect(form.getByLabel('Panel')).toHaveValue('front_left_door');
    await expect(form.getByLabel('Kind')).toBeFocused();
    await form.getByLabel('Kind').selectOption({ label: 'Dent' });
    await form.getByLabel('Severity').selectOption({ label: 'Moderate' });
    await form.getByLabel('Note').fill('Fist-sized dent below the handle');
    // The thumbnail is the radio's label: a click on the picture chooses it.
    await form.locator('label', { has: page.getByRole('radio', { name: 'Photo 2' }) }).click();
    await expect(form.getByRole('radio', { name: 'Photo 2' })).toBeChecked();
    await capture(page, 'condition-report-add-damage');
    await form.getByRole('button', { name: 'Add damage' }).click();
    const damages = page.getByRole('list', { name: 'Damages' });
    await expect(damages.getByRole('listitem')).toHaveCount(1);
    await expect(damages).toContainText('Front left door — Dent, moderate');
    await expect(damages.getByRole('img', { name: 'Photo 2 of the damage' })).toBeVisible();
    await expect(grade(page)).toContainText('Grade 2');
    await expect(grade(page)).toContainText('Moderate damage');

    // A damage by keyboard only: Tab through the panel list and the form.
    const panels = page.getByRole('list', { name: 'Panels' });
    await panels.getByRole('button', { name: 'Front bumper' }).focus();
    await page.keyboard.press('Tab');
    await expect(panels.getByRole('button', { name: 'Bonnet' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Panel')).toHaveValue('bonnet');
    await expect(form.getByLabel('Kind')).toBeFocused();
    await page.keyboard.press('ArrowDown'); // Scratch
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Severity')).toBeFocused();
    await page.keyboard.press('ArrowDown'); // Minor
    await page.keyboard.press('Tab');
    await page.keyboard.type('Stone chip scratch on the leading edge');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('radio', { name: 'No photo' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: 'Photo 1' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Add damage' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(damages.getByRole('listitem')).toHaveCount(2);
    await expect(damages).toContainText('Bonnet — Scratch, minor');
    await expect(page.getByRole('button', { name: 'Change damage 2' })).toBeFocused();
    await expect(grade(page)).toContainText('4 points');

    // A damage is changed in the same form.
    await page.getByRole('button', { name: 'Change damage 1' }).click();
    const change = page.getByRole('form', { name: 'Change damage 1' });
    await expect(change.getByLabel('Severity')).toHaveValue('moderate');
    await expect(change.getByRole('radio', { name: 'Photo 2' })).toBeChecked();
    await change.getByLabel('Severity').selectOption({ label: 'Major' });
    await expect(grade(page)).toContainText('4 points'); // not changed until saved
    await change.getByRole('button', { name: 'Save damage' }).click();
    await expect(damages).toContainText('Front left door — Dent, major');
    await expect(grade(page)).toContainText('7 points');
    await page.getByRole('button', { name: 'Change damage 1' }).click();
    await change.getByLabel('Severity').selectOption({ label: 'Moderate' });
    await change.getByRole('button', { name: 'Save damage' }).click();
    await expect(grade(page)).toContainText('4 points');

    // The grade follows as the seller types: a worn tyre adds 3 points.
    await page.getByLabel('Front left tyre (mm)').fill('6.5');
    await page.getByLabel('Front right tyre (mm)').fill('6.2');
    await page.getByLabel('Rear left tyre (mm)').fill('5');
    await expect(grade(page)).toContainText('Grade 2');
    await page.getByLabel('Rear right tyre (mm)').fill('1.6');
    await expect(grade(page)).toContainText('Grade 3');
    await expect(grade(page)).toContainText('7 points');
    await expect(grade(page)).toContainText('Tyre under 2.0 mm');
    await page.getByLabel('Keys').fill('2');
    await page.getByLabel('Report notes').fill('Cambelt and water pump replaced at 90,000 miles.');
    await expect(checklist(page).getByText('Condition report')).toContainText('(done)');
    await capture(page, 'condition-report-filled');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved')).toBeVisible();
    await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);

    const saved = await api.get<ListingAnswer>(seller, `/seller/listings/${listing.id}`);
    expect(saved.specifics).toMatchObject({
      vin: 'WF0AXXGCDAXY12345',
      make: 'Ford',
      year: 2014,
      mileage: 84_000,
      mileage_unit: 'mi',
      engine_size_cc: 1596,
      first_registered: '2014-03-01',
    });
    expect(saved.condition_report).toMatchObject({
      keys: 2,
      points: 7,
      grade: 3,
      tyres: { front_left_mm: 6.5, front_right_mm: 6.2, rear_left_mm: 5, rear_right_mm: 1.6 },
      damages: [
        { panel: 'front_left_door', kind: 'dent', severity: 'moderate', photo_id: photos[1]?.id },
        { panel: 'bonnet', kind: 'scratch', severity: 'minor', photo_id: photos[0]?.id },
      ],
    });

    // Kept after a reload.
    await page.reload();
    await expect(page.getByLabel('Make')).toHaveValue('Ford');
    await expect(page.getByLabel('Mileage unit')).toHaveValue('mi');
    await expect(damages.getByRole('listitem')).toHaveCount(2);
    await expect(grade(page)).toContainText('Grade 3');
    await expect(page.getByLabel('Rear right tyre (mm)')).toHaveValue('1.6');

    // Removing a damage is a change like any other, saved with the draft.
    await page.getByRole('button', { name: 'Remove damage 2' }).click();
    await expect(damages.getByRole('listitem')).toHaveCount(1);
    await expect(grade(page)).toContainText('6 points');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Pending review', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Condition report' })).toBeVisible();
    // A report under review is read only: no panels to add a damage, no damage to remove.
    await expect(page.getByRole('list', { name: 'Panels' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove damage 1' })).toHaveCount(0);
    await capture(page, 'condition-report-submitted');
    const submitted = await api.get<ListingAnswer>(seller, `/seller/listings/${listing.id}`);
    expect(submitted.status).toBe('pending_review');
    expect(submitted.condition_report?.damages).toHaveLength(1);
  });

  test('a change of category shows its specifics and keeps the ones both declare', async ({
    page,
    api,
  }) => {
    const seller = await api.approvedSeller();
    await signIn(page, seller, '/seller/listings/new');
    await page.getByLabel('Title').fill('JCB 3CX backhoe loader');
    await page.getByLabel('Category').selectOption({ label: 'Vehicles' });
    await expect(page.getByRole('heading', { name: 'Condition report' })).toBeVisible();
    await page.getByLabel('Make').fill('JCB');
    await page.getByLabel('VIN', { exact: true }).fill('SLP3CX4TCE0123456');
    // Before the draft exists the report can be started; its photos come with the draft.
    await page.getByRole('list', { name: 'Panels' }).getByRole('button', { name: 'Roof' }).click();
    await expect(page.getByText('Add photos to the listing to show a damage')).toBeVisible();
    await capture(page, 'condition-report-new-listing');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      page.getByRole('list', { name: 'Panels' }).getByRole('button', { name: 'Roof' }),
    ).toBeFocused();

    await page.getByLabel('Category').selectOption({ label: 'Machinery' });
    await expect(page.getByRole('heading', { name: 'Machinery: specifics' })).toBeVisible();
    await expect(page.getByLabel('Make')).toHaveValue('JCB');
    await expect(page.getByLabel('VIN', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Condition report' })).toHaveCount(0);
    await expect(checklist(page)).toContainText('Missing: Model, Year, Operating hours');

    // Numbers are refused by the contract's own ranges, beside their field.
    await page.getByLabel('Model', { exact: true }).fill('3CX');
    await page.getByLabel('Year').fill('1850');
    await page.getByLabel('Operating hours (h)').fill('4200');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByLabel('Year')).toBeFocused();
    await expect(page.getByLabel('Year')).toHaveAccessibleDescription(/between 1886 and \d{4}/);
    await page.getByLabel('Year').fill('2012');
    await expect(page.getByLabel('Year')).toHaveAttribute('aria-invalid', 'false');
    await capture(page, 'listing-specifics-machinery');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/seller\/listings\/[0-9a-f-]{36}$/);
    // The draft's own page (its loader runs after the address changes).
    await expect(page.getByRole('button', { name: 'Delete draft' })).toBeVisible();
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect
      .poll(async () => (await api.get<ListingAnswer>(seller, `/seller/listings/${id}`)).specifics)
      .toEqual({ make: 'JCB', model: '3CX', year: 2012, operating_hours: 4200 });

    // Clearing a field removes its key.
    await page.getByLabel('Model', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(/^Saved /)).toBeVisible();
    await expect
      .poll(async () => (await api.get<ListingAnswer>(seller, `/seller/listings/${id}`)).specifics)
      .toEqual({ make: 'JCB', year: 2012, operating_hours: 4200 });
  });

  test('a damage changed while another is removed, focus after each, a draft saved with an unfinished report, a category change confirmed', async ({
    page,
    api,
  }) => {
    const seller = await api.approvedSeller();
    const listing = await api.post<ListingAnswer>(seller, '/seller/listings', {
      title: 'Vauxhall Astra 1.4 hatchback',
      category: 'vehicles',
    });
    await signIn(page, seller, `/seller/listings/${listing.id}`);
    const panels = page.getByRole('list', { name: 'Panels' });
    const damages = page.getByRole('list', { name: 'Damages' });
    const add = async (panel: string, kind: string, severity: string) => {
      await panels.getByRole('button', { name: panel }).click();
      const form = page.getByRole('form', { name: 'Add damage' });
      await form.getByLabel('Kind').selectOption({ label: kind });
      await form.getByLabel('Severity').selectOption({ label: severity });
      await form.getByRole('button', { name: 'Add damage' }).click();
    };
    await add('Bonnet', 'Scratch', 'Minor');
    await add('Roof', 'Dent', 'Moderate');
    await expect(damages.getByRole('listitem')).toHaveCount(2);

    // Damage 2 is open for change when damage 1 is removed: the form follows its damage.
    await page.getByRole('button', { name: 'Change damage 2' }).click();
    await expect(page.getByRole('form', { name: 'Change damage 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove damage 1' }).click();
    const change = page.getByRole('form', { name: 'Change damage 1' });
    await expect(change.getByLabel('Panel')).toHaveValue('roof');
    await change.getByLabel('Severity').selectOption({ label: 'Major' });
    await change.getByRole('button', { name: 'Save damage' }).click();
    await expect(damages.getByRole('listitem')).toHaveCount(1);
    await expect(damages).toContainText('Roof — Dent, major');

    // Cancel returns to the damage's own button; removing the last one, to the list's heading.
    await page.getByRole('button', { name: 'Change damage 1' }).click();
    await change.getByRole('button', { name: 'Cancel' }).click();
    await expect(change).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change damage 1' })).toBeFocused();
    await page.getByRole('button', { name: 'Remove damage 1' }).click();
    await expect(page.getByRole('heading', { name: 'Damages (0)' })).toBeFocused();

    // The report is unfinished (no keys): "Save draft" still saves the listing, not the report.
    await add('Boot', 'Rust', 'Minor');
    await page.getByLabel('Title').fill('Vauxhall Astra 1.4 SRi hatchback');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByLabel('Keys')).toBeFocused();
    await expect(page.getByLabel('Keys')).toHaveAccessibleDescription(/how many keys/);
    await expect(
      page.getByText('Draft saved. The condition report is not saved yet.'),
    ).toBeVisible();
    await expect
      .poll(
        async () => (await api.get<ListingAnswer>(seller, `/seller/listings/${listing.id}`)).title,
      )
      .toBe('Vauxhall Astra 1.4 SRi hatchback');
    const draft = await api.get<ListingAnswer>(seller, `/seller/listings/${listing.id}`);
    expect(draft.condition_report).toBeNull();
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await expect(damages).toContainText('Boot — Rust, minor');
    await capture(page, 'condition-report-unfinished-draft');

    // Leaving vehicles would leave the report behind: asked first, and "Cancel" keeps vehicles.
    await page.getByLabel('Category').selectOption({ label: 'Machinery' });
    const dialog = page.getByRole('dialog', { name: 'Drop this vehicle’s report?' });
    await expect(dialog).toBeVisible();
    await capture(page, 'condition-report-category-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel('Category')).toHaveValue('vehicles');
    await expect(page.getByRole('heading', { name: 'Condition report' })).toBeVisible();
    await page.getByLabel('Category').selectOption({ label: 'Machinery' });
    await dialog.getByRole('button', { name: 'Change category' }).click();
    await expect(page.getByRole('heading', { name: 'Machinery: specifics' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Condition report' })).toHaveCount(0);
  });

  test('a report the server refuses stays on screen, its message beside the damage', async ({
    page,
    api,
    expectErrors,
  }) => {
    const seller = await api.approvedSeller();
    const listing = await api.post<ListingAnswer>(seller, '/seller/listings', {
      title: 'Volvo V70 D5 estate',
      category: 'vehicles',
    });
    const photo = await api.upload(seller, 'listing_photo', listing.id);
    await signIn(page, seller, `/seller/listings/${listing.id}`);

    await page.getByRole('list', { name: 'Panels' }).getByRole('button', { name: 'Boot' }).click();
    const form = page.getByRole('form', { name: 'Add damage' });
    await form.getByLabel('Kind').selectOption({ label: 'Rust' });
    await form.getByLabel('Severity').selectOption({ label: 'Major' });
    await form.locator('label', { has: page.getByRole('radio', { name: 'Photo 1' }) }).click();
    await form.getByRole('button', { name: 'Add damage' }).click();
    await page.getByLabel('Keys').fill('1');

    // The photo is deleted elsewhere (another tab) before this page saves.
    const removed = await page.request.delete(
      `/api/seller/listings/${listing.id}/photos/${photo.id}`,
      { headers: { Authorization: `Bearer ${seller.token}` } },
    );
    expect(removed.status()).toBe(204);
    expectErrors({ path: /\/condition-report$/, status: 422 });
    await page.getByRole('button', { name: 'Save draft' }).click();
    const damages = page.getByRole('list', { name: 'Damages' });
    // The server's message (422 on `damages.0.photo_id`) in the damage's row.
    await expect(damages.getByRole('listitem')).toContainText(
      'Choose one of this listing’s photos',
    );
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await capture(page, 'condition-report-refused');

    // The listing no longer has the photo: saving again sends the damage without it.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);
    const saved = await api.get<ListingAnswer>(seller, `/seller/listings/${listing.id}`);
    expect(saved.condition_report).toMatchObject({
      keys: 1,
      grade: 2,
      damages: [{ panel: 'boot', kind: 'rust', severity: 'major', photo_id: null }],
    });
  });
});
