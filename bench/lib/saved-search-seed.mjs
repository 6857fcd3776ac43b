// The saved-search-match scenario's fixtures, written by SQL for speed (as the growth seed is):
// pending auctions cloned from one the API made (vehicles of many makes and models), and dealers
// with saved searches in the saved-searches module's table. A realistic mix: most searches name
// a make (one of 30) and often a model, a year range, a price ceiling, a mileage ceiling, fuels,
// a country or a word; 40% alert instantly, 45% daily, 15% never; one dealer in 100 suspended.
// Most searches match nothing a given auction is. One instant search without filters (the
// sentinel) matches every auction: the scenario waits for its row.

const MAKES = [
  ['Ford', ['Focus', 'Fiesta', 'Mustang', 'Kuga']],
  ['Volkswagen', ['Golf', 'Polo', 'Passat', 'Tiguan']],
  ['Toyota', ['Corolla', 'Yaris', 'Prius', 'Hilux']],
  ['BMW', ['Xdrive', 'Roadster', 'Touring', 'Gran']],
  ['Audi', ['Quattro', 'Avant', 'Sportback', 'Allroad']],
  ['Mercedes', ['Sprinter', 'Vito', 'Citan', 'Maybach']],
  ['Nissan', ['Leaf', 'Qashqai', 'Juke', 'Micra']],
  ['Honda', ['Civic', 'Jazz', 'Accord', 'Legend']],
  ['Mazda', ['Miata', 'Demio', 'Atenza', 'Axela']],
  ['Skoda', ['Octavia', 'Fabia', 'Superb', 'Kodiaq']],
  ['Renault', ['Clio', 'Megane', 'Kangoo', 'Trafic']],
  ['Peugeot', ['Partner', 'Expert', 'Boxer', 'Rifter']],
  ['Citroen', ['Berlingo', 'Dispatch', 'Relay', 'Picasso']],
  ['Fiat', ['Panda', 'Ducato', 'Doblo', 'Tipo']],
  ['Kia', ['Sportage', 'Ceed', 'Picanto', 'Sorento']],
  ['Hyundai', ['Tucson', 'Kona', 'Ioniq', 'Santa']],
  ['Volvo', ['Estate', 'Recharge', 'Polestar', 'Cross']],
  ['Tesla', ['Plaid', 'Cybertruck', 'Roadstar', 'Semi']],
  ['Vauxhall', ['Corsa', 'Astra', 'Vivaro', 'Movano']],
  ['Seat', ['Ibiza', 'Leon', 'Ateca', 'Tarraco']],
  ['Mini', ['Cooper', 'Countryman', 'Clubman', 'Paceman']],
  ['Jaguar', ['Pace', 'Etype', 'Xtype', 'Sovereign']],
  ['Land Rover', ['Defender', 'Discovery', 'Evoque', 'Velar']],
  ['Porsche', ['Cayenne', 'Macan', 'Panamera', 'Taycan']],
  ['Subaru', ['Impreza', 'Forester', 'Outback', 'Legacy']],
  ['Suzuki', ['Swift', 'Vitara', 'Jimny', 'Ignis']],
  ['Mitsubishi', ['Outlander', 'Shogun', 'Lancer', 'Colt']],
  ['Lexus', ['Hybrid', 'Sedan', 'Crossover', 'Coupe']],
  ['Dacia', ['Sandero', 'Duster', 'Logan', 'Jogger']],
  ['Iveco', ['Daily', 'Eurocargo', 'Stralis', 'Trakker']],
];
const FUELS = ['petrol', 'diesel', 'hybrid', 'electric'];
const COUNTRIES = ['GB', 'DE', 'FR', 'NL', 'US'];

/**
 * `count` pending auctions of approved vehicle listings, cloned from the API-made `template`
 * (its listing's every column a statement may write, its auction's too) with their own make,
 * model, year, mileage, fuel, country and price. Answers the new auctions' ids in order.
 */
