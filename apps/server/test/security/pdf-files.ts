import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import type { SampleFile } from '../upload-fixtures.js';
import { pdfOf, plainPdf } from './abuse-files.js';

/**
 * PDFs for the KYC PDF check (uploads/pdf-check.ts): the security review's walk-arounds of the
 * old regex check, files made to be slow or large, and benign files as real writers make them.
 */

export const PAGES = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'];
export const SCRIPT = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';

export const asPdfUpload = (bytes: Buffer, filename = 'document.pdf'): SampleFile => ({
  bytes,
  contentType: 'application/pdf',
  filename,
});

export interface ObjectStreamSpelling {
  /** The /Filter as written, e.g. `/Flat#65Decode`. */
  filter?: string;
  /** The /Type as written, e.g. `/Obj#53tm`. */
  type?: string;
  /** More of the stream's dictionary, e.g. padding. */
  extra?: string;
}

/** A PDF 1.5 with one object stream holding `body` (uncompressed), its dictionary as given. */
export function withObjectStream(
  body: string | Buffer,
  { filter = '/FlateDecode', type = '/ObjStm', extra = '' }: ObjectStreamSpelling = {},
): Buffer {
  const packed = deflateSync(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
  return pdfOf(
    [
      ...PAGES,
      `<< /Type ${type} /N 1 /First 4 /Filter ${filter}${extra} /Length ${String(packed.length)} >>\nstream\n${packed.toString('latin1')}\nendstream`,
    ],
    '%PDF-1.5',
  );
}

/** A JavaScript action as object 9, packed in an object stream spelled as given. */
export const hiddenScript = (spelling?: ObjectStreamSpelling) =>
  withObjectStream(`9 0 ${SCRIPT}`, spelling);

/** A catalog whose open action is object 3, `action`. */
export const openAction = (action: string) =>
  pdfOf(['<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>', PAGES[1] ?? '', action]);

/** A page that opens a web page when shown: an additional action (/AA). */
export const pageAction = () =>
  pdfOf([...PAGES, '<< /Type /Page /AA << /O << /S /URI /URI (https://evil.example/) >> >> >>']);

/** An XFA form, which runs its own scripts. */
export const xfaForm = () =>
  pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [] /XFA 3 0 R >> >>',
    PAGES[1] ?? '',
    '<< /Length 0 >>\nstream\n\nendstream',
  ]);

/** A rich media (Flash, video) annotation. */
export const richMedia = () => pdfOf([...PAGES, '<< /Type /Annot /Subtype /RichMedia >>']);

/** Object 3 written twice: a script first, then a plain destination under the same number. */
export const replacedScript = () =>
  Buffer.from(
    pdfOf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>',
      PAGES[1] ?? '',
      SCRIPT,
      '[2 0 R /Fit]',
    ])
      .toString('latin1')
      .replace('4 0 obj', '3 0 obj'),
    'latin1',
  );

/** A script object whose header sits inside another stream's data, where an offset can point. */
export function scriptInStreamData(): Buffer {
  const inner = `9 0 obj ${SCRIPT} endobj`;
  return pdfOf([...PAGES, `<< /Length ${String(inner.length)} >>\nstream\n${inner}\nendstream`]);
}

/**
 * A PDF whose cross-reference stream does not inflate (any bytes would do: a deflate bomb as
 * well), its /Type given `directly` or by reference to a name object.
 */
export function brokenXrefStream(directly = false): Buffer {
  const junk = 'not-zlib-at-all';
  return pdfOf(
    [
      ...PAGES,
      '/XRef',
      `<< /Type ${directly ? '/XRef' : '3 0 R'} /Filter /FlateDecode /W [1 1 1] /Size 1 /Length ${String(junk.length)} >>\nstream\n${junk}\nendstream`,
    ],
    '%PDF-1.5',
  );
}

/** The plain PDF whose trailer also names an encryption dictionary, spelled `key`. */
export const encryptedPdf = (key = '/Encrypt') =>
  Buffer.from(
    plainPdf().toString('latin1').replace('/Root 1 0 R', `/Root 1 0 R ${key} 1 0 R`),
    'latin1',
  );

/** The security review's file: 24,000 empty object streams sharing one `endstream`. */
export function objectStreamFlood(count = 24_000): Buffer {
  const empty = deflateSync(Buffer.alloc(0)).toString('latin1');
  let out = '%PDF-1.5\n';
  out += `1 0 obj<</Type/ObjStm/N 0/First 0/Filter/FlateDecode>>stream\n${empty}\n`.repeat(count);
  out += 'endstream\nendobj\n';
  const xref = out.length;
  out += `xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A valid PDF that takes the checker a while: `count` empty object streams. */
export function slowPdf(count = 20_000): Buffer {
  const empty = deflateSync(Buffer.alloc(0)).toString('latin1');
  const stream = `<< /Type /ObjStm /N 0 /First 0 /Filter /FlateDecode /Length ${String(empty.length)} >>\nstream\n${empty}\nendstream`;
  return pdfOf([...PAGES, ...Array.from({ length: count }, () => stream)], '%PDF-1.5');
}

/** What an office suite or web service writes: text pages, compressed object streams, a link. */
export async function generatedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 20; page++) {
    doc.addPage().drawText(`Statement of account, page ${String(page)}`, { font, x: 50, y: 700 });
  }
  doc.setTitle('Statement');
  doc.setAuthor('Bank');
  // A hyperlink: a URI action the reader follows only when clicked.
  const link = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [50, 690, 300, 710],
    A: { S: 'URI', URI: PDFString.of('https://bank.example/') },
  });
  doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

/** What a scanner writes: one full-page JPEG per page. */
export async function scannedPdf(pages = 2): Promise<Buffer> {
  const jpeg = await sharp({
    create: {
      width: 1240,
      height: 1754,
      channels: 3,
      background: '#f4f1ea',
      noise: { type: 'gaussian', mean: 200, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const doc = await PDFDocument.create();
  for (let page = 0; page < pages; page++) {
    const image = await doc.embedJpg(jpeg);
    doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
