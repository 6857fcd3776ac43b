import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'content-disposition';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.js';
import { useActor } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { errorOf, fieldPaths } from '../../../test/http.js';
import {
  gifScript,
  htmlAs,
  htmlInPdfClothes,
  jpegFlood,
  jpegWithScriptComment,
  pdfThenZip,
  pdfWithHiddenScript,
  pdfWithOpenScript,
  pdfZipWithTrailerInComment,
  plainPdf,
  pngThenHtml,
  pngWithScriptChunk,
  svgAs,
  webpFlood,
  zipThenPdf,
} from '../../../test/security/abuse-files.js';
import { uploadHarness } from '../../../test/upload-harness.js';
import {
  insertDraftListing,
  pixelFloodPng,
  putToUploadUrl,
  sampleFile,
  setListingStatus,
  type SampleFile,
} from '../../../test/upload-fixtures.js';

// Hostile uploads (SPEC §4.3: the server checks that the bytes are what the content type
// claims). Each is either refused with 422 `validation_error` on `content_type`, leaving nothing
// attached, or re-encoded so that what is stored and served is only a picture. The plain
// mismatches (text as PNG, JPEG as PNG, truncated files, one pixel flood) and the size limits
// are in uploads.api.test.ts and upload-rules.api.test.ts.

const t = useTestApp();
const h = uploadHarness(t);
const seller = useActor(t, 'seller');

type Purpose = 'listing_photo' | 'kyc_document';
const NOT_PDF = 'The file is not a valid PDF document.';
const ACTIVE_PDF = 'PDFs with scripts, launch actions, attachments or rich media are not accepted.';

/** Presign (201), PUT (204) and finalize the file; answers finalize. */
async function send(file: SampleFile, purpose: Purpose) {
  const listingId =
    purpose === 'listing_photo' ? await insertDraftListing(t.db, seller.id) : undefined;
  const answer = await h.presigned(seller.token, file, purpose, listingId);
  expect((await putToUploadUrl(t.app, answer, file.bytes)).status).toBe(204);
  const res = await h.finalize(seller.token, answer.upload_id);
  return { res, listingId, uploadId: answer.upload_id };
}

async function expectRefused(file: SampleFile, purpose: Purpose, message: string) {
  const started = Date.now();
  const { res, listingId, uploadId } = await send(file, purpose);
  expect(res.statusCode, res.body).toBe(422);
  expect(errorOf(res)).toMatchObject({ code: 'validation_error', message });
  expect(fieldPaths(res)).toEqual(['content_type']);
  // Refused quickly, and nothing kept: no photo attached, the upload still pending.
  expect(Date.now() - started).toBeLessThan(5000);
  if (listingId) expect(await h.photosOf(listingId)).toHaveLength(0);
  expect((await h.uploadRow(uploadId))?.status).toBe('pending');
}

const hasMarkup = (bytes: Buffer) =>
  ['<script', 'alert(', '<html', '<svg'].some((needle) => bytes.includes(needle));

describe('types the purpose does not take are refused at presign', () => {
  it.each([
    ['a GIF', 'image/gif', 'listing_photo'],
    ['a GIF', 'image/gif', 'kyc_document'],
    ['an SVG', 'image/svg+xml', 'listing_photo'],
    ['HTML', 'text/html', 'kyc_document'],
    ['JavaScript', 'application/javascript', 'kyc_document'],
    ['a ZIP', 'application/zip', 'kyc_document'],
  ] as const)('%s (%s) as %s: 422 on content_type', async (_what, contentType, purpose) => {
    const listingId =
      purpose === 'listing_photo' ? await insertDraftListing(t.db, seller.id) : undefined;
    const res = await h.presign(seller.token, {
      purpose,
      filename: 'x.bin',
      content_type: contentType,
      size_bytes: 100,
      ...(listingId ? { listing_id: listingId } : {}),
    });
    expect(res.statusCode).toBe(422);
    expect(fieldPaths(res)).toEqual(['content_type']);
  });
});