export async function seedUnpublishedAuctions(c, template, count) {
  const columns = async (table) =>
    (
      await c.query(
        `select column_name from information_schema.columns
          where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
          order by ordinal_position`,
        [table],
      )
    ).rows.map((r) => r.column_name);
  const items = Array.from({ length: count }, (_, i) => {
    const [make, models] = MAKES[(i * 7) % MAKES.length];
    const model = models[i % models.length];
    const year = 2010 + ((i * 5) % 14);
    return {
      n: i,
      title: `${year} ${make} ${model}`,
      make,
      model,
      year,
      mileage: 10_000 + ((i * 7_919) % 180_000),
      fuel: FUELS[i % FUELS.length],
      country: COUNTRIES[i % COUNTRIES.length],
      price: 300_000 + ((i * 37) % 60) * 100_000,
    };
  });
  const listingColumns = await columns('listings');
  const auctionColumns = await columns('auctions');
  const override = {
    listings: {
      id: 'm.listing_id',
      title: 'm.title',
      location_country: 'm.country',
      starting_price_cents: 'm.price',
      specifics: `l.specifics || jsonb_build_object('make', m.make, 'model', m.model,
        'year', m.year, 'mileage', m.mileage, 'mileage_unit', 'km', 'fuel', m.fuel)`,
    },
    auctions: { id: 'm.auction_id', listing_id: 'm.listing_id', starting_price_cents: 'm.price' },
  };
  const select = (cols, table, alias) =>
    cols.map((col) => override[table][col] ?? `${alias}.${col}`).join(', ');
  await c.query('begin');
  try {
    await c.query(
      `create temp table clone_map on commit drop as
       select n, gen_random_uuid() as listing_id, gen_random_uuid() as auction_id,
              title, make, model, year, mileage, fuel, country, price
         from jsonb_to_recordset($1::jsonb)
           as x(n int, title text, make text, model text, year int, mileage int, fuel text,
                country text, price bigint)`,
      [JSON.stringify(items)],
    );
    await c.query(
      `insert into listings (${listingColumns.join(', ')})
       select ${select(listingColumns, 'listings', 'l')}
         from clone_map m cross join listings l where l.id = $1`,
      [template.listingId],
    );
    await c.query(
      `insert into auctions (${auctionColumns.join(', ')})
       select ${select(auctionColumns, 'auctions', 'a')}
         from clone_map m cross join auctions a where a.id = $1`,
      [template.auctionId],
    );
    const { rows } = await c.query('select auction_id from clone_map order by n');
    await c.query('commit');
    await c.query('analyze listings; analyze auctions');
    return rows.map((r) => r.auction_id);
  } catch (err) {
    await c.query('rollback');
    throw err;
  }
}

/**
 * `size` saved searches of `size / 10` dealers (ten each), with the mix above, and the
 * sentinel. Answers the sentinel's id and the counts by alert.
 */
export async function seedSavedSearches(c, size) {
  const dealers = Math.max(2, Math.round(size / 10));
  await c.query('set session_replication_role = replica').catch(() => undefined);
  await c.query('begin');
  try {
    await c.query('select setseed(0.33)');
    await c.query(
      `create temp table ss_dealers on commit drop as
       select n, gen_random_uuid() as id, gen_random_uuid() as user_id
         from generate_series(0, ${dealers - 1}) n`,
    );
    await c.query(
      `insert into users (id, email, name, password_hash, roles, created_at, updated_at)
       select user_id, 'ss-dealer-' || n || '@example.com', 'Dealer ' || n, 'x', '{DEALER}',
              now() - interval '400 days', now() - interval '400 days'
         from ss_dealers`,
    );
    await c.query(
      `insert into dealer_profiles (id, user_id, status, company_name, contact_name, phone, email,
                                    address, activated_at, created_at, updated_at)
       select d.id, d.user_id, (case when n % 100 = 7 then 'suspended' else 'active' end)::dealer_status,
              'Saved ' || n || ' Ltd', 'Dealer ' || n, '+441130000000',
              'ss-dealer-' || n || '@example.com',
              '{"line1":"1 Bench Road","city":"Leeds","postal_code":"LS1 1AA","country":"GB"}',
              now() - interval '399 days', now() - interval '400 days', now() - interval '399 days'
         from ss_dealers d`,
    );
    // Each row's dice, then its filters: a key is present when its die says so.
    await c.query(
      `insert into saved_searches (dealer_id, name, filters, alert, created_at)
       select d.id, 'Search ' || s.n, jsonb_strip_nulls(jsonb_build_object(
                'category', case when r[1] < 0.3 then 'vehicles' end,
                'make', case when r[2] < 0.95 then mk.make end,
                'model', case when r[2] < 0.95 and r[3] < 0.5 then mk.models[1 + floor(r[4] * 4)::int] end,
                'year_min', case when r[5] < 0.4 then 2010 + floor(r[6] * 14)::int end,
                'year_max', case when r[5] >= 0.4 and r[5] < 0.55 then 2012 + floor(r[6] * 12)::int end,
                'price_max', case when r[7] < 0.3 then (3 + floor(r[8] * 70)::int) * 100000 end,
                'mileage_max_km', case when r[9] < 0.25 then (2 + floor(r[10] * 18)::int) * 10000 end,
                'fuel', case when r[11] < 0.2 then (select jsonb_agg(f order by o) from unnest($1::text[]) with ordinality u(f, o)
                                                    where o = 1 + floor(r[12] * 4)::int or (r[13] < 0.3 and o = 1 + floor(r[14] * 4)::int)) end,
                'country', case when r[15] < 0.3 then ($2::text[])[1 + floor(r[16] * 5)::int] end,
                'q', case when r[2] >= 0.95 and r[17] < 0.6 then lower(mk.models[1 + floor(r[4] * 4)::int]) end
              )),
              (case when r[18] < 0.4 then 'instant' when r[18] < 0.85 then 'daily' else 'off' end)::saved_search_alert,
              now() - (s.n % 1000) * interval '1 minute'
         from generate_series(1, ${size - 1}) s(n)
         cross join lateral (select array_agg(random()) as r from generate_series(1, 19 + s.n * 0)) dice
         cross join lateral (select make, models from jsonb_to_recordset($3::jsonb) as x(i int, make text, models text[])
                              where i = floor(r[19] * 30)::int) mk
         join ss_dealers d on d.n = s.n % ${dealers}`,
      [FUELS, COUNTRIES, JSON.stringify(MAKES.map(([make, models], i) => ({ i, make, models })))],
    );
    const {
      rows: [sentinel],
    } = await c.query(
      `insert into saved_searches (dealer_id, name, filters, alert, created_at)
       select id, 'Everything new', '{}', 'instant', now() from ss_dealers where n = 0
       returning id`,
    );
    await c.query('commit');
    await c.query('reset session_replication_role').catch(() => undefined);
    await c.query('analyze saved_searches; analyze dealer_profiles; analyze users');
    const { rows } = await c.query(
      `select alert::text, count(*)::int as n from saved_searches group by alert order by alert`,
    );
    return {
      sentinelId: sentinel.id,
      counts: Object.fromEntries(rows.map((r) => [r.alert, r.n])),
    };
  } catch (err) {
    await c.query('rollback');
    throw err;
  }
}

