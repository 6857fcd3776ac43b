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
import {
  brokenXrefStream,
  encryptedPdf,
  generatedPdf,
  hiddenScript,
  objectStreamFlood,
  openAction,
  PAGES,
  pageAction,
  replacedScript,
  richMedia,
  scannedPdf,
  scriptInStreamData,
  withObjectStream,
  xfaForm,
} from '../../../test/security/pdf-files.js';
import { tinyPdf } from '../../../test/upload-fixtures.js';
import { PDF_LIMITS, pdfProblem } from './pdf-check.js';

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
    ['an open action that shows a page', openAction('[2 0 R /Fit]')],
    ['an open action that goes to a page', openAction('<< /S /GoTo /D [2 0 R /Fit] >>')],
    ['a font resource the writer named /JS', pdfOf([...PAGES, '<< /Font << /JS 2 0 R >> >>'])],
    ['the Screen blend mode', pdfOf([...PAGES, '<< /Type /ExtGState /BM /Screen >>'])],
  ])('accepts %s', async (_what, bytes) => {
    expect(await pdfProblem(bytes)).toBeNull();
  });

  it('accepts a generated PDF with compressed object streams and a link', async () => {
    const bytes = await generatedPdf();
    expect(bytes.includes('/ObjStm')).toBe(true);
    expect(bytes.includes('/URI')).toBe(false);
    expect(await pdfProblem(bytes)).toBeNull();
  });

  it.each([
    ['by name', brokenXrefStream(true)],
    ['by reference', brokenXrefStream()],
  ])(
    'never inflates a cross-reference stream (a bomb there costs nothing), typed %s',
    async (_how, bytes) => {
      expect(await pdfProblem(bytes)).toBeNull();
    },
  );

  it('accepts a scanned-image PDF', async () => {
    const bytes = await scannedPdf();
    expect(bytes.includes('/DCTDecode')).toBe(true);
    expect(await pdfProblem(bytes)).toBeNull();
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
    [
      'an object stream that will not inflate',
      pdfOf(
        [
          ...PAGES,
          '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 9 >>\nstream\nnot-zlib!\nendstream',
        ],
        '%PDF-1.5',
      ),
    ],
    [
      'an object stream in a filter the check does not decode',
      hiddenScript({ filter: '/LZWDecode' }),
    ],
    ['a stream readers may take for an object stream', hiddenScript({ type: '/XRef' })],
    ['an object header inside another stream’s data', scriptInStreamData()],
    ['the review’s 24,000 object streams sharing one endstream', objectStreamFlood()],
  ])('calls %s malformed', async (_what, bytes) => {
    expect(await pdfProblem(bytes)).toBe('malformed');
  });

  it('calls a ZIP whose archive comment carries the PDF trailer a polyglot', async () => {
    expect(await pdfProblem(pdfZipWithTrailerInComment().bytes)).toBe('polyglot');
  });

  it.each([
    ['an open action running JavaScript', pdfWithOpenScript()],
    ['the same with the name spelled in #xx escapes', pdfWithOpenScript('/J#61va#53cript')],
    ['the same in lower-case #xx escapes', pdfWithOpenScript('/#4aava#53cript')],
    ['a launch action', pdfWithLaunch()],
    ['an embedded file', pdfWithAttachment()],
    ['JavaScript hidden in a compressed object stream', pdfWithHiddenScript()],
    ['rich media', richMedia()],
    [
      'an object stream whose filter is spelled /Flat#65Decode',
      hiddenScript({ filter: '/Flat#65Decode' }),
    ],
    ['an object stream whose type is spelled /Obj#53tm', hiddenScript({ type: '/Obj#53tm' })],
    [
      'an object stream whose dictionary is padded past 1 KiB',
      hiddenScript({ extra: ` /Padding (${'x'.repeat(2048)})` }),
    ],
    ['an open action opening a web page', openAction('<< /S /URI /URI (https://evil.example/) >>')],
    [
      'an open action opening a file on a network share',
      openAction('<< /S /GoToR /F (\\\\\\\\evil\\\\share\\\\x.pdf) /D [0 /Fit] >>'),
    ],
    ['additional actions (/AA) on a page', pageAction()],
    [
      'a file attachment annotation',
      pdfOf([
        ...PAGES,
        '<< /Type /Annot /Subtype /FileAttachment /FS << /Type /Filespec /F (a.exe) /EF << /F 2 0 R >> >> >>',
      ]),
    ],
    ['an XFA form', xfaForm()],
    ['a script in an older version of an object a later one replaces', replacedScript()],
  ])('finds active content: %s', async (_what, bytes) => {
    expect(await pdfProblem(bytes)).toBe('active_content');
  });

  it('reads compressed object streams: the hidden script is not in the raw bytes', () => {
    const bytes = pdfWithHiddenScript();
    expect(bytes.includes('/JavaScript')).toBe(false);
    expect(bytes.includes('/ObjStm')).toBe(true);
  });

  it.each([
    ['an /Encrypt dictionary', encryptedPdf()],
    ['one spelled /Encr#79pt', encryptedPdf('/Encr#79pt')],
  ])('calls a PDF with %s encrypted', async (_what, bytes) => {
    expect(await pdfProblem(bytes)).toBe('encrypted');
  });

  it('stops at its limits: a deflate bomb, more objects than it reads', async () => {
    // 64 MB of zeros packs into about 64 kB: over the inflate budget.
    expect(await pdfProblem(withObjectStream(Buffer.alloc(64 * 1024 * 1024)))).toBe('too_complex');
    const many = pdfOf(Array.from({ length: PDF_LIMITS.objects + 1 }, () => '0'));
    expect(await pdfProblem(many)).toBe('too_complex');
  });

  it('reads the review’s 24,000 object streams in linear time', async () => {
    const started = performance.now();
    await pdfProblem(objectStreamFlood(4 * 24_000));
    // The old scan took 27 s for 24,000; four times as many must not take 16 times as long.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