describe('content-type lies and polyglots are refused at finalize', () => {
  it.each([
    [
      'a GIF/JavaScript polyglot declared as PNG',
      () => gifScript('image/png'),
      'listing_photo',
      'The file is not a valid PNG image.',
    ],
    [
      'a GIF/JavaScript polyglot declared as JPEG',
      () => gifScript('image/jpeg'),
      'kyc_document',
      'The file is not a valid JPEG image.',
    ],
    [
      'HTML declared as PNG',
      () => htmlAs('image/png', 'cat.png'),
      'listing_photo',
      'The file is not a valid PNG image.',
    ],
    [
      'HTML declared as WebP',
      () => htmlAs('image/webp', 'cat.webp'),
      'listing_photo',
      'The file is not a valid WebP image.',
    ],
    ['HTML declared as PDF', () => htmlAs('application/pdf', 'id.pdf'), 'kyc_document', NOT_PDF],
    [
      'an SVG with script declared as PNG',
      () => svgAs('image/png'),
      'listing_photo',
      'The file is not a valid PNG image.',
    ],
    ['markup with a PDF header and trailer', htmlInPdfClothes, 'kyc_document', NOT_PDF],
    [
      'a PNG declared as PDF',
      async () => ({ ...(await sampleFile('png')), contentType: 'application/pdf' }),
      'kyc_document',
      NOT_PDF,
    ],
    [
      'a PDF declared as PNG',
      async () => ({ ...(await sampleFile('pdf')), contentType: 'image/png' }),
      'kyc_document',
      'The file is not a valid PNG image.',
    ],
    ['a PDF with a ZIP appended', pdfThenZip, 'kyc_document', NOT_PDF],
    [
      'a PDF/ZIP polyglot whose ZIP comment carries the PDF trailer',
      pdfZipWithTrailerInComment,
      'kyc_document',
      NOT_PDF,
    ],
    ['a ZIP with a PDF after it', zipThenPdf, 'kyc_document', NOT_PDF],
    [
      'a PDF that runs JavaScript when opened',
      () => asPdfUpload(pdfWithOpenScript()),
      'kyc_document',
      ACTIVE_PDF,
    ],
    [
      'a PDF with JavaScript in a compressed object stream',
      () => asPdfUpload(pdfWithHiddenScript()),
      'kyc_document',
      ACTIVE_PDF,
    ],
  ] as const)('%s', async (_what, make, purpose, message) => {
    await expectRefused(await make(), purpose, message);
  });

  it('control: the plain PDF the hostile ones are built from is accepted', async () => {
    const { res } = await send(asPdfUpload(plainPdf()), 'kyc_document');
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('images with a payload inside or after them are stored re-encoded, without it', () => {
  it.each([
    ['a PNG with HTML appended', pngThenHtml, 'listing_photo'],
    ['a PNG with HTML appended', pngThenHtml, 'kyc_document'],
    ['a PNG with a script in a text chunk', pngWithScriptChunk, 'listing_photo'],
    ['a JPEG with a script in a comment segment', jpegWithScriptComment, 'listing_photo'],
    ['a JPEG with a script in a comment segment', jpegWithScriptComment, 'kyc_document'],
  ] as const)('%s, as %s', async (_what, make, purpose) => {
    const file = await make();
    expect(hasMarkup(file.bytes)).toBe(true);
    const { res } = await send(file, purpose);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{
      url: string;
      thumbnail_url?: string;
      display_url?: string;
      content_type: string;
    }>();
    expect(answer.content_type).toBe(file.contentType);

    const served = [answer.url, answer.thumbnail_url, answer.display_url].filter(
      (url): url is string => url !== undefined,
    );
    for (const url of served) {
      const got = await h.fetchFile(url);
      expect(got.statusCode).toBe(200);
      expect(hasMarkup(got.rawPayload), url).toBe(false);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['content-type']).toMatch(/^image\/(png|jpeg|webp)$/);
      expect(got.headers['content-disposition']).toMatch(/^inline; /);
      // What is served decodes as the picture it claims to be, to its last byte.
      const meta = await sharp(got.rawPayload).metadata();
      expect(`image/${meta.format}`).toBe(got.headers['content-type']);
    }
  });
});

describe('pixel floods: small files claiming huge pictures are refused before decoding', () => {
  const TOO_LARGE = 'The image is too large: at most 50 megapixels are accepted.';
  const TOO_LONG = 'The image is too large: at most 16,384 pixels a side are accepted.';
  it.each([
    ['a JPEG claiming 8000 × 8000', () => jpegFlood(8000, 8000), 'listing_photo', TOO_LARGE],
    ['a JPEG claiming 60000 × 60000', () => jpegFlood(60000, 60000), 'listing_photo', TOO_LONG],
    ['a WebP claiming 16383 × 16383', () => webpFlood(16383, 16383), 'listing_photo', TOO_LARGE],
    [
      'a PNG claiming 1 × 100,000,000',
      () => pixelFloodPng(1, 100_000_000),
      'listing_photo',
      TOO_LONG,
    ],
    [
      'a PNG claiming 10000 × 10000, as a KYC document',
      () => pixelFloodPng(),
      'kyc_document',
      TOO_LARGE,
    ],
  ] as const)('%s', async (_what, make, purpose, message) => {
    const file = await make();
    expect(file.bytes.length).toBeLessThan(4096);
    await expectRefused(file, purpose, message);
  });
});

describe('filenames never reach a storage path', () => {
  const treeOf = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((p) => path.join(dir, p))
      : [];

  it.each([
    '../../etc/passwd',
    '../../../../../../tmp/pwned.pdf',
    '..\\..\\..\\windows\\win.ini.pdf',
    '/etc/passwd.pdf',
    'C:\\Windows\\System32\\config.pdf',
    '..%2f..%2f..%2fetc%2fpasswd.pdf',
    '..%c0%af..%c0%afetc.pdf',
    '\uff0e\uff0e\uff0f\uff0e\uff0e\uff0fetc\uff0fpasswd.pdf',
    '\u2024\u2024/\u2024\u2024/etc/passwd.pdf',
    'CON.pdf',
    '.htaccess',
    `${'é'.repeat(120)}.pdf`,
  ])('%j is stored under a key the server made, and only shown back', async (filename) => {
    const before = new Set(treeOf(t.config.dataDir));
    const file = { ...(await sampleFile('pdf')), filename };
    const { res, uploadId } = await send(file, 'kyc_document');
    expect(res.statusCode, res.body).toBe(200);

    const [row] = await t.db.read((db) =>
      db.select().from(uploads).where(eq(uploads.id, uploadId)),
    );
    expect(row?.filename).toBe(filename);
    expect(row?.storageKey).toMatch(new RegExp(`^kyc_document/${uploadId}/[0-9a-f]{8}\\.pdf$`));
    // Every file the upload created on disk is inside its own folder.
    const own = path.join(t.config.dataDir, 'uploads', 'kyc_document', uploadId);
    const created = treeOf(t.config.dataDir).filter((p) => !before.has(p));
    expect(created.length).toBeGreaterThan(0);
    for (const p of created) {
      // The purpose folder may be new too when this test runs alone.
      if (own.startsWith(p + path.sep)) continue;
      expect(p === own || p.startsWith(own + path.sep), p).toBe(true);
    }

    const disposition = String(
      (await h.fetchFile(res.json<{ url: string }>().url)).headers['content-disposition'],
    );
    const match = /filename=(?:"([^"]*)"|([^;\s]*))/.exec(disposition);
    const ascii = match?.[1] ?? match?.[2] ?? '';
    expect(ascii).toMatch(/^[A-Za-z0-9][A-Za-z0-9._ -]*\.pdf$/);
    // filename* when the name is not plain ASCII, else filename: the name a browser saves under.
    const unicode = parse(disposition).parameters.filename ?? '';
    expect(unicode).toMatch(/\.pdf$/);
    expect(unicode).not.toMatch(/[/\\\p{Cc}]/u);
  });

  it.each([
    ['a NUL byte', 'passport\u0000.pdf'],
    ['a line break (header injection)', 'a.pdf\r\nContent-Type: text/html'],
    ['a right-to-left override', 'invoice\u202Egnp.pdf'],
    ['a bidirectional isolate', 'scan\u2067fdp.exe\u2069.pdf'],
  ])('a filename with %s is refused at presign with 422', async (_what, filename) => {
    const res = await h.presign(seller.token, {
      purpose: 'kyc_document',
      filename,
      content_type: 'application/pdf',
      size_bytes: 100,
    });
    expect(res.statusCode).toBe(422);
    expect(fieldPaths(res)).toEqual(['filename']);
  });
});

describe('public photos are served with safe headers', () => {
  it('image type from the stored file, nosniff, inline, a harmless name', async () => {
    const file = { ...(await pngThenHtml()), filename: '<img src=x onerror=alert(1)>.png' };
    const { res, listingId } = await send(file, 'listing_photo');
    expect(res.statusCode).toBe(200);
    await setListingStatus(t.db, listingId ?? '', 'in_auction');
    const id = res.json<{ id: string }>().id;
    for (const url of [
      `/api/photos/${id}`,
      `/api/photos/${id}/thumbnail`,
      `/api/photos/${id}/display`,
    ]) {
      const got = await h.fetchFile(url);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toMatch(/^image\/(png|webp)$/);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['content-disposition']).toMatch(
        /^inline; filename="?[A-Za-z0-9._ -]+\.(png|webp)"?/,
      );
      expect(hasMarkup(got.rawPayload)).toBe(false);
    }
  });
});

/** A PDF's bytes as an upload. */
function asPdfUpload(bytes: Buffer): SampleFile {
  return { bytes, contentType: 'application/pdf', filename: 'document.pdf' };
}
