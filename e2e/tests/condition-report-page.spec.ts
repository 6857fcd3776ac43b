import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { Api, type Session } from '../support/api.js';
import { capture, expect, signIn, test as base, waitForApp } from '../support/test.js';

/*
 * A vehicle's lot page (SPEC §11): the specifications table, "Grade N" with how its points came,
 * and the drawing whose numbered markers open each damage's photo — whole without JavaScript,
 * the same once hydrated, the VIN never whole in public HTML; a dealer and staff see it whole.
 */

/** SPEC §11's example: its 9th character is its check digit. */
const VIN = '1M8GDM9AXKP042788';
const MASKED_VIN = '1M8GDM9AXKP******';

interface VehicleLot {
  listingId: string;
  title: string;
  photoUrls: string[];
  admin: Session;
  dealer: Session;
}

/** A live vehicle lot with two photos and a report of three damages, through the real API. */
async function seedVehicle(api: Api): Promise<VehicleLot> {
  const seller = await api.approvedSeller();
  const title = `2019 Volkswagen Golf ${randomUUID().slice(0, 6)}`;
  const listing = await api.post<{ id: string }>(seller, '/seller/listings', {
    title,
    description: 'One owner, full service history. Cambelt changed at 60,000 miles.',
    category: 'vehicles',
    condition: 'used',
    location_city: 'Detroit',
    location_country: 'US',
    attributes: { Make: 'Volkswagen', 'Tow bar': 'Detachable' },
    specifics: {
      vin: VIN,
      make: 'Volkswagen',
      model: 'Golf',
      year: 2019,
      mileage: 30_100,
      mileage_unit: 'mi',
      fuel: 'diesel',
      transmission: 'manual',
      body_type: 'hatchback',
      engine_size_cc: 1598,
      first_registered: '2019-03-12',
    },
    starting_price_cents: 900_000,
  });
  await api.upload(seller, 'listing_photo', listing.id);
  await api.upload(seller, 'listing_photo', listing.id);
  const photos = await api.get<{ items: { id: string; url: string; position: number }[] }>(
    seller,
    `/seller/listings/${listing.id}/photos`,
  );
  const [first, second] = [...photos.items].sort((a, b) => a.position - b.position);
  if (!first || !second) throw new Error('two photos expected');
  await api.put(seller, `/seller/listings/${listing.id}/condition-report`, {
    damages: [
      {
        panel: 'front_left_door',
        kind: 'scratch',
        severity: 'minor',
        note: 'Key scratch, 10 cm',
        photo_id: first.id,
      },
      { panel: 'front_left_door', kind: 'dent', severity: 'moderate', photo_id: second.id },
      { panel: 'windscreen', kind: 'chip', severity: 'minor', note: 'Outside the wiper arc' },
    ],
    tyres: { front_left_mm: 1.5, front_right_mm: 6.5, rear_left_mm: 5, rear_right_mm: 5.2 },
    warning_lights: true,
    runs_and_drives: true,
    keys: 2,
    notes: 'Serviced in May; new battery.',
  });
  await api.post(seller, `/seller/listings/${listing.id}/submit`);
  const admin = await api.admin();
  await api.post(admin, `/admin/listings/${listing.id}/approve`);
  const auction = await api.get<{ id: string }>(seller, `/seller/listings/${listing.id}/auction`);
  const start = new Date();
  await api.post(admin, `/admin/auctions/${auction.id}/schedule`, {
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + 60 * 60_000).toISOString(),
  });
  const dealer = await api.activeDealer();
  // The photos as the public page links them.
  const published = await api.get<{ photos: { id: string; url: string }[] }>(
    null,
    `/listings/${listing.id}`,
  );
  const publicUrl = (id: string) => published.photos.find((p) => p.id === id)?.url ?? '';
  return {
    listingId: listing.id,
    title,
    photoUrls: [publicUrl(first.id), publicUrl(second.id)],
    admin,
    dealer,
  };
}

