// The growth seed's item specifics and condition reports (SPEC §11), so the stock filters and
// facets meet realistic data: vehicles with make, model, year, mileage (miles for most British
// ones), fuel, transmission and body type, popular makes far more common than rare ones and 5%
// written in lower case; motorcycles and machinery with theirs; brands in electronics, jewellery
// and home & garden. One listing in twelve was made before specifics and has none. Sellers are in
// six countries. Public vehicles with specifics have a condition report (grades mostly 2–3).
// Values are drawn from a hash of the row number, so they never disturb the seed's random().

/** [make, models] of each category's makes or brands, the most common first. */
const VEHICLES = [
  ['Ford', ['Fiesta', 'Focus', 'Kuga', 'Puma', 'Transit']],
  ['Volkswagen', ['Golf', 'Polo', 'Passat', 'Tiguan']],
  ['Vauxhall', ['Corsa', 'Astra', 'Mokka']],
  ['BMW', ['320d', '118i', 'X3', 'X5']],
  ['Mercedes-Benz', ['A 180', 'C 220', 'E 300', 'Sprinter']],
  ['Audi', ['A3', 'A4', 'Q5']],
  ['Toyota', ['Yaris', 'Corolla', 'RAV4', 'Hilux']],
  ['Nissan', ['Qashqai', 'Juke', 'Leaf']],
  ['Kia', ['Sportage', 'Ceed', 'Niro']],
  ['Hyundai', ['Tucson', 'i30', 'Kona']],
  ['Peugeot', ['208', '3008']],
  ['Renault', ['Clio', 'Captur']],
  ['Skoda', ['Octavia', 'Fabia']],
  ['Volvo', ['XC60', 'V60']],
  ['Tesla', ['Model 3', 'Model Y']],
  ['Land Rover', ['Defender', 'Discovery']],
  ['Honda', ['Civic', 'Jazz']],
  ['Mazda', ['CX-5', 'MX-5']],
  ['Fiat', ['500', 'Panda']],
  ['MINI', ['Cooper', 'Countryman']],
];
const MOTORCYCLES = [
  ['Honda', ['CB500F', 'Africa Twin']],
  ['Yamaha', ['MT-07', 'Tracer 9']],
  ['Kawasaki', ['Z900', 'Ninja 650']],
  ['Triumph', ['Street Triple', 'Bonneville']],
  ['BMW', ['R 1250 GS', 'F 900 R']],
  ['Ducati', ['Monster', 'Panigale V4']],
  ['KTM', ['390 Duke', '890 Adventure']],
  ['Harley-Davidson', ['Sportster', 'Street Glide']],
];
const MACHINERY = [
  ['JCB', ['3CX', '531-70']],
  ['Caterpillar', ['320', '262D']],
  ['John Deere', ['6155R', '5075E']],
  ['Kubota', ['KX057-4', 'M7-173']],
  ['Bobcat', ['E35', 'S450']],
  ['Massey Ferguson', ['5713', '7718']],
  ['Komatsu', ['PC210', 'WA320']],
];
const ELECTRONICS = [
  ['Sony', ['A7 III', 'WH-1000XM5']],
  ['Apple', ['MacBook Pro 14', 'iPad Pro']],
  ['Samsung', ['Galaxy S24', 'QE65']],
  ['Canon', ['EOS R6', 'EF 70-200']],
  ['Nikon', ['Z6 II', 'D850']],
  ['Bose', ['QC45', 'SoundLink']],
  ['DJI', ['Mini 4 Pro', 'Osmo']],
];
const WATCHES = [
  ['Rolex', ['Submariner', 'Datejust']],
  ['Omega', ['Speedmaster', 'Seamaster']],
  ['Seiko', ['Presage', 'Prospex']],
  ['TAG Heuer', ['Carrera', 'Monaco']],
  ['Cartier', ['Tank', 'Santos']],
  ['Breitling', ['Navitimer', 'Superocean']],
];
const HOME = ['Dyson', 'Stihl', 'Bosch', 'Le Creuset', 'Husqvarna', 'Weber', 'KitchenAid'];
const FUELS = [
  ['petrol', 45],
  ['diesel', 30],
  ['hybrid', 10],
  ['electric', 7],
  ['plug_in_hybrid', 5],
  ['lpg', 2],
  ['other', 1],
];
const BODIES = [
  ['hatchback', 30],
  ['suv', 25],
  ['saloon', 14],
  ['estate', 10],
  ['mpv', 5],
  ['coupe', 5],
  ['convertible', 3],
  ['pickup', 3],
  ['van', 4],
  ['other', 1],
];
const GRADES = [
  [1, 20],
  [2, 35],
  [3, 25],
  [4, 13],
  [5, 7],
];
const COUNTRIES = [
  ['GB', 60],
  ['IE', 10],
  ['DE', 10],
  ['FR', 8],
  ['NL', 7],
  ['BE', 5],
];