/**
 * The bench's own reading of the mix's filters (not the server's SQL) against each auction's
 * listing: the searches that should have matched, compared with the match rows recorded, and
 * the instant ones with the saved_search.match notifications written. Answers the totals and
 * the auctions where they differ.
 */
export async function matchesExpected(c, auctionIds) {
  const { rows } = await c.query(
    `with a as (
       select a.id, l.title, l.category::text as category, l.spec_make, l.spec_model, l.spec_year,
              l.spec_mileage_km, l.spec_fuel, l.location_country,
              coalesce(a.current_price_cents, a.starting_price_cents) as price
         from auctions a join listings l on l.id = a.listing_id
        where a.id = any($1::uuid[])),
     expected as (
       select a.id, count(*)::int as n, count(*) filter (where s.alert = 'instant')::int as instant
         from a cross join saved_searches s
         join dealer_profiles d on d.id = s.dealer_id
        where s.alert <> 'off' and d.status <> 'suspended'
          and (s.filters->>'category' is null or s.filters->>'category' = a.category)
          and (s.filters->>'make' is null or lower(s.filters->>'make') = a.spec_make)
          and (s.filters->>'model' is null or lower(s.filters->>'model') = a.spec_model)
          and (s.filters->>'year_min' is null or a.spec_year >= (s.filters->>'year_min')::int)
          and (s.filters->>'year_max' is null or a.spec_year <= (s.filters->>'year_max')::int)
          and (s.filters->>'price_max' is null or a.price <= (s.filters->>'price_max')::bigint)
          and (s.filters->>'mileage_max_km' is null
               or a.spec_mileage_km <= (s.filters->>'mileage_max_km')::int)
          and (s.filters->'fuel' is null or s.filters->'fuel' ? a.spec_fuel)
          and (s.filters->>'country' is null or s.filters->>'country' = a.location_country)
          and (s.filters->>'q' is null
               or (' ' || lower(a.title) || ' ') like ('% ' || (s.filters->>'q') || ' %'))
        group by a.id),
     recorded as (
       select auction_id as id, count(*)::int as n,
              count(*) filter (where alert = 'instant')::int as instant
         from saved_search_matches where auction_id = any($1::uuid[]) group by auction_id),
     told as (
       select (data->>'auction_id')::uuid as id, count(*)::int as n from notifications
        where type = 'saved_search.match' and (data->>'auction_id')::uuid = any($1::uuid[])
        group by 1)
     select e.id, e.n as expected, coalesce(r.n, 0) as recorded, e.instant as expected_instant,
            coalesce(t.n, 0) as told
       from expected e left join recorded r on r.id = e.id left join told t on t.id = e.id`,
    [auctionIds],
  );
  const wrong = rows.filter((r) => r.expected !== r.recorded || r.expected_instant !== r.told);
  if (rows.length !== auctionIds.length) wrong.push({ missing: auctionIds.length - rows.length });
  return {
    matches: rows.reduce((s, r) => s + r.recorded, 0),
    alerts: rows.reduce((s, r) => s + r.told, 0),
    wrong,
  };
}
