import type { ListingStatus } from '@gavel/contract';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../src/db/index.js';
import { listings } from '../src/db/schema.js';

/**
 * Real files made in code for upload tests, and a helper that runs the whole presign → PUT →
 * finalize flow. Other modules' tests import these: keep the signatures stable.
 */
export type SampleKind = 'jpeg' | 'png' | 'webp' | 'pdf' | 'text';

export interface SampleFile {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

export interface SampleOptions {
  width?: number;
  height?: number;
  /** Overrides the natural filename (e.g. a text file named `.png`). */
  filename?: string;
  /** Overrides the natural content type (e.g. to claim a text file is image/png). */
  contentType?: string;
  /** JPEG only: EXIF orientation (1–8) written into the file. */
  orientation?: number;
}

const NATURAL: Record<SampleKind, { contentType: string; ext: string }> = {
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  png: { contentType: 'image/png', ext: 'png' },
  webp: { contentType: 'image/webp', ext: 'webp' },
  pdf: { contentType: 'application/pdf', ext: 'pdf' },
  text: { contentType: 'text/plain', ext: 'txt' },
};

/** EXIF with a camera and a GPS position, so tests can prove the server strips them. */
export const SAMPLE_EXIF = {
  IFD0: { Make: 'GavelCam', Model: 'Test 1', Copyright: 'Sample owner' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '51/1 30/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '0/1 7/1 0/1',
  },
};

function gradient(width: number, height: number) {
  // A non-uniform picture so encoders produce realistic, non-trivial files.
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / Math.max(1, width - 1);
      raw[i + 1] = (y * 255) / Math.max(1, height - 1);
      raw[i + 2] = 128;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

/** A one-page PDF written by hand, with a correct cross-reference table. */
export function tinyPdf(text = 'Gavel test document'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 12 Tf 10 50 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
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

export async function sampleFile(kind: SampleKind, opts: SampleOptions = {}): Promise<SampleFile> {
  const width = opts.width ?? 64;
  const height = opts.height ?? 48;
  const natural = NATURAL[kind];
  let bytes: Buffer;
  switch (kind) {
    case 'jpeg':
      bytes = await gradient(width, height)
        .withExif(SAMPLE_EXIF)
        .withMetadata({ orientation: opts.orientation ?? 1 })
        .jpeg({ quality: 90 })
        .toBuffer();
      break;
    case 'png':
      bytes = await gradient(width, height).png().toBuffer();
      break;
    case 'webp':
      bytes = await gradient(width, height).webp().toBuffer();
      break;
    case 'pdf':
      bytes = tinyPdf();
      break;
    case 'text':
      bytes = Buffer.from('This is plain text, not a picture.\n'.repeat(4), 'utf8');
      break;
  }
  return {
    bytes,
    contentType: opts.contentType ?? natural.contentType,
    filename: opts.filename ?? `sample.${natural.ext}`,
  };
}

export interface UploadInput {
  purpose: 'listing_photo' | 'kyc_document' | 'dispute_photo';
  listingId?: string;
  file?: SampleFile;
}

export interface FinalizedUpload {
  id: string;
  purpose: 'listing_photo' | 'kyc_document' | 'dispute_photo';
  content_type: string;
  size_bytes: number;
  url: string;
  thumbnail_url?: string;
  display_url?: string;
}

export interface PresignAnswer {
  upload_id: string;
  upload_url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expires_at: string;
}

function fail(step: string, status: number, body: string): never {
  throw new Error(`upload ${step} failed: ${status} ${body}`);
}

/** Sends `bytes` to a presigned URL: through the app for the local driver, else over HTTP. */
export async function putToUploadUrl(
  app: FastifyInstance,
  presign: PresignAnswer,
  bytes: Buffer,
  headers: Record<string, string> = presign.headers,
): Promise<{ status: number; body: string }> {
  if (presign.upload_url.startsWith('/')) {
    const res = await app.inject({
      method: 'PUT',
      url: presign.upload_url,
      headers,
      payload: bytes,
    });
    return { status: res.statusCode, body: res.body };
  }
  const res = await fetch(presign.upload_url, {
    method: 'PUT',
    headers,
    body: new Uint8Array(bytes),
  });
  return { status: res.status, body: await res.text() };
}

/** Presign → PUT → finalize; answers finalize's JSON and throws on any non-2xx. */
export async function uploadFile(
  app: FastifyInstance,
  accessToken: string,
  input: UploadInput,
): Promise<FinalizedUpload> {
  const file = input.file ?? (await sampleFile(input.purpose === 'kyc_document' ? 'pdf' : 'jpeg'));
  const authorization = `Bearer ${accessToken}`;
  const presign = await app.inject({
    method: 'POST',
    url: '/api/uploads/presign',
    headers: { authorization },
    payload: {
      purpose: input.purpose,
      filename: file.filename,
      content_type: file.contentType,
      size_bytes: file.bytes.length,
      ...(input.listingId ? { listing_id: input.listingId } : {}),
    },
  });
  if (presign.statusCode !== 201) fail('presign', presign.statusCode, presign.body);
  const answer = presign.json<PresignAnswer>();
  const put = await putToUploadUrl(app, answer, file.bytes);
  if (put.status < 200 || put.status >= 300) fail('PUT', put.status, put.body);
  const finalize = await app.inject({
    method: 'POST',
    url: '/api/uploads/finalize',
    headers: { authorization },
    payload: { upload_id: answer.upload_id },
  });
  if (finalize.statusCode !== 200) fail('finalize', finalize.statusCode, finalize.body);
  return finalize.json<FinalizedUpload>();
}

/** The first `keep` bytes of a file: a picture cut off in transfer. */
export function truncated(file: SampleFile, keep = Math.floor(file.bytes.length / 2)): SampleFile {
  return { ...file, bytes: file.bytes.subarray(0, keep) };
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/**
 * A small PNG whose header claims `width`×`height` pixels (a "pixel flood"): decoding it would
 * allocate gigabytes. The header's checksum is recomputed so it parses as a valid PNG.
 */
export async function pixelFloodPng(width = 10_000, height = 10_000): Promise<SampleFile> {
  const { bytes } = await sampleFile('png', { width: 8, height: 8 });
  const out = Buffer.from(bytes);
  // Signature (8) + length (4) + "IHDR" (4), then width and height; the CRC covers type + data.
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return { bytes: out, contentType: 'image/png', filename: 'flood.png' };
}

/**
 * Seeds a listing row for upload tests without going through the listings module: an
 * incomplete draft is a valid listing (SPEC §4.4: drafts may be incomplete).
 */
export async function insertDraftListing(
  db: Database,
  sellerId: string,
  status: ListingStatus = 'draft',
): Promise<string> {
  const now = new Date();
  const [row] = await db.transaction((tx) =>
    tx
      .insert(listings)
      .values({
        sellerId,
        status,
        title: 'Test listing',
        currency: 'USD',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: listings.id }),
  );
  if (!row) throw new Error('insert into listings returned no row');
  return row.id;
}

export async function setListingStatus(
  db: Database,
  listingId: string,
  status: ListingStatus,
): Promise<void> {
  await db.transaction((tx) =>
    tx.update(listings).set({ status }).where(eq(listings.id, listingId)),
  );
}

/**
 * A complete, valid grey PNG of any shape, however extreme (`1 × 49_000_000`): made with zlib,
 * since libvips cannot create an image wider than 10,000,000 pixels. Every row is blank, so the
 * file stays small (a few hundred kB) whatever it decodes to.
 */
export function shapedPng(width: number, height: number): SampleFile {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(typed.length + 8);
    framed.writeUInt32BE(data.length, 0);
    typed.copy(framed, 4);
    framed.writeUInt32BE(crc32(typed), typed.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale; compression, filter and interlace stay 0
  // Each row is its filter byte (0) and `width` grey samples, all zero.
  const rows = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { bytes, contentType: 'image/png', filename: `shape-${width}x${height}.png` };
}