const lit = (s) => `'${String(s).replaceAll("'", "''")}'`;
const textArray = (xs) => `array[${xs.map(lit).join(', ')}]::text[]`;

/** A value of `weighted` ([value, weight]) for a uniform draw `u` in [0, 1). */
function weightedCase(u, weighted) {
  const total = weighted.reduce((s, [, w]) => s + w, 0);
  let upTo = 0;
  const arms = weighted.slice(0, -1).map(([v, w]) => {
    upTo += w;
    return `when ${u} < ${upTo / total} then ${lit(v)}`;
  });
  return `(case ${arms.join(' ')} else ${lit(weighted.at(-1)[0])} end)`;
}

/** The make of a [make, models] list (popular first) and one of its models, for draw `u`. */
function makeAndModel(list, u, i) {
  // Skewed: the first makes are far more common (u^1.7).
  const pick = `(1 + floor(power(${u}, 1.7) * ${list.length})::int)`;
  const makes = textArray(list.map(([m]) => m));
  const models = list.map(([, ms]) => textArray(ms));
  const model = `(case ${pick} ${models
    .map((ms, k) => `when ${k + 1} then (${ms})[1 + ${i} % ${list[k][1].length}]`)
    .join(' ')} end)`;
  // 5% of sellers write the make in lower case.
  const make = `(case when ${i} % 20 = 7 then lower((${makes})[${pick}]) else (${makes})[${pick}] end)`;
  return { make, model };
}

/**
 * Adds `specifics` and `country` to the seed's `seed` table (columns i, k, category). Runs
 * before the listings are inserted from it.
 */
