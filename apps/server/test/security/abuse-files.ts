import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { SampleFile } from '../upload-fixtures.js';

/**
 * Hostile files made in code for the upload-abuse tests: polyglots, disguised markup, pixel
 * floods and PDFs with active content. Each is a real file of its outer format, so a test that
 * sees it refused knows the refusal came from the check under test and not from a broken file.
 */

export const SCRIPT = '<script>alert(document.domain)</script>';

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const file = (bytes: Buffer, contentType: string, filename: string): SampleFile => ({
  bytes,
  contentType,
  filename,
});

const picture = (width = 32, height = 24) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } });

/** A PDF from its object bodies, with a correct cross-reference table and trailer. */
export function pdfOf(objects: string[], header = '%PDF-1.4'): Buffer {
  let out = `${header}\n`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${String(i + 1)} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\n`;
  out += `startxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>';

/** An ordinary one-page PDF, the control the hostile ones differ from. */
export const plainPdf = () => pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', PAGES, PAGE]);

/** A PDF that runs `app.alert` when opened; `name` spells the /JavaScript key. */
export const pdfWithOpenScript = (name = '/JavaScript') =>
  pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    PAGES,
    PAGE,
    `<< /Type /Action /S ${name} /JS (app.alert\\(1\\)) >>`,
  ]);

/** A PDF whose open action launches a program. */
export const pdfWithLaunch = () =>
  pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    PAGES,
    PAGE,
    '<< /Type /Action /S /Launch /F (cmd.exe) >>',
  ]);

/** A PDF carrying an attached file. */
export const pdfWithAttachment = () =>
  pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles 4 0 R >> >>',
    PAGES,
    PAGE,
    '<< /Names [(a.exe) << /Type /Filespec /F (a.exe) >>] >>',
  ]);

/**
 * A PDF 1.5 whose script action sits in a Flate-compressed object stream, invisible to a scan
 * of the raw bytes.
 */
export function pdfWithHiddenScript(): Buffer {
  const hidden = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';
  const index = '6 0 ';
  const packed = deflateSync(Buffer.from(`${index}${hidden}`, 'latin1')).toString('latin1');
  return pdfOf(
    [
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>',
      PAGES,
      PAGE,
      `<< /Type /ObjStm /N 1 /First ${String(index.length)} /Filter /FlateDecode /Length ${String(packed.length)} >>\nstream\n${packed}\nendstream`,
    ],
    '%PDF-1.5',
  );
}

/** A ZIP archive of stored (uncompressed) entries, with an optional archive comment. */
export function zipOf(entries: Record<string, string>, comment = ''): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const commentBytes = Buffer.from(comment, 'latin1');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(commentBytes.length, 20);
  return Buffer.concat([...locals, directory, end, commentBytes]);
}

const PAYLOAD = { 'index.html': `<html>${SCRIPT}</html>`, 'run.js': 'alert(1)' };

/** A valid PDF with a ZIP appended: PDF readers and ZIP readers both open it. */
export const pdfThenZip = () =>
  file(Buffer.concat([plainPdf(), zipOf(PAYLOAD)]), 'application/pdf', 'statement.pdf');

/**
 * The subtle PDF/ZIP polyglot: the ZIP sits inside the PDF and its archive comment carries a
 * PDF trailer, so the file both starts like a PDF and ends with `startxref … %%EOF`.
 */
export function pdfZipWithTrailerInComment(): SampleFile {
  const pdf = plainPdf();
  const body = pdf.subarray(0, pdf.lastIndexOf('startxref'));
  const xref = body.lastIndexOf('xref\n0 ');
  const zip = zipOf(PAYLOAD, `\nstartxref\n${String(xref)}\n%%EOF\n`);
  return file(Buffer.concat([body, zip]), 'application/pdf', 'statement.pdf');
}

/** A ZIP whose first entry holds a PDF: some PDF readers look for the header anywhere early. */
export const zipThenPdf = () =>
  file(Buffer.concat([zipOf(PAYLOAD), plainPdf()]), 'application/pdf', 'statement.pdf');

/** A real PNG with an HTML page and script appended after its IEND chunk. */
export async function pngThenHtml(): Promise<SampleFile> {
  const png = await picture().png().toBuffer();
  return file(Buffer.concat([png, Buffer.from(`<html>${SCRIPT}</html>`)]), 'image/png', 'p.png');
}

/** A real PNG carrying a script in a tEXt chunk placed before IEND. */
export async function pngWithScriptChunk(): Promise<SampleFile> {
  const png = await picture().png().toBuffer();
  const data = Buffer.from(`Comment\0${SCRIPT}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const iend = png.length - 12;
  return file(
    Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]),
    'image/png',
    'c.png',
  );
}

/** A real JPEG with a script in a comment (COM) segment right after its start marker. */
export async function jpegWithScriptComment(): Promise<SampleFile> {
  const jpeg = await picture().jpeg().toBuffer();
  const text = Buffer.from(SCRIPT, 'latin1');
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  text.copy(segment, 4);
  return file(
    Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]),
    'image/jpeg',
    'c.jpg',
  );
}

/**
 * The classic GIF/JavaScript polyglot: the GIF's width bytes read `/*`, opening a comment that
 * the appended `*\/` closes, so the file also runs as a script. Declared as `declaredAs`.
 */
export async function gifScript(declaredAs: string): Promise<SampleFile> {
  const gif = Buffer.from(await picture(1, 1).gif().toBuffer());
  gif.write('/*', 6, 'latin1');
  return file(
    Buffer.concat([gif, Buffer.from('*/=alert(document.domain);//')]),
    declaredAs,
    'x.png',
  );
}

/** Markup disguised as another type. */
export const htmlAs = (contentType: string, filename: string) =>
  file(Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`), contentType, filename);
export const svgAs = (contentType: string) =>
  file(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`),
    contentType,
    'logo.png',
  );
/** Markup wearing a PDF header and trailer, but with no PDF structure between them. */
export const htmlInPdfClothes = () =>
  file(
    Buffer.from(`%PDF-1.4\n<html>${SCRIPT}</html>\nstartxref\n0\n%%EOF\n`, 'latin1'),
    'application/pdf',
    'x.pdf',
  );

/** A small JPEG whose frame header claims `width`×`height` pixels. */
export async function jpegFlood(width: number, height: number): Promise<SampleFile> {
  const jpeg = Buffer.from(await picture(8, 8).jpeg().toBuffer());
  // Baseline start-of-frame: marker, length (2), precision (1), then height and width.
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return file(jpeg, 'image/jpeg', 'flood.jpg');
}

/** A small lossy WebP whose VP8 frame header claims `width`×`height` (each at most 16383). */
export async function webpFlood(width: number, height: number): Promise<SampleFile> {
  const webp = Buffer.from(await picture(8, 8).webp().toBuffer());
  // The VP8 key frame start code 9d 01 2a is followed by 14-bit width and height.
  const start = webp.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
  webp.writeUInt16LE(width, start + 3);
  webp.writeUInt16LE(height, start + 5);
  return file(webp, 'image/webp', 'flood.webp');
}
