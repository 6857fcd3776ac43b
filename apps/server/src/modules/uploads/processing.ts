import { PHOTO_DISPLAY_EDGE, PHOTO_THUMBNAIL_EDGE, type UploadPurpose } from '@gavel/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError, validationError } from '../../lib/errors.js';
import { checkPdf } from './pdf-check-runner.js';

/** Decoding more pixels than this is refused: a small file can expand to gigabytes of memory. */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * The longest side an image may have. The largest camera sensors (a 150-megapixel medium format:
 * 14,204 px) and an A4 page scanned at 1,200 dpi (14,031 px) fit; so does WebP's own limit.
 * Without it a 1 × 49,000,000 PNG passed the pixel count and took the server for minutes.
 */
export const MAX_IMAGE_SIDE = 16_384;
/**
 * How many times its short side an image's long side may be: a phone's panorama is about 1:8,
 * a long receipt about 1:8; a line of pixels is no photo and no document.
 */
export const MAX_ASPECT_RATIO = 20;
/** Photos are stored at most this many pixels on their long edge. */
export const PHOTO_MAX_EDGE = 2560;
/** Document images keep more detail so small print stays legible. */
export const DOCUMENT_MAX_EDGE = 4096;
export const THUMBNAIL_EDGE = PHOTO_THUMBNAIL_EDGE;
/**
 * The size a phone shows a listing's main photo at: sharp at 412 CSS px × 1.75 DPR, a fraction
 * of the original's weight (ADR 036).
 */
export const DISPLAY_EDGE = PHOTO_DISPLAY_EDGE;

const LABEL: Record<string, string> = {
  'image/jpeg': 'a valid JPEG image',
  'image/png': 'a valid PNG image',
  'image/webp': 'a valid WebP image',
  'application/pdf': 'a valid PDF document',
};
export const EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
};

export interface ProcessedFile {
  bytes: Buffer;
  contentType: string;
  width: number | null;
  height: number | null;
  /** Photos only: a WebP at most THUMBNAIL_EDGE on its long edge. */
  thumbnail: Buffer | null;
  /** Photos only: a WebP at most DISPLAY_EDGE on its long edge. */
  display: Buffer | null;
  /** Photos only: the thumbnail and the display size as AVIF, for browsers that take it (ADR 037). */
  thumbnailAvif: Buffer | null;
  displayAvif: Buffer | null;
}

const notWhatItClaims = (contentType: string) =>
  validationError(
    [{ path: 'content_type', message: `The file is not ${LABEL[contentType] ?? contentType}` }],
    `The file is not ${LABEL[contentType] ?? `of type ${contentType}`}.`,
  );

const activePdf = () =>
  validationError(
    [{ path: 'content_type', message: 'The PDF contains active content' }],
    'PDFs with scripts, launch actions, attachments or rich media are not accepted.',
  );

const encryptedPdf = () =>
  validationError(
    [{ path: 'content_type', message: 'The PDF is encrypted' }],
    'Encrypted or password-protected PDFs are not accepted.',
  );

const TOO_COMPLEX = 'The PDF is too complex to check';
const complexPdf = () =>
  validationError(
    [{ path: 'content_type', message: TOO_COMPLEX }],
    'The PDF is too large or too complex to check. Please send a simpler scan.',
  );

/**
 * Whether `err` refuses the bytes for what they are (the same bytes would be refused again),
 * rather than for what checking them cost: a check that ran out of time may pass on a quieter
 * machine, so those bytes are kept for another finalize.
 */
export function refusesTheBytes(err: unknown): boolean {
  if (!(err instanceof AppError) || err.code !== 'validation_error') return false;
  const fields = (err.details?.fields ?? []) as { message?: string }[];
  return !fields.some((f) => f.message === TOO_COMPLEX);
}

const tooManyPixels = () =>
  validationError(
    [{ path: 'content_type', message: 'The image has more than 50 megapixels' }],
    'The image is too large: at most 50 megapixels are accepted.',
  );

const tooLongASide = () =>
  validationError(
    [{ path: 'content_type', message: 'The image has a side of more than 16,384 pixels' }],
    'The image is too large: at most 16,384 pixels a side are accepted.',
  );

const tooNarrow = () =>
  validationError(
    [{ path: 'content_type', message: 'The image is more than 20 times as long as it is wide' }],
    'The image is too long and narrow: its long side may be at most 20 times its short side.',
  );

/**
 * Refuses an image whose header announces more than we decode, before any pixel is: a side
 * over MAX_IMAGE_SIDE, a shape over MAX_ASPECT_RATIO, more than MAX_INPUT_PIXELS in all.
 */
export function assertImageShape(width: number, height: number): void {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long > MAX_IMAGE_SIDE) throw tooLongASide();
  if (short < 1 || long > short * MAX_ASPECT_RATIO) throw tooNarrow();
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
}