const test = base.extend<object, { vehicle: VehicleLot }>({
  vehicle: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      await use(await seedVehicle(new Api(request)));
      await request.dispose();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

const pathOf = (lot: VehicleLot) => `/auctions/${lot.listingId}`;

/** 1 + 3 + 1 for the damages, 3 for the worn tyre, 4 for the warning lights: 12 points. */
const POINTS = [
  'Minor damage × 2: 2 points',
  'Moderate damage: 3 points',
  'Tyre under 2.0 mm: 3 points',
  'Warning lights on: 4 points',
];

/** The report's grade, its 12 points and how they came, line by line. */
async function expectPoints(report: Locator) {
  await expect(report.getByText(/· 12 points$/)).toBeVisible();
  await expect(
    report.getByRole('list', { name: 'How the points came' }).getByRole('listitem'),
  ).toHaveText(POINTS);
}

/** What the page shows of the item, the same server-rendered and hydrated. */
async function expectItem(page: Page) {
  const table = page.getByRole('table', { name: 'Specifications' });
  const row = (label: string) => table.getByRole('row', { name: new RegExp(`^${label}\\b`) });
  await expect(row('VIN')).toContainText(MASKED_VIN);
  await expect(row('Mileage')).toContainText('30,100 miles');
  await expect(row('Fuel')).toContainText('Diesel');
  await expect(row('Engine size')).toContainText('1,598 cc');
  await expect(row('First registered')).toContainText('Mar 12, 2019');
  await expect(row('Tow bar')).toContainText('Detachable');
  // The attribute that only repeats the Make specific is not shown twice.
  await expect(table.getByRole('row', { name: /^Make\b/ })).toHaveCount(1);

  const report = page.getByRole('region', { name: 'Condition report' });
  await expect(report.getByText('Grade 3', { exact: true })).toBeVisible();
  await expectPoints(report);
  await expect(report.getByText('1.5 mm (worn)')).toBeVisible();
  await expect(report.getByText('Serviced in May; new battery.')).toBeVisible();
  const drawing = report.getByRole('group', { name: /^Drawing of the car/ });
  await expect(drawing.getByRole('link')).toHaveCount(2);
  await expect(
    drawing.getByRole('img', { name: /^Damage 3: Chip, windscreen, minor/ }),
  ).toHaveCount(1);
  const list = report.getByRole('list').filter({ hasText: 'Key scratch' });
  await expect(list.getByRole('listitem')).toHaveText([
    /^1Scratch · Front left doorMinorKey scratch, 10 cm/,
    /^2Dent · Front left doorModerate/,
    /^3Chip · WindscreenMinorOutside the wiper arc/,
  ]);
}

const marker = (page: Page, n: number) =>
  page
    .getByRole('group', { name: /^Drawing of the car/ })
    .getByRole('link', { name: new RegExp(`^Damage ${String(n)}:`) });

test.describe('a vehicle’s lot page (SPEC §11)', () => {
  test('without JavaScript: the specifications, Grade 3 and its points, markers opening the photos; the VIN masked everywhere', async ({
    browser,
    vehicle,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const response = await page.goto(pathOf(vehicle));
    expect(response?.status()).toBe(200);
    await expectItem(page);

    const html = (await response?.text()) ?? '';
    expect(html).not.toContain(VIN);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': ['Product', 'Car'],
      vehicleIdentificationNumber: MASKED_VIN,
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 30100, unitCode: 'SMI' },
      vehicleModelDate: '2019',
      fuelType: 'Diesel',
      vehicleTransmission: 'Manual',
      brand: { '@type': 'Brand', name: 'Volkswagen' },
      model: 'Golf',
      offers: { '@type': 'Offer' },
    });

    // Marker 1 is a plain link: it opens the damage's photo in a tab of its own.
    const photoUrl = vehicle.photoUrls[0] ?? '';
    expect(await marker(page, 1).getAttribute('href')).toMatch(/^(https?:\/\/[^/]+)?\/api\//);
    expect((await marker(page, 1).getAttribute('href'))?.endsWith(photoUrl)).toBe(true);
    const [photoPage] = await Promise.all([context.waitForEvent('page'), marker(page, 1).click()]);
    await photoPage.waitForLoadState();
    const photo = photoPage.url();
    expect(photo.endsWith(photoUrl)).toBe(true);
    const image = await page.request.get(photo);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    await context.close();
  });

  test('hydrated: the same page, the markers reached by keyboard; light, dark, 375 px, axe', async ({
    page,
    vehicle,
  }) => {
    await page.goto(pathOf(vehicle));
    await waitForApp(page);
    await expectItem(page);
    // The head the app wrote once hydrated still says Car, with the masked VIN.
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': ['Product', 'Car'],
      vehicleIdentificationNumber: MASKED_VIN,
    });

    // Tab from the top of the page until the first marker has the focus.
    await page.locator('body').focus();
    let reached = false;
    for (let step = 0; step < 80 && !reached; step++) {
      await page.keyboard.press('Tab');
      reached = await marker(page, 1).evaluate((element) => element === document.activeElement);
    }
    expect(reached, 'the first marker is reached by Tab').toBe(true);
    await page.keyboard.press('Tab');
    await expect(marker(page, 2)).toBeFocused();

    await page.getByRole('region', { name: 'Condition report' }).scrollIntoViewIfNeeded();
    await capture(page, 'lot-condition-report');
  });

  test('a signed-in dealer reads the whole VIN; staff review the specifics and the report', async ({
    page,
    vehicle,
  }) => {
    await signIn(page, vehicle.dealer, pathOf(vehicle));
    await waitForApp(page);
    await expect(
      page.getByRole('table', { name: 'Specifications' }).getByRole('row', { name: /^VIN\b/ }),
    ).toContainText(VIN);

    await signIn(page, vehicle.admin, `/admin/listings/${vehicle.listingId}`);
    await expect(page.getByRole('heading', { name: vehicle.title })).toBeVisible();
    const table = page.getByRole('table', { name: 'Specifications' });
    await expect(table.getByRole('row', { name: /^VIN\b/ })).toContainText(VIN);
    const report = page.getByRole('region', { name: 'Condition report' });
    await expect(report.getByText('Grade 3', { exact: true })).toBeVisible();
    await expectPoints(report);
    await capture(page, 'staff-condition-report');
  });
});