export async function seedSpecifics(q) {
  // A uniform draw in [0, 1) from the row number and a key.
  await q(
    `create function pg_temp.h(i int, k text) returns float8 language sql immutable as
     $$ select ('x' || substr(md5(i::text || k), 1, 7))::bit(28)::int / 268435456.0 $$`,
  );
  await q(
    `alter table seed add column specifics jsonb not null default '{}', add column country text`,
  );
  const h = (k) => `pg_temp.h(i, ${lit(k)})`;
  const vehicle = makeAndModel(VEHICLES, h('make'), 'i');
  const motorcycle = makeAndModel(MOTORCYCLES, h('make'), 'i');
  const machine = makeAndModel(MACHINERY, h('make'), 'i');
  const gadget = makeAndModel(ELECTRONICS, h('make'), 'i');
  const watch = makeAndModel(WATCHES, h('make'), 'i');
  const year = `(2005 + floor(power(${h('year')}, 0.7) * 21)::int)`;
  const country = weightedCase(h('country'), COUNTRIES);
  // British odometers mostly read miles.
  const unit = `(case when ${country} = 'GB' and ${h('unit')} < 0.7 then 'mi' else 'km' end)`;
  const mileage = `greatest(0, least(2000000, ((2026 - ${year}) * (6000 + ${h('miles')} * 14000))::int))`;
  const vin = `upper(substr(md5(i::text || 'vin'), 1, 17))`;
  const electric = `(${vehicle.make} ilike 'tesla')`;
  await q(
    `update seed set country = ${country},
       specifics = case
         when i % 12 = 5 then '{}'::jsonb
         when category = 'vehicles' then jsonb_build_object(
           'vin', ${vin}, 'make', ${vehicle.make}, 'model', ${vehicle.model}, 'year', ${year},
           'mileage', ${mileage}, 'mileage_unit', ${unit},
           'fuel', case when ${electric} then 'electric' else ${weightedCase(h('fuel'), FUELS)} end,
           'transmission', case when ${electric} or ${h('gears')} < 0.45 then 'automatic' else 'manual' end,
           'body_type', ${weightedCase(h('body'), BODIES)},
           'colour', (array['Black','White','Silver','Grey','Blue','Red','Green'])[1 + i % 7],
           'engine_size_cc', case when ${electric} then 0 else 998 + (i % 12) * 100 end,
           'previous_owners', i % 5,
           'service_history', (array['full','full','partial','none'])[1 + i % 4])
         when category = 'motorcycles' then jsonb_build_object(
           'vin', ${vin}, 'make', ${motorcycle.make}, 'model', ${motorcycle.model}, 'year', ${year},
           'mileage', ${mileage} / 3, 'mileage_unit', ${unit}, 'engine_size_cc', 300 + (i % 10) * 100)
         when category = 'machinery' then jsonb_build_object(
           'make', ${machine.make}, 'model', ${machine.model}, 'year', ${year},
           'operating_hours', (${h('hours')} * 12000)::int, 'serial_number', 'SN' || (100000 + i))
         when category = 'electronics' then jsonb_build_object(
           'brand', ${gadget.make}, 'model', ${gadget.model})
         when category = 'jewellery_watches' then jsonb_build_object(
           'brand', ${watch.make}, 'model', ${watch.model}, 'reference_number', 'REF-' || i,
           'material', (array['Steel','Gold','Titanium'])[1 + i % 3], 'box_and_papers', i % 2 = 0)
         when category = 'art_collectibles' then jsonb_build_object(
           'artist_or_maker', 'Artist ' || (i % 200), 'year', 1900 + i % 120,
           'medium', (array['Oil on canvas','Watercolour','Bronze','Print'])[1 + i % 4])
         when category = 'home_garden' then jsonb_build_object(
           'brand', (${textArray(HOME)})[1 + floor(power(${h('make')}, 1.7) * ${HOME.length})::int])
         else '{}'::jsonb
       end`,
  );
}

/**
 * Condition reports of the public vehicles that have specifics (after the listings are in):
 * grades 1 to 5 in 20, 35, 25, 13 and 7 %, the points within the grade's band of SPEC §11.
 */
export async function seedConditionReports(q) {
  await q(
    `insert into condition_reports (listing_id, tyres, warning_lights, runs_and_drives, keys,
                                    notes, points, grade, updated_at)
     select id, jsonb_build_object('front_left_mm', 6.5, 'front_right_mm', 6.4,
                                   'rear_left_mm', 5.1, 'rear_right_mm', 5.0),
            false, true, 1 + i % 2, null, p, g, created_at + interval '30 minutes'
       from (select id, i, created_at, g,
                    (array[0, 3, 7, 13, 21])[g]
                      + floor(pg_temp.h(i, 'points') * (array[3, 4, 6, 8, 10])[g])::int as p
               from (select id, i, created_at,
                            ${weightedCase("pg_temp.h(i, 'grade')", GRADES)}::int as g
                       from seed
                      where category = 'vehicles' and specifics <> '{}'::jsonb
                        and k not in ('draft', 'pending_review', 'rejected')) graded) r`,
  );
}
