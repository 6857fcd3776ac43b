import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  pdfOf,
  pdfThenZip,
  pdfWithAttachment,
  pdfWithHiddenScript,
  pdfWithLaunch,
  pdfWithOpenScript,
  pdfZipWithTrailerInComment,
  plainPdf,
} from '../../../test/security/abuse-files.js';
import { tinyPdf } from '../../../test/upload-fixtures.js';
import { pdfProblem } from './pdf-check.js';

const PAGES = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'];

/** A PDF 1.5 with one Flate object stream holding `body` (uncompressed). */
const withObjectStream = (body: string | Buffer, filter = '/FlateDecode') => {
  const packed = deflateSync(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
  return pdfOf(
    [
      ...PAGES,
      `<< /Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length ${String(packed.length)} >>\nstream\n${packed.toString('latin1')}\nendstream`,
    ],
    '%PDF-1.5',
  );
};

describe('pdfProblem', () => {
  it.each([
    ['the test fixtures’ one-page PDF', tinyPdf()],
    ['a PDF with no pages', pdfOf(PAGES)],
    [
      'a PDF ending with CRLF and NUL padding',
      Buffer.concat([plainPdf(), Buffer.from('\r\n\0\0')]),
    ],
    [
      'a PDF 1.5 with a harmless object stream',
      withObjectStream('3 0 << /Type /Font /Subtype /Type1 >>'),
    ],
    [
      'a name that only starts like an action (/JSON, /Launched)',
      pdfOf([...PAGES, '<< /JSON 1 /Launched 2 >>']),
    ],
  ])('accepts %s', (_what, bytes) => {
    expect(pdfProblem(bytes)).toBeNull();
  });

  it.each([
    ['no PDF header', Buffer.concat([Buffer.from('%PDX'), plainPdf().subarray(4)])],
    ['a cut-off end', plainPdf().subarray(0, -20)],
    ['bytes after %%EOF', Buffer.concat([plainPdf(), Buffer.from('<script>alert(1)</script>')])],
    [
      'startxref pointing at no cross-reference',
      Buffer.from(
        plainPdf()
          .toString('latin1')
          .replace(/startxref\n\d+/, 'startxref\n3'),
        'latin1',
      ),
    ],
    ['a ZIP appended', pdfThenZip().bytes],
  ])('calls %s malformed', (_what, bytes) => {
    expect(pdfProblem(bytes)).toBe('malformed');
  });

  it('calls a ZIP whose archive comment carries the PDF trailer a polyglot', () => {
    expect(pdfProblem(pdfZipWithTrailerInComment().bytes)).toBe('polyglot');
  });

  it.each([
    ['an open action running JavaScript', pdfWithOpenScript()],
    ['the same with the name spelled in #xx escapes', pdfWithOpenScript('/J#61va#53cript')],
    ['a launch action', pdfWithLaunch()],
    ['an embedded file', pdfWithAttachment()],
    ['JavaScript hidden in a compressed object stream', pdfWithHiddenScript()],
    ['rich media', pdfOf([...PAGES, '<< /Type /Annot /Subtype /RichMedia >>'])],
  ])('finds active content: %s', (_what, bytes) => {
    expect(pdfProblem(bytes)).toBe('active_content');
  });

  it('reads compressed object streams: the hidden script is not in the raw bytes', () => {
    const bytes = pdfWithHiddenScript();
    expect(bytes.includes('/JavaScript')).toBe(false);
    expect(bytes.includes('/ObjStm')).toBe(true);
  });

  it('refuses an object stream it cannot check: a deflate bomb, or one that will not inflate', () => {
    // 64 MB of zeros packs into about 64 kB: over the inflate budget.
    expect(pdfProblem(withObjectStream(Buffer.alloc(64 * 1024 * 1024)))).toBe('malformed');
    const corrupt = pdfOf(
      [
        ...PAGES,
        '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 9 >>\nstream\nnot-zlib!\nendstream',
      ],
      '%PDF-1.5',
    );
    expect(pdfProblem(corrupt)).toBe('malformed');
  });
});
