// Shared set-up for benchmarks: a production server on a fresh database, and an API client
// that drives the real flows (sign-up, KYC with a document, listing with a photo, review).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** A fresh PostgreSQL database for one run (dropped at the end), or null for PGlite. */
export async function freshPostgres(url) {
  if (!url) return null;
  const name = `gavel_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A production server on a free port; `nodeArgs` e.g. ['--cpu-prof'] for profiling.
 * BENCH_SERVER=<path to another checkout's dist/server.js> measures that build instead, for
 * before-and-after comparisons.
 */
export async function startServer(env = {}, { nodeArgs = [] } = {}) {
  const port = 8300 + Math.floor(Math.random() * 500);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-bench-'));
  const child = spawn(
    process.execPath,
    [...nodeArgs, process.env.BENCH_SERVER ?? path.join(root, 'apps/server/dist/server.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        RATE_LIMIT: 'off',
        // The bench seeds its sellers and dealers through the API and measures bids and reads;
        // confirming each address by its emailed link (tested in the API and browser suites)
        // would only wait on the email worker's tick for every account it makes.
        EMAIL_VERIFICATION: 'optional',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'bench-admin@example.com',
        ADMIN_PASSWORD: 'Bench-admin-passphrase-1',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 400) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    pid: child.pid,
    /** The server process's CPU time so far and its peak resident memory (issue 15). */
    usage: () => processUsage(child.pid),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What `process.cpuUsage()` and the kernel's peak RSS say of another process, read from /proc
 * (Linux): user + system CPU milliseconds since it started, and its resident high-water mark.
 * Sampled before and after a load, CPU ÷ requests is the CPU each request cost the server.
 */
export function processUsage(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const hwmKb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return { cpuMs: processCpu(pid).cpuMs, peakRssMb: Math.round(hwmKb / 1024) };
}

/** A process's command name and its user + system CPU milliseconds so far, from /proc. */
export function processCpu(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start at ") ".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14, 15)
  return {
    comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    cpuMs: ticksToMs(ticks),
  };
}

/** The machine's CPU milliseconds so far, all cores: busy and idle (idle and iowait), from /proc. */
export function machineCpu() {
  const ticks = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1);
  const all = ticks.map(Number);
  const idle = all[3] + all[4];
  return { busyMs: ticksToMs(all.reduce((a, b) => a + b, 0) - idle), idleMs: ticksToMs(idle) };
}

const ticksToMs = (ticks) => (ticks * 1000) / CLOCK_TICKS;
const CLOCK_TICKS = Number(
  (() => {
    try {
      return execFileSync('getconf', ['CLK_TCK']).toString().trim();
    } catch {
      return '100';
    }
  })(),
);

/** A one-page PDF, enough for a KYC document. */
export function tinyPdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A small real PNG, made with sharp from the server's dependencies. */
export async function tinyPng() {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#8866aa' } })
    .png()
    .toBuffer();
}

export function client(base) {
  async function call(method, url, { token, body, headers } = {}) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const json = text ? JSON.parse(text) : null;
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${text}`);
    return json;
  }
  async function upload(token, purpose, bytes, contentType, listingId) {
    const p = await call('POST', '/api/uploads/presign', {
      token,
      body: {
        purpose,
        filename: contentType === 'application/pdf' ? 'doc.pdf' : 'photo.png',
        content_type: contentType,
        size_bytes: bytes.length,
        ...(listingId ? { listing_id: listingId } : {}),
      },
    });
    const url = p.upload_url.startsWith('/') ? `${base}${p.upload_url}` : p.upload_url;
    const put = await fetch(url, { method: 'PUT', headers: p.headers, body: bytes });
    if (!put.ok) throw new Error(`PUT → ${put.status} ${await put.text()}`);
    return call('POST', '/api/uploads/finalize', { token, body: { upload_id: p.upload_id } });
  }
  return { call, upload };
}

const address = { line1: '1 Bench Road', city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' };

export async function adminToken(api) {
  const r = await api.call('POST', '/api/auth/login', {
    body: { email: 'bench-admin@example.com', password: 'Bench-admin-passphrase-1' },
  });
  return r.access_token;
}

export async function activeDealer(api, admin, i) {
  const email = `dealer${i}-${Date.now()}@example.com`;
  const { access_token: token } = await api.call('POST', '/api/auth/register', {
    body: { email, password: 'Bench-dealer-passphrase-1', role: 'dealer', name: `Dealer ${i}` },
  });
  await api.call('POST', '/api/dealer/profile', {
    token,
    body: {
      company_name: `Bench ${i} Ltd`,
      contact_name: 'B',
      phone: '+441130000000',
      email,
      address,
    },
  });
  const doc = await api.upload(token, 'kyc_document', tinyPdf(), 'application/pdf');
  const kyc = await api.call('POST', '/api/dealer/kyc', {
    token,
    body: {
      business_name: `Bench ${i} Ltd`,
      registration_number: '0000000',
      address,
      representative_name: 'B',
      document_upload_ids: [doc.id],
    },
  });
  await api.call('POST', `/api/admin/kyc/${kyc.id}/approve`, { token: admin });
  return token;
}

/** A seller registered with approved KYC; answers its email and token. */
export async function approvedSeller(api, admin, name = 'Seller') {
  const email = `seller-${Date.now()}-${Math.random()}@example.com`;
  const { access_token: token } = await api.call('POST', '/api/auth/register', {
    body: { email, password: 'Bench-seller-passphrase-1', role: 'seller', name },
  });
  const doc = await api.upload(token, 'kyc_document', tinyPdf(), 'application/pdf');
  const kyc = await api.call('POST', '/api/seller/kyc', {
    token,
    body: {
      full_name: 'Sam Seller',
      date_of_birth: '1980-01-01',
      phone: '+441130000001',
      address,
      document_type: 'passport',
      document_number: 'X1234567',
      document_upload_ids: [doc.id],
    },
  });
  await api.call('POST', `/api/admin/kyc/${kyc.id}/approve`, { token: admin });
  return { email, token };
}

/** A seller's listing through review and scheduling to a live auction; answers its id. */
export async function liveAuction(api, admin, png, { startingPriceCents = 10_000 } = {}) {
  const { token } = await approvedSeller(api, admin);
  const listing = await api.call('POST', '/api/seller/listings', {
    token,
    body: {
      title: 'Benchmark lot',
      category: 'other',
      condition: 'used',
      location_city: 'Leeds',
      location_country: 'GB',
      starting_price_cents: startingPriceCents,
    },
  });
  await api.upload(token, 'listing_photo', png, 'image/png', listing.id);
  await api.call('POST', `/api/seller/listings/${listing.id}/submit`, { token });
  await api.call('POST', `/api/admin/listings/${listing.id}/approve`, { token: admin });
  const auction = await api.call('GET', `/api/seller/listings/${listing.id}/auction`, { token });
  const now = Date.now();
  await api.call('POST', `/api/admin/auctions/${auction.id}/schedule`, {
    token: admin,
    body: {
      start_at: new Date(now).toISOString(),
      end_at: new Date(now + 6 * 3600_000).toISOString(),
    },
  });
  for (let i = 0; i < 100; i++) {
    const a = await api.call('GET', `/api/auctions/${auction.id}`);
    if (a.status === 'live') return auction.id;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('auction did not go live');
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
