// `npm run demo`: Gavel on a fresh data folder, filled through the real API with staff, sellers,
// dealers, listings with generated photos and auctions in every state (some live, ending over
// the next hour). Everything is made the way people make it, so the data obeys every rule.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, root } from './ensure-built.mjs';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8000' },
    // The address the server binds to, as HOST for `npm start`: 0.0.0.0 (every interface) by
    // default, 127.0.0.1 for this machine only.
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
    'data-dir': { type: 'string', default: path.join(root, 'data', 'demo') },
  },
});
const PORT = Number(args.port);
const HOST = args.host;
const DATA_DIR = path.resolve(args['data-dir']);
/** Where the script itself calls the API: the server's own machine, whatever it binds to. */
const WILDCARD = HOST === '0.0.0.0' || HOST === '::';
const API_HOST = WILDCARD ? '127.0.0.1' : HOST.includes(':') ? `[${HOST}]` : HOST;
const BASE = `http://${API_HOST}:${PORT}`;
const PASSWORD = 'Gavel-demo-2026';
const ADMIN = { email: 'admin@gavel.demo', password: PASSWORD };
const OPS = { email: 'ops@gavel.demo', password: PASSWORD };

const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
const sharp = serverRequire('sharp');
const PostalMime = serverRequire('postal-mime').default;
const { TOTP } = serverRequire('otpauth');

ensureBuilt();

// A fresh folder every run: the demo's story starts now.
fs.rmSync(DATA_DIR, { recursive: true, force: true });
fs.mkdirSync(DATA_DIR, { recursive: true });

const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(PORT),
  HOST,
  DATA_DIR,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};
delete serverEnv.DATABASE_URL; // the demo always runs on its own embedded database
delete serverEnv.SMTP_URL; // its emails go to DATA_DIR/outbox, where it reads its own links

const created = spawnSync(
  process.execPath,
  [
    path.join(root, 'apps/server/dist/cli/user-create.js'),
    '--email',
    OPS.email,
    '--password',
    OPS.password,
    '--role',
    'ops',
  ],
  { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (created.status !== 0) process.exit(created.status ?? 1);

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  env: serverEnv,
  stdio: ['ignore', 'pipe', 'inherit'],
});
// The server's "Gavel is ready at …" comes before the demo is filled: the demo says when it is.
let serverOutput = '';
server.stdout.on('data', (chunk) => {
  serverOutput += chunk;
  const lines = serverOutput.split('\n');
  serverOutput = lines.pop() ?? '';
  for (const line of lines) if (!line.startsWith('Gavel is ready at ')) console.log(line);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));

// ---------------------------------------------------------------------------------------------
// The API, as a browser would use it.

async function call(method, url, { token, body, headers = {} } = {}) {
  const response = await fetch(`${BASE}/api${url}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function waitHealthy() {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('the server did not become healthy');
}

const login = async ({ email, password }) =>
  (await call('POST', '/auth/login', { body: { email, password } })).access_token;

/**
 * The link of the newest email to `email` whose path is `pathname`, read from the outbox as a
 * mail client would; waits for the server's email worker (it sends within a second or two).
 */
async function emailedLink(email, pathname) {
  const outbox = path.join(DATA_DIR, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = fs.existsSync(outbox)
      ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'))
      : [];
    for (const file of files.sort().reverse()) {
      const parsed = await PostalMime.parse(fs.readFileSync(path.join(outbox, file)));
      if (!parsed.to?.some((to) => to.address === email)) continue;
      const link = (parsed.text ?? '')
        .match(/https?:\/\/\S+/g)
        ?.map((u) => new URL(u))
        .find((u) => u.pathname === pathname);
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${pathname} email reached ${email}`);
}

/** Signs up and confirms the address by following the emailed link, as a person does. */
async function register(role, name, email) {
  const answer = await call('POST', '/auth/register', {
    body: { email, password: PASSWORD, role, name },
  });
  const link = await emailedLink(email, '/verify-email');
  await call('POST', '/auth/verify-email', { body: { token: link.searchParams.get('token') } });
  return { email, name, token: answer.access_token };
}

/** Turns two-step sign-in on, as the account page does; returns the secret an app would hold. */
async function enableTwoStep(account) {
  const { secret, otpauth_url } = await call('POST', '/auth/mfa/setup', { token: account.token });
  const code = new TOTP({ secret }).generate();
  await call('POST', '/auth/mfa/enable', { token: account.token, body: { code } });
  return { secret, otpauthUrl: otpauth_url };
}

async function upload(token, purpose, bytes, contentType, filename, listingId) {
  const presign = await call('POST', '/uploads/presign', {
    token,
    body: {
      purpose,
      filename,
      content_type: contentType,
      size_bytes: bytes.length,
      ...(listingId ? { listing_id: listingId } : {}),
    },
  });
  const target = presign.upload_url.startsWith('/')
    ? `${BASE}${presign.upload_url}`
    : presign.upload_url;
  const put = await fetch(target, { method: 'PUT', headers: presign.headers, body: bytes });
  if (!put.ok) throw new Error(`PUT upload → ${put.status} ${await put.text()}`);
  return call('POST', '/uploads/finalize', { token, body: { upload_id: presign.upload_id } });
}

// ---------------------------------------------------------------------------------------------
// Pictures: a lit gradient backdrop with a simple object silhouette per category.