/** Runs an image's decoding in its turn (the instance's `ImageQueue`, for the uploading user). */
export type ImageTurn = <T>(job: () => Promise<T>) => Promise<T>;

/**
 * A photo's smaller form: a WebP (or AVIF) at most `edge` pixels on its long edge, never
 * enlarged. Made from the stored image, at finalize and by the display backfill (`variants.ts`).
 * AVIF at quality 50 weighs about half the WebP at 75 for a like picture (ADR 037); effort 2 of
 * 9 keeps its encoding near the WebP's time (libaom's slower settings take seconds a photo).
 */
export function photoVariant(
  stored: Sharp,
  edge: number,
  format: 'webp' | 'avif' = 'webp',
): Promise<Buffer> {
  const resized = stored.resize({
    width: edge,
    height: edge,
    fit: 'inside',
    withoutEnlargement: true,
  });
  return (
    format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 75 })
  ).toBuffer();
}

/**
 * Checks that `bytes` really are `contentType` and makes the stored form: images are decoded
 * (which rejects corrupt and truncated files), turned upright by their EXIF orientation,
 * bounded in size and re-encoded in their own format without any metadata (EXIF, GPS, XMP,
 * ICC comments); photos also get a thumbnail and a display size, each as WebP and AVIF. An
 * image's header is checked first (`assertImageShape`), and its decoding waits its turn
 * (`inTurn`, the instance's ImageQueue). PDFs are kept byte for byte once
 * `checkPdf` (in a worker thread) finds them complete, not also another format, not encrypted,
 * free of active content and within its limits.
 * Every failure is a 422 on `content_type`.
 */
export async function processUpload(
  purpose: UploadPurpose,
  contentType: string,
  bytes: Buffer,
  inTurn: ImageTurn,
): Promise<ProcessedFile> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== contentType) throw notWhatItClaims(contentType);
  if (contentType === 'application/pdf') {
    const problem = await checkPdf(bytes);
    if (problem === 'active_content') throw activePdf();
    if (problem === 'encrypted') throw encryptedPdf();
    if (problem === 'too_complex') throw complexPdf();
    if (problem) throw notWhatItClaims(contentType);
    return {
      bytes,
      contentType,
      width: null,
      height: null,
      thumbnail: null,
      display: null,
      thumbnailAvif: null,
      displayAvif: null,
    };
  }
  // Only the header is read here: an image of the wrong shape costs nothing to refuse.
  // No pixel limit on the header: assertImageShape says which limit an image is over.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notWhatItClaims(contentType);
    });
  assertImageShape(header.width, header.height);
  return inTurn(() => encodeImage(purpose, contentType, bytes));
}

/** Decodes and re-encodes an image whose header passed `assertImageShape` (see processUpload). */
async function encodeImage(
  purpose: UploadPurpose,
  contentType: string,
  bytes: Buffer,
): Promise<ProcessedFile> {
  // A dispute's photos are evidence (a damage, a dashboard, a paper) and keep a document's detail.
  const edge = purpose === 'listing_photo' ? PHOTO_MAX_EDGE : DOCUMENT_MAX_EDGE;
  try {
    // failOn 'warning' makes libvips refuse truncated data instead of padding it with grey.
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
      .autoOrient()
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true });
    const encoded =
      contentType === 'image/jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : contentType === 'image/png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    // No withMetadata(): sharp writes no EXIF, XMP or IPTC unless asked to.
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    if (purpose !== 'listing_photo') {
      return {
        bytes: data,
        contentType,
        width: info.width,
        height: info.height,
        thumbnail: null,
        display: null,
        thumbnailAvif: null,
        displayAvif: null,
      };
    }
    // The variants are made from the stored image (bounded, upright, without metadata) rather
    // than the client's bytes. One after the other: side by side they would take four of
    // libuv's threads, which sign-ins and file serving need too (ImageQueue).
    const stored = sharp(data);
    const thumbnail = await photoVariant(stored.clone(), THUMBNAIL_EDGE);
    const display = await photoVariant(stored.clone(), DISPLAY_EDGE);
    // The AVIFs are a lighter copy, never a reason to refuse a photo the WebPs were made
    // from: one that fails is left out, and the variants backfill tries it again.
    const thumbnailAvif = await photoVariant(stored.clone(), THUMBNAIL_EDGE, 'avif').catch(
      () => null,
    );
    const displayAvif = await photoVariant(stored.clone(), DISPLAY_EDGE, 'avif').catch(() => null);
    return {
      bytes: data,
      contentType,
      width: info.width,
      height: info.height,
      thumbnail,
      display,
      thumbnailAvif,
      displayAvif,
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels();
    throw notWhatItClaims(contentType);
  }
}
