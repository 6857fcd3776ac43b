import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './disposition.js';

/** The plain `filename` parameter (the ASCII fallback), quoted only when it must be (RFC 6266). */
const asciiName = (header: string) => {
  const match = /filename=(?:"([^"]*)"|([^;\s]*))/.exec(header);
  return match?.[1] ?? match?.[2] ?? '';
};

describe('contentDisposition', () => {
  it('downloads PDFs and shows images', () => {
    // filename* only when the name differs from its ASCII form (RFC 6266 section 4.3).
    expect(contentDisposition('scan.pdf', 'application/pdf')).toBe(`attachment; filename=scan.pdf`);
    expect(contentDisposition('résumé.pdf', 'application/pdf')).toBe(
      `attachment; filename=re_sume_.pdf; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
    );
    expect(contentDisposition('photo.jpeg', 'image/jpeg')).toMatch(/^inline; filename=photo\.jpg/);
  });

  it.each([
    ['../../etc/passwd', 'application/pdf'],
    ['a"b\r\nSet-Cookie: x=1.pdf', 'application/pdf'],
    ['C:\\Windows\\evil.exe', 'image/png'],
    ['.hidden', 'image/webp'],
    ['', 'application/pdf'],
  ])('keeps %j harmless', (name, type) => {
    const header = contentDisposition(name, type);
    const ascii = asciiName(header);
    expect(ascii).toMatch(/^[A-Za-z0-9][A-Za-z0-9._ -]*\.(pdf|png|webp)$/);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^[^*]*(; filename\*=UTF-8''[A-Za-z0-9%!#$&+\-.^_`|~]+)?$/);
    // The name a browser saves under: filename*, or filename when there is none.
    expect(parse(header).parameters.filename).toMatch(/^[^/\\\p{Cc}]+\.(pdf|png|webp)$/u);
  });

  it('always ends with the extension of the real type', () => {
    expect(contentDisposition('invoice.pdf.exe', 'application/pdf')).toContain(
      'filename=invoice.pdf.pdf',
    );
  });
});
