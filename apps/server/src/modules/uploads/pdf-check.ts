import { constants, inflateSync } from 'node:zlib';

/**
 * PDFs are kept byte for byte (rewriting one safely needs a whole PDF engine), so instead of
 * being re-encoded like images they must be one plain PDF: complete, not also another format,
 * and without the active content a KYC scan never needs but a malicious file uses against the
 * staff who open it (scripts, launch actions, embedded files, rich media).
 */
export type PdfProblem = 'malformed' | 'polyglot' | 'active_content';

const HEADER = /^%PDF-[12]\.\d/;
// The trailer ends the file: `startxref`, the offset, `%%EOF`, then at most line ends or
// padding. Bytes after it are how a second file (ZIP, HTML, script) is appended.
const TRAILER = /startxref[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]+%%EOF[\0\t\n\f\r ]*$/;
// Where `startxref` points: a cross-reference table, or the object of a cross-reference stream.
const XREF = /^[\0\t\n\f\r ]*(?:xref|\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj)/;
const ACTIVE = new Set([
  'JS',
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
]);
// A name may spell any character as #xx (`/J#61vaScript`), which readers decode.
const NAME = /\/((?:[A-Za-z0-9]|#[0-9A-Fa-f]{2})+)/g;
/** Budget for decompressing object streams, so a deflate bomb cannot exhaust memory. */
const INFLATE_BUDGET = 32 * 1024 * 1024;

export function pdfProblem(bytes: Buffer): PdfProblem | null {
  const text = bytes.toString('latin1');
  const xrefAt = Number(TRAILER.exec(text.slice(-1024))?.[1] ?? -1);
  if (!HEADER.test(text) || xrefAt < 0 || !XREF.test(text.slice(xrefAt, xrefAt + 64))) {
    return 'malformed';
  }
  if (endsWithZipDirectory(bytes)) return 'polyglot';
  const streams = objectStreams(text);
  if (!streams) return 'malformed';
  for (const part of [text, ...streams]) {
    for (const [, name = ''] of part.matchAll(NAME)) {
      const decoded = name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
      if (ACTIVE.has(decoded)) return 'active_content';
    }
  }
  return null;
}

/**
 * A ZIP archive is read from its end-of-central-directory record, which must close the file
 * (after an optional comment): a PDF that also ends with one opens as a ZIP too.
 */
function endsWithZipDirectory(bytes: Buffer): boolean {
  const searchFrom = Math.max(0, bytes.length - (0xffff + 22));
  let at = bytes.lastIndexOf('PK\x05\x06', undefined, 'latin1');
  while (at >= searchFrom) {
    if (at + 22 <= bytes.length) {
      const end = at + 22 + bytes.readUInt16LE(at + 20);
      // Some writers pad the file; a line end or two after the comment still opens.
      if (end <= bytes.length && bytes.length - end <= 16) return true;
    }
    at = at > 0 ? bytes.lastIndexOf('PK\x05\x06', at - 1, 'latin1') : -1;
  }
  return false;
}

/**
 * The decompressed contents of the Flate-compressed object streams (PDF 1.5+), where
 * dictionaries, and so action names, may hide from a plain scan; null when one cannot be
 * inflated within the budget, as what it holds cannot be checked.
 */
function objectStreams(text: string): string[] | null {
  const found: string[] = [];
  let budget = INFLATE_BUDGET;
  for (const match of text.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const dictionary = text.slice(Math.max(0, match.index - 1024), match.index);
    const objectStart = dictionary.lastIndexOf(' obj');
    const own = objectStart >= 0 ? dictionary.slice(objectStart) : dictionary;
    if (!/\/Type\s*\/ObjStm/.test(own) || !own.includes('/FlateDecode')) continue;
    const end = text.indexOf('endstream', start);
    if (end < 0 || budget <= 0) return null;
    try {
      const inflated = inflateSync(Buffer.from(text.slice(start, end), 'latin1'), {
        // Tolerate a missing end marker, as lenient readers do.
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: budget,
      });
      budget -= inflated.length;
      found.push(inflated.toString('latin1'));
    } catch {
      return null;
    }
  }
  return found;
}