const SHAPES = {
  vehicles:
    '<path d="M140 430 q20-90 110-100 l120-70 h190 l110 80 q90 10 100 90 v40 h-630z"/><circle cx="260" cy="470" r="50"/><circle cx="640" cy="470" r="50"/>',
  motorcycles:
    '<circle cx="250" cy="450" r="80" fill="none" stroke-width="22"/><circle cx="650" cy="450" r="80" fill="none" stroke-width="22"/><path d="M250 450 l140-150 h140 l120 150 M420 300 l-40-60 h80"/>',
  machinery:
    '<rect x="180" y="300" width="380" height="170" rx="18"/><rect x="560" y="360" width="160" height="110" rx="12"/><path d="M300 300 l80-130 l140 40" fill="none" stroke-width="26"/>',
  electronics:
    '<rect x="230" y="190" width="440" height="300" rx="26"/><circle cx="450" cy="340" r="95" fill="rgba(255,255,255,.35)"/><rect x="300" y="160" width="120" height="40" rx="10"/>',
  jewellery_watches:
    '<rect x="400" y="110" width="100" height="120" rx="14"/><rect x="400" y="450" width="100" height="120" rx="14"/><circle cx="450" cy="340" r="130"/><path d="M450 340 v-80 M450 340 l60 40" stroke="rgba(255,255,255,.8)" stroke-width="14"/>',
  art_collectibles:
    '<rect x="220" y="150" width="460" height="360" rx="10" fill="none" stroke-width="30"/><path d="M260 470 l130-160 l90 100 l70-60 l110 120z"/><circle cx="560" cy="250" r="40"/>',
  home_garden:
    '<path d="M250 480 h400 l-40-200 h-320z"/><path d="M450 280 q-90-120 0-200 q90 80 0 200" />',
  other:
    '<rect x="270" y="220" width="360" height="260" rx="24"/><path d="M270 300 h360" stroke="rgba(255,255,255,.5)" stroke-width="12"/>',
};

function photo(category, hue, variant) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="640">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},55%,${68 - variant * 6}%)"/>
    <stop offset="1" stop-color="hsl(${(hue + 40) % 360},45%,${32 - variant * 3}%)"/>
  </linearGradient>
  <radialGradient id="l" cx="${0.3 + variant * 0.2}" cy="0.25" r="0.8">
    <stop offset="0" stop-color="rgba(255,255,255,.45)"/><stop offset="1" stop-color="rgba(255,255,255,0)"/>
  </radialGradient></defs>
  <rect width="900" height="640" fill="url(#g)"/><rect width="900" height="640" fill="url(#l)"/>
  <ellipse cx="450" cy="540" rx="330" ry="34" fill="rgba(0,0,0,.25)"/>
  <g fill="rgba(20,20,30,.78)" stroke="rgba(20,20,30,.78)" transform="rotate(${variant * 4 - 4} 450 340)">${SHAPES[category]}</g>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

