import { PHOTO_DISPLAY_EDGE, PHOTO_THUMBNAIL_EDGE, type UploadPurpose } from '@gavel/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError, validationError } from '../../lib/errors.js';
import { checkPdf } from './pdf-check-runner.js';

/** Decoding more pixels than this is refused: a small file can expand to gigabytes of memory. */
export const MAX_INPUT_PIXELS = 50_000_000;
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
 * ICC comments); photos also get a thumbnail and a display size, each as WebP and AVIF. PDFs are kept byte for byte once
 * `checkPdf` (in a worker thread) finds them complete, not also another format, not encrypted,
 * free of active content and within its limits.
 * Every failure is a 422 on `content_type`.
 */
export async function processUpload(
  purpose: UploadPurpose,
  contentType: string,
  bytes: Buffer,
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
  const edge = purpose === 'listing_photo' ? PHOTO_MAX_EDGE : DOCUMENT_MAX_EDGE;
  try {
    const header = await sharp(bytes).metadata();
    if (header.width * header.height > MAX_INPUT_PIXELS) throw tooManyPixels();
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
    // than the client's bytes; the resizes share its input and run side by side.
    const stored = sharp(data);
    const [thumbnail, display, thumbnailAvif, displayAvif] = await Promise.all([
      photoVariant(stored.clone(), THUMBNAIL_EDGE),
      photoVariant(stored.clone(), DISPLAY_EDGE),
      // The AVIFs are a lighter copy, never a reason to refuse a photo the WebPs were made
      // from: one that fails is left out, and the variants backfill tries it again.
      photoVariant(stored.clone(), THUMBNAIL_EDGE, 'avif').catch(() => null),
      photoVariant(stored.clone(), DISPLAY_EDGE, 'avif').catch(() => null),
    ]);
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