function kycPdf(name) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 120] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 14 Tf 20 60 Td (Identity document: ${name}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ---------------------------------------------------------------------------------------------
// The people.

const address = (line1, city, postal_code, country) => ({ line1, city, postal_code, country });

async function sellerKyc(seller, details) {
  const doc = await upload(
    seller.token,
    'kyc_document',
    kycPdf(seller.name),
    'application/pdf',
    'passport.pdf',
  );
  return call('POST', '/seller/kyc', {
    token: seller.token,
    body: {
      full_name: seller.name,
      date_of_birth: details.dob,
      phone: details.phone,
      address: details.address,
      document_type: 'passport',
      document_number: details.document,
      document_upload_ids: [doc.id],
    },
  });
}

async function dealerOnboarding(dealer, details) {
  await call('POST', '/dealer/profile', {
    token: dealer.token,
    body: {
      company_name: details.company,
      contact_name: dealer.name,
      phone: details.phone,
      email: details.salesEmail,
      address: details.address,
    },
  });
  const doc = await upload(
    dealer.token,
    'kyc_document',
    kycPdf(details.company),
    'application/pdf',
    'registration.pdf',
  );
  return call('POST', '/dealer/kyc', {
    token: dealer.token,
    body: {
      business_name: details.company,
      registration_number: details.registration,
      address: details.address,
      representative_name: dealer.name,
      document_upload_ids: [doc.id],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// The things for sale.

/** A vehicle's or motorcycle's specifics (SPEC §11); each VIN carries its real check digit. */
const vehicle = (vin, make, model, year, mileage, mileage_unit, more = {}) => ({
  vin,
  make,
  model,
  year,
  mileage,
  mileage_unit,
  ...more,
});

/**
 * A condition report: each damage `[panel, kind, severity, note, photo]`, where `photo` is the
 * 1-based number of the listing's photo that shows it; tyre depths front left, front right,
 * rear left, rear right.
 */
const report = (damages, { tyres, warningLights = false, runs = true, keys = 2, notes } = {}) => ({
  damages,
  tyres,
  warningLights,
  runs,
  keys,
  notes,
});

const ITEMS = [
  {
    title: '2018 Ford Mustang GT Fastback',
    category: 'vehicles',
    condition: 'used',
    city: 'Austin',
    country: 'US',
    start: 2_800_000,
    reserve: 3_500_000,
    hue: 8,
    attributes: { Trim: 'GT Premium', Exhaust: 'Active valve' },
    specifics: vehicle('1FA6P8CF9J5100001', 'Ford', 'Mustang', 2018, 24_000, 'mi', {
      fuel: 'petrol',
      transmission: 'manual',
      body_type: 'coupe',
      colour: 'Race red',
      engine_size_cc: 5_038,
      previous_owners: 2,
      service_history: 'full',
      first_registered: '2018-04-12',
    }),
    report: report(
      [
        ['front_bumper', 'chip', 'minor', 'Stone chips on the lower lip', 1],
        ['rear_left_door', 'dent', 'moderate', 'Parking dent, paint intact', 2],
        ['bonnet', 'paint', 'moderate', 'Faded clear coat near the scoop'],
      ],
      { tyres: [6.5, 6.2, 4.1, 3.8], keys: 2 },
    ),
  },
  {
    title: 'Ducati Monster 821 Stealth',
    category: 'motorcycles',
    condition: 'used',
    city: 'Denver',
    country: 'US',
    start: 650_000,
    reserve: 820_000,
    hue: 0,
    attributes: { Exhaust: 'Termignoni slip-on' },
    specifics: vehicle('ZDM1ZBLW4KB000004', 'Ducati', 'Monster 821', 2019, 6_200, 'mi', {
      engine_size_cc: 821,
      colour: 'Matte black',
    }),
  },
  {
    title: 'Kubota KX040 mini excavator',
    category: 'machinery',
    condition: 'used',
    city: 'Tulsa',
    country: 'US',
    start: 1_900_000,
    reserve: 2_400_000,
    hue: 42,
    attributes: { 'Operating weight': '4.2 t' },
    specifics: {
      make: 'Kubota',
      model: 'KX040-4',
      year: 2017,
      operating_hours: 2_150,
      serial_number: 'KBCZ055CAHK1A0213',
    },
  },
  {
    title: 'Sony A7 IV mirrorless camera kit',
    category: 'electronics',
    condition: 'used',
    city: 'Seattle',
    country: 'US',
    start: 120_000,
    reserve: null,
    hue: 210,
    attributes: { Shutter: '4,300 actuations', Lens: '28-70mm' },
    specifics: { brand: 'Sony', model: 'A7 IV' },
  },
  {
    title: 'Omega Speedmaster Professional',
    category: 'jewellery_watches',
    condition: 'used',
    city: 'Chicago',
    country: 'US',
    start: 380_000,
    reserve: 450_000,
    hue: 220,
    attributes: { Movement: 'Calibre 1861, manual wind' },
    specifics: {
      brand: 'Omega',
      model: 'Speedmaster Professional',
      reference_number: '311.30.42.30.01.005',
      material: 'Stainless steel',
      box_and_papers: true,
    },
  },
  {
    title: 'Signed abstract oil on canvas, 1984',
    category: 'art_collectibles',
    condition: 'used',
    city: 'Santa Fe',
    country: 'US',
    start: 90_000,
    reserve: 150_000,
    hue: 280,
    attributes: { Signed: 'Lower right' },
    specifics: {
      artist_or_maker: 'Rosa Alvarez',
      year: 1984,
      medium: 'Oil on canvas',
      dimensions: '90 × 120 cm',
    },
  },
  {
    title: 'Teak garden dining set for six',
    category: 'home_garden',
    condition: 'used',
    city: 'Portland',
    country: 'US',
    start: 60_000,
    reserve: null,
    hue: 110,
    attributes: { Pieces: '7', Material: 'Grade A teak' },
    specifics: { brand: 'Barlow Tyrie' },
  },
  {
    title: 'Apple MacBook Pro 16" M3 Max',
    category: 'electronics',
    condition: 'new',
    city: 'San Jose',
    country: 'US',
    start: 250_000,
    reserve: 300_000,
    hue: 200,
    attributes: { Memory: '48 GB', Storage: '1 TB' },
    specifics: { brand: 'Apple', model: 'MacBook Pro 16" M3 Max' },
  },
  {
    title: 'Vintage Gibson Les Paul Standard',
    category: 'art_collectibles',
    condition: 'used',
    city: 'Nashville',
    country: 'US',
    start: 420_000,
    reserve: 600_000,
    hue: 25,
    attributes: { Finish: 'Cherry sunburst' },
    specifics: {
      artist_or_maker: 'Gibson',
      year: 1979,
      medium: 'Mahogany body, maple top',
      dimensions: '110 × 34 cm',
    },
  },
  {
    title: 'Honda CB1100 EX café racer',
    category: 'motorcycles',
    condition: 'used',
    city: 'Boise',
    country: 'US',
    start: 480_000,
    reserve: 550_000,
    hue: 350,
    attributes: { Seat: 'Hand-stitched brown leather' },
    specifics: vehicle('JH2SC5903KM200003', 'Honda', 'CB1100 EX', 2019, 9_800, 'mi', {
      engine_size_cc: 1_140,
      colour: 'Candy red',
    }),
  },
  {
    title: 'Rolex Submariner Date 16610',
    category: 'jewellery_watches',
    condition: 'used',
    city: 'Miami',
    country: 'US',
    start: 700_000,
    reserve: 850_000,
    hue: 160,
    attributes: { Bezel: 'Original insert' },
    specifics: {
      brand: 'Rolex',
      model: 'Submariner Date',
      reference_number: '16610',
      material: 'Oystersteel',
      box_and_papers: true,
    },
  },
  {
    title: 'John Deere 1025R compact tractor',
    category: 'machinery',
    condition: 'used',
    city: 'Des Moines',
    country: 'US',
    start: 1_100_000,
    reserve: 1_300_000,
    hue: 95,
    attributes: { Loader: '120R' },
    specifics: {
      make: 'John Deere',
      model: '1025R',
      year: 2020,
      operating_hours: 410,
      serial_number: '1LV1025RCLH110245',
    },
  },
  {
    title: 'Tesla Model 3 Long Range',
    category: 'vehicles',
    condition: 'used',
    city: 'Phoenix',
    country: 'US',
    start: 2_200_000,
    reserve: 2_600_000,
    hue: 190,
    attributes: { Autopilot: 'Enhanced' },
    specifics: vehicle('5YJ3E1EB2MF900002', 'Tesla', 'Model 3', 2021, 31_000, 'mi', {
      fuel: 'electric',
      transmission: 'automatic',
      body_type: 'saloon',
      colour: 'Pearl white',
      previous_owners: 1,
      service_history: 'full',
    }),
    report: report([['rear_right_wheel', 'scuff', 'minor', 'Kerbed alloy', 1]], {
      tyres: [5.5, 5.6, 4.9, 5.0],
      keys: 2,
    }),
  },
  {
    title: 'Mid-century walnut sideboard',
    category: 'home_garden',
    condition: 'used',
    city: 'Brooklyn',
    country: 'US',
    start: 80_000,
    reserve: 120_000,
    hue: 30,
    attributes: { Width: '180 cm' },
    specifics: { brand: 'G-Plan' },
  },
  {
    title: 'Leica M6 with Summicron 50mm',
    category: 'electronics',
    condition: 'used',
    city: 'Boston',
    country: 'US',
    start: 300_000,
    reserve: 380_000,
    hue: 260,
    attributes: { Year: '1986' },
    specifics: { brand: 'Leica', model: 'M6' },
  },
  {
    title: 'Antique brass ship’s telescope',
    category: 'other',
    condition: 'for_parts',
    city: 'Savannah',
    country: 'US',
    start: 20_000,
    reserve: null,
    hue: 48,
    attributes: { Length: '95 cm' },
  },
];

/** Vehicles from several markets, live for days: stock for every filter and facet. */
const VEHICLE_STOCK = [
  {
    title: '2018 Volkswagen Golf GTD Estate',
    city: 'Manchester',
    country: 'GB',
    start: 1_150_000,
    reserve: 1_400_000,
    hue: 205,
    specifics: vehicle('WVWZZZAU6JW000005', 'Volkswagen', 'Golf', 2018, 61_000, 'km', {
      fuel: 'diesel',
      transmission: 'manual',
      body_type: 'estate',
      colour: 'Tornado red',
      engine_size_cc: 1_968,
      previous_owners: 2,
      service_history: 'partial',
    }),
    report: report(
      [
        ['front_right_wing', 'scratch', 'minor', 'Light scratch above the arch', 2],
        ['windscreen', 'chip', 'minor', 'Chip outside the wiper sweep', 3],
      ],
      { tyres: [4.2, 4.0, 3.1, 2.9] },
    ),
  },
  {
    title: '2020 Toyota RAV4 Hybrid XLE',
    city: 'Toronto',
    country: 'CA',
    start: 2_300_000,
    reserve: 2_700_000,
    hue: 140,
    specifics: vehicle('2T3RWRFV3LW000006', 'Toyota', 'RAV4', 2020, 48_000, 'km', {
      fuel: 'hybrid',
      transmission: 'automatic',
      body_type: 'suv',
      colour: 'Magnetic grey',
      previous_owners: 1,
      service_history: 'full',
    }),
    report: report([], { tyres: [7.0, 7.1, 6.8, 6.9], keys: 2, notes: 'Dealer serviced.' }),
  },
  {
    title: '2016 BMW 320d M Sport',
    city: 'Munich',
    country: 'DE',
    start: 1_200_000,
    reserve: null,
    hue: 230,
    specifics: vehicle('WBA8E5C56GK000007', 'BMW', '320d', 2016, 98_000, 'km', {
      fuel: 'diesel',
      transmission: 'automatic',
      body_type: 'saloon',
      colour: 'Estoril blue',
      engine_size_cc: 1_995,
      previous_owners: 3,
    }),
    report: report(
      [
        ['rear_bumper', 'crack', 'moderate', 'Cracked below the number plate', 1],
        ['front_left_door', 'dent', 'major', 'Creased panel, needs replacing', 2],
        ['engine', 'mechanical', 'moderate', 'Timing chain rattle on cold start'],
      ],
      { tyres: [3.2, 3.0, 1.8, 2.4], warningLights: true, keys: 1 },
    ),
  },
  {
    title: '2021 Nissan Leaf Tekna',
    city: 'Bristol',
    country: 'GB',
    start: 1_400_000,
    reserve: 1_650_000,
    hue: 180,
    specifics: vehicle('SJNFAAZE1U0000008', 'Nissan', 'Leaf', 2021, 22_000, 'mi', {
      fuel: 'electric',
      transmission: 'automatic',
      body_type: 'hatchback',
      colour: 'Pearl white',
      previous_owners: 1,
    }),
    report: report([['interior', 'scuff', 'minor', 'Scuffed boot sill trim', 3]], {
      tyres: [5.8, 5.9, 6.0, 6.1],
    }),
  },
  {
    title: '2018 Ford Transit Custom 300 L1',
    city: 'Leeds',
    country: 'GB',
    start: 900_000,
    reserve: 1_050_000,
    hue: 60,
    specifics: vehicle('WF0YXXTT8YFA00009', 'Ford', 'Transit Custom', 2018, 87_000, 'mi', {
      fuel: 'diesel',
      transmission: 'manual',
      body_type: 'van',
      colour: 'Frozen white',
      service_history: 'none',
    }),
    report: report(
      [
        ['rear_left_quarter', 'dent', 'major', 'Reversing damage', 1],
        ['rear_right_door', 'rust', 'major', 'Rust along the lower seam', 2],
        ['roof', 'scratch', 'moderate', 'Roof-rack scratches'],
        ['front_bumper', 'missing', 'moderate', 'Fog light cover missing', 3],
      ],
      { tyres: [1.6, 1.9, 3.5, 3.4], keys: 1 },
    ),
  },
  {
    title: '2019 Mazda MX-5 RF Sport',
    city: 'Sacramento',
    country: 'US',
    start: 1_700_000,
    reserve: 1_900_000,
    hue: 355,
    specifics: vehicle('JM1NDAD79K0000010', 'Mazda', 'MX-5', 2019, 18_000, 'mi', {
      fuel: 'petrol',
      transmission: 'manual',
      body_type: 'convertible',
      colour: 'Soul red crystal',
      engine_size_cc: 1_998,
      previous_owners: 1,
      service_history: 'full',
      first_registered: '2019-06-01',
    }),
    report: report(
      [
        ['bonnet', 'chip', 'minor', 'Two stone chips', 1],
        ['right_mirror', 'scuff', 'moderate', 'Scuffed mirror cap', 2],
      ],
      { tyres: [5.0, 5.1, 4.2, 4.4] },
    ),
  },
].map((item) => ({
  ...item,
  category: 'vehicles',
  condition: 'used',
  attributes: {},
}));

/** Writes an item's condition report, each damage shown on one of `photoIds` when it says so. */
function putReport(seller, listingId, item, photoIds) {
  const r = item.report;
  const [fl, fr, rl, rr] = r.tyres ?? [];
  return call('PUT', `/seller/listings/${listingId}/condition-report`, {
    token: seller.token,
    body: {
      damages: r.damages.map(([panel, kind, severity, note, photo]) => ({
        panel,
        kind,
        severity,
        ...(note ? { note } : {}),
        ...(photo && photoIds[photo - 1] ? { photo_id: photoIds[photo - 1] } : {}),
      })),
      ...(r.tyres
        ? { tyres: { front_left_mm: fl, front_right_mm: fr, rear_left_mm: rl, rear_right_mm: rr } }
        : {}),
      warning_lights: r.warningLights,
      runs_and_drives: r.runs,
      keys: r.keys,
      ...(r.notes ? { notes: r.notes } : {}),
    },
  });
}

let itemIndex = 0;
async function listing(seller, { photos = 3, item = ITEMS[itemIndex++ % ITEMS.length] } = {}) {
  const created = await call('POST', '/seller/listings', {
    token: seller.token,
    body: {
      title: item.title,
      description: `${item.title}. Well kept and described honestly: see the photos for the condition. Collection from ${item.city}; the buyer arranges transport.`,
      category: item.category,
      condition: item.condition,
      location_city: item.city,
      location_country: item.country,
      attributes: item.attributes,
      ...(item.specifics ? { specifics: item.specifics } : {}),
      starting_price_cents: item.start,
      ...(item.reserve ? { reserve_price_cents: item.reserve } : {}),
    },
  });
  const photoIds = [];
  for (let i = 0; i < photos; i++) {
    const uploaded = await upload(
      seller.token,
      'listing_photo',
      await photo(item.category, item.hue, i),
      'image/jpeg',
      `photo-${i + 1}.jpg`,
      created.id,
    );
    photoIds.push(uploaded.id);
  }
  if (item.report) await putReport(seller, created.id, item, photoIds);
  return { ...created, item };
}

const submit = (seller, l) =>
  call('POST', `/seller/listings/${l.id}/submit`, { token: seller.token });

async function approvedAuctionId(staffToken, seller, l) {
  await submit(seller, l);
  await call('POST', `/admin/listings/${l.id}/approve`, { token: staffToken });
  const page = await call('GET', '/admin/auctions/schedulable?limit=100', { token: staffToken });
  const auction = page.items.find((a) => a.listing_id === l.id);
  if (!auction) throw new Error(`no auction for ${l.id}`);
  return auction.id;
}

const minutes = (n) => new Date(Date.now() + n * 60_000).toISOString();

const schedule = (staffToken, auctionId, startIn, endIn) =>
  call('POST', `/admin/auctions/${auctionId}/schedule`, {
    token: staffToken,
    body: { start_at: minutes(startIn), end_at: minutes(endIn) },
  });

let idempotency = 0;
const bid = (dealer, auctionId, amount, max) =>
  call('POST', `/dealer/auctions/${auctionId}/bids`, {
    token: dealer.token,
    headers: { 'Idempotency-Key': `demo-${process.pid}-${idempotency++}` },
    body: { amount_cents: amount, ...(max ? { max_amount_cents: max } : {}) },
  });

/**
 * The active dealers' saved searches: `[dealer, name, filters, alert]`. Most match some of the
 * demo's auctions (Ford Mustang and Transit; Nissan Leaf; Golf estate and Transit van; Omega and
 * Rolex; Ducati and Honda; Kubota excavator), one matches nothing, one is off.
 */
const SAVED_SEARCHES = ({ north, harbour, summit }) => [
  [north, 'Any Ford', { make: 'Ford' }, 'instant'],
  [north, 'Electric cars', { category: 'vehicles', fuel: ['electric'] }, 'instant'],
  [
    north,
    'Porsche 911 under 50,000 km',
    { make: 'Porsche', model: '911', mileage_max_km: 50_000 },
    'instant',
  ],
  [north, 'Classic Land Rovers', { make: 'Land Rover', year_max: 1990 }, 'off'],
  [
    harbour,
    'UK diesel estates and vans',
    { category: 'vehicles', fuel: ['diesel'], body_type: ['estate', 'van'], country: 'GB' },
    'daily',
  ],
  [harbour, 'Watches', { category: 'jewellery_watches' }, 'instant'],
  [summit, 'Motorcycles', { category: 'motorcycles' }, 'instant'],
  [summit, 'Excavators', { category: 'machinery', q: 'excavator' }, 'daily'],
];

/**
 * The negotiation below the reserve (SPEC §13.1) of an auction `dealer` leads: the dealer offers
 * a third of the way from its bid to the reserve, the seller counters three quarters of the way,
 * and the seller's offer waits for the dealer's answer.
 */
async function negotiate(seller, dealer, auctionId) {
  const path = (side) => `/${side}/auctions/${auctionId}`;
  const { highest_bid_cents: bid, reserve_price_cents: reserve } = await call(
    'GET',
    `${path('seller')}/negotiation`,
    { token: seller.token },
  );
  const between = (share) => bid + Math.max(100, Math.round(((reserve - bid) * share) / 100) * 100);
  await call('POST', `${path('dealer')}/offers`, {
    token: dealer.token,
    body: { amount_cents: between(1 / 3) },
  });
  await call('POST', `${path('seller')}/offers`, {
    token: seller.token,
    body: { amount_cents: Math.min(reserve, between(3 / 4)) },
  });
}

// ---------------------------------------------------------------------------------------------

/**
 * After the sale (SPEC §13.3, §13.4): harbour and alice talk about collecting harbour's purchase,
 * with a word from staff; north reports undisclosed damage on bruno's sale, with photos, and
 * bruno answers (staff have to decide); summit's dispute on alice's sale was decided with a price
 * adjustment, so its invoice has a credit note.
 */
async function afterSale(
  staff,
  { alice, bruno, north, harbour, summit },
  { soldCollected, soldDisputed, soldAdjusted },
) {
  const say = (who, auctionId, body) =>
    call('POST', `/auctions/${auctionId}/messages`, {
      token: typeof who === 'string' ? who : who.token,
      body: { body },
    });
  await say(
    harbour,
    soldCollected.id,
    'Hello Alice, thanks for the sale. Could I collect it on Thursday morning?',
  );
  await say(
    alice,
    soldCollected.id,
    'Thursday works. Any time after 9:00 — the address is on your listing page.\nPlease bring the payment reference.',
  );
  await say(
    staff,
    soldCollected.id,
    'Gavel here: the buyer’s fee is collected, so you are all set. Tell us if anything comes up.',
  );
  await say(harbour, soldCollected.id, 'Great, see you Thursday.');

  const photos = [];
  for (const variant of [0, 1]) {
    const bytes = await photo('vehicles', 8 + variant, variant);
    const uploaded = await upload(
      north.token,
      'dispute_photo',
      bytes,
      'image/jpeg',
      `damage-${variant + 1}.jpg`,
    );
    photos.push(uploaded.id);
  }
  const open = await call('POST', `/dealer/auctions/${soldDisputed.id}/disputes`, {
    token: north.token,
    body: {
      reason: 'undisclosed_damage',
      description:
        'The rear bumper is cracked and was not in the photos or the condition report. ' +
        'Photos attached; a repair quote is about 450.',
      requested_adjustment_cents: 45_000,
      photo_upload_ids: photos,
    },
  });
  await call('POST', `/seller/disputes/${open.id}/response`, {
    token: bruno.token,
    body: { body: 'The bumper was fine when it left. I am happy to look at it together.' },
  });
  await say(
    north,
    soldDisputed.id,
    'I have opened a dispute about the bumper; the photos are attached to it.',
  );

  const adjusted = await call('POST', `/dealer/auctions/${soldAdjusted.id}/disputes`, {
    token: summit.token,
    body: {
      reason: 'mileage_discrepancy',
      description: 'The odometer reads about 4,000 km more than the listing said.',
      requested_adjustment_cents: 50_000,
    },
  });
  await call('POST', `/seller/disputes/${adjusted.id}/response`, {
    token: alice.token,
    body: { body: 'I copied the mileage from an old service record; a reduction is fair.' },
  });
  await call('POST', `/admin/disputes/${adjusted.id}/resolve`, {
    token: staff,
    body: {
      decision: 'price_adjusted',
      adjusted_price_cents: soldAdjusted.hammer_price_cents - 50_000,
      note: 'The seller agrees the mileage was misstated; the price is reduced by the amount asked.',
    },
  });
}

async function seed() {
  await waitHealthy();
  const admin = await login(ADMIN);
  const approveKyc = (id) => call('POST', `/admin/kyc/${id}/approve`, { token: admin, body: {} });

  // Sellers: two verified, one waiting for review, one who has not started.
  const alice = await register('seller', 'Alice Carter', 'alice@gavel.demo');
  const bruno = await register('seller', 'Bruno Diaz', 'bruno@gavel.demo');
  const carmen = await register('seller', 'Carmen Li', 'carmen@gavel.demo');
  const dan = await register('seller', 'Dan Okafor', 'dan@gavel.demo');
  for (const [seller, details] of [
    [
      alice,
      {
        dob: '1979-03-14',
        phone: '+15125550101',
        document: 'X1234567',
        address: address('12 Oak Street', 'Austin', '78701', 'US'),
      },
    ],
    [
      bruno,
      {
        dob: '1985-11-02',
        phone: '+13035550102',
        document: 'Y7654321',
        address: address('48 Pine Avenue', 'Denver', '80202', 'US'),
      },
    ],
  ]) {
    await approveKyc((await sellerKyc(seller, details)).id);
  }
  await sellerKyc(carmen, {
    dob: '1990-06-21',
    phone: '+12065550103',
    document: 'Z5550001',
    address: address('7 Lake View', 'Seattle', '98101', 'US'),
  });

  // Dealers: three active, one waiting for activation, one suspended.
  const dealers = {};
  const dealerDetails = [
    ['north', 'Nia North', 'North Motors LLC', '+15125550201', 'TX-448812'],
    ['harbour', 'Hugo Harbour', 'Harbour Trading Co', '+13055550202', 'FL-119273'],
    ['summit', 'Sara Summit', 'Summit Equipment Inc', '+17205550203', 'CO-552019'],
    ['pending', 'Pablo Pending', 'Prairie Resale', '+15155550204', 'IA-700112'],
    ['suspended', 'Sam Stone', 'Stone Brothers Auto', '+16025550205', 'AZ-300045'],
  ];
  for (const [index, [key, name, company, phone, registration]] of dealerDetails.entries()) {
    const dealer = await register('dealer', name, `${key}@gavel.demo`);
    const kyc = await dealerOnboarding(dealer, {
      company,
      phone,
      registration,
      salesEmail: `sales@${key}.example`,
      address: address(`${120 + index * 7} Market Street`, 'Dallas', '75201', 'US'),
    });
    if (key !== 'pending') await approveKyc(kyc.id);
    dealers[key] = dealer;
  }
  const dealerList = await call('GET', '/admin/dealers?limit=100', { token: admin });
  const stone = dealerList.items.find((d) => d.email === 'suspended@gavel.demo');
  await call('POST', `/admin/dealers/${stone.id}/suspend`, {
    token: admin,
    body: { reason: 'Two unpaid buyer fees; reinstated once settled.' },
  });
  const { north, harbour, summit } = dealers;

  // Saved searches (SPEC §12), made before any auction is published: a publication is what
  // matches them, so the live and scheduled auctions below tell the instant ones' dealers.
  for (const [dealer, name, filters, alert] of SAVED_SEARCHES(dealers)) {
    await call('POST', '/dealer/saved-searches', {
      token: dealer.token,
      body: { name, filters, alert },
    });
  }

  // Live auctions ending over the next hour, with real bidding (proxy maxima included).
  const live = [];
  for (const [endIn, bids] of [
    [
      12,
      [
        [north, 1],
        [harbour, 2],
        [north, 3, 6],
      ],
    ],
    [
      24,
      [
        [summit, 1],
        [north, 2],
      ],
    ],
    [37, []],
    [
      49,
      [
        [harbour, 1, 5],
        [summit, 2],
      ],
    ],
    [58, [[north, 1]]],
  ]) {
    const seller = live.length % 2 ? bruno : alice;
    const l = await listing(seller);
    const auctionId = await approvedAuctionId(admin, seller, l);
    await schedule(admin, auctionId, 0, endIn);
    for (const [dealer, step, maxStep] of bids) {
      const auction = await call('GET', `/auctions/${auctionId}`);
      const amount = auction.min_next_bid_cents + (step - 1) * 5_000;
      await bid(dealer, auctionId, amount, maxStep ? amount + maxStep * 10_000 : undefined);
    }
    live.push(auctionId);
  }
  // More vehicles from several markets, live for days, with their condition reports.
  for (const [i, item] of VEHICLE_STOCK.entries()) {
    const seller = i % 2 ? bruno : alice;
    const l = await listing(seller, { item });
    await schedule(admin, await approvedAuctionId(admin, seller, l), 0, 60 * 24 * (2 + i));
  }
  // A dealer watches what it is interested in (when the watchlist exists on this server).
  await call('PUT', `/dealer/watchlist/${live[2]}`, { token: north.token }).catch(() => undefined);

  // Ended auctions: run live, bid on, then closed by staff so every outcome exists right away.
  async function ended(seller, bids, reason) {
    const l = await listing(seller, { photos: 2 });
    const auctionId = await approvedAuctionId(admin, seller, l);
    await schedule(admin, auctionId, 0, 60);
    for (const [dealer, amount] of bids) await bid(dealer, auctionId, amount(l.item));
    return call('POST', `/admin/auctions/${auctionId}/force-end`, {
      token: admin,
      body: { reason },
    });
  }
  // Each sale issues its buyer an invoice for the fee (SPEC §13.2): harbour's is paid (the fee
  // collected), north's outstanding.
  const soldCollected = await ended(
    alice,
    [
      [north, (i) => i.start],
      [harbour, (i) => (i.reserve ?? i.start) + 20_000],
    ],
    'Seller and top bidder agreed to close early.',
  );
  await call('POST', `/admin/auctions/${soldCollected.id}/mark-fee-collected`, {
    token: admin,
    body: { reference: 'Wire 2026-0042' },
  });
  const soldDisputed = await ended(
    bruno,
    [
      [summit, (i) => i.start],
      [north, (i) => (i.reserve ?? i.start) + 10_000],
    ],
    'Closed early at the seller’s request.',
  );
  const soldAdjusted = await ended(
    alice,
    [[summit, (i) => (i.reserve ?? i.start) + 5_000]],
    'Closed early: seller and bidder agreed on the price.',
  );
  await afterSale(
    admin,
    { alice, bruno, north, harbour, summit },
    { soldCollected, soldDisputed, soldAdjusted },
  );
  const belowReserve = await ended(
    alice,
    [[harbour, (i) => i.start]],
    'Closed early: the item must be collected this week.',
  );
  await negotiate(alice, harbour, belowReserve.id);
  await ended(bruno, [], 'No interest after a week; seller will relist.');

  // Scheduled, waiting to be scheduled, in review, rejected and draft listings.
  for (const seller of [alice, bruno]) {
    const l = await listing(seller);
    await schedule(admin, await approvedAuctionId(admin, seller, l), 24 * 60, 24 * 60 * 4);
  }
  await approvedAuctionId(admin, alice, await listing(alice));
  await submit(bruno, await listing(bruno, { photos: 2 }));
  await submit(alice, await listing(alice, { photos: 2 }));
  const rejected = await listing(bruno, { photos: 1 });
  await submit(bruno, rejected);
  await call('POST', `/admin/listings/${rejected.id}/reject`, {
    token: admin,
    body: { reason: 'Please add photos of the serial number and any damage.' },
  });
  await listing(dan, { photos: 1 });

  const twoStep = await enableTwoStep(bruno);
  return { live: live.length, belowReserve: belowReserve.id, twoStep };
}

try {
  const result = await seed();
  const url = WILDCARD ? `http://localhost:${PORT}` : BASE;
  const rows = [
    ['Staff (ADMIN)', ADMIN.email, `${url}/admin/login`],
    ['Staff (OPS)', OPS.email, `${url}/admin/login`],
    ['Seller, verified', 'alice@gavel.demo', `${url}/seller/login`],
    ['Seller, two-step on', 'bruno@gavel.demo', `${url}/seller/login`],
    ['Seller, KYC in review', 'carmen@gavel.demo', `${url}/seller/login`],
    ['Seller, new', 'dan@gavel.demo', `${url}/seller/login`],
    ['Dealer, active', 'north@gavel.demo', `${url}/dealer/login`],
    ['Dealer, active', 'harbour@gavel.demo', `${url}/dealer/login`],
    ['Dealer, active', 'summit@gavel.demo', `${url}/dealer/login`],
    ['Dealer, pending', 'pending@gavel.demo', `${url}/dealer/login`],
    ['Dealer, suspended', 'suspended@gavel.demo', `${url}/dealer/login`],
  ];
  const width = Math.max(...rows.map((row) => row[1].length));
  console.log(`
Gavel demo is running at ${url}  (Ctrl+C stops it)
Data folder: ${DATA_DIR}
${result.live} auctions are live and end over the next hour; others are scheduled, ended
(sold, below reserve, no bids), waiting for review, rejected or in draft.
alice's auction that ended below its reserve is being negotiated: harbour offered, alice
countered, and harbour has to answer (accept, decline or offer again). The sales issued
invoices: harbour's is paid (its fee collected), north's and summit's are outstanding.
After the sale: alice and harbour have a conversation (with a word from staff); north reported
damage on bruno's sale with photos and bruno answered, so a dispute waits in /admin/disputes;
summit's dispute on alice's sale was decided with a price adjustment and a credit note.
The active dealers have saved searches (instant, daily, one off): the instant ones' matches
are in north's, harbour's and summit's notifications, the daily ones wait for the digest.

Every account's password: ${PASSWORD}
${rows.map(([who, email, where]) => `  ${who.padEnd(22)} ${email.padEnd(width)}  ${where}`).join('\n')}

bruno@gavel.demo signs in with two-step sign-in. Add this secret to an authenticator app
(or open the otpauth link on a phone), then enter the 6-digit code it shows:
  secret   ${result.twoStep.secret}
  otpauth  ${result.twoStep.otpauthUrl}
Emails (confirmations, password resets, notifications) are written to ${path.join(DATA_DIR, 'outbox')}.
`);
} catch (error) {
  console.error('The demo could not be seeded:', error);
  server.kill('SIGTERM');
  process.exitCode = 1;
}
