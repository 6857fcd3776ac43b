import { describe, expect, it } from 'vitest';
import { contentDisposition } from './disposition.js';

describe('contentDisposition', () => {
  it('downloads PDFs and shows images', () => {
    expect(contentDisposition('scan.pdf', 'application/pdf')).toBe(
      `attachment; filename="scan.pdf"; filename*=UTF-8''scan.pdf`,
    );
    expect(contentDisposition('photo.jpeg', 'image/jpeg')).toMatch(
      /^inline; filename="photo\.jpg"/,
    );
  });

  it.each([
    ['../../etc/passwd', 'application/pdf'],
    ['a"b\r\nSet-Cookie: x=1.pdf', 'application/pdf'],
    ['C:\\Windows\\evil.exe', 'image/png'],
    ['.hidden', 'image/webp'],
    ['', 'application/pdf'],
  ])('keeps %j harmless', (name, type) => {
    const header = contentDisposition(name, type);
    const ascii = /filename="([^"]*)"/.exec(header)?.[1] ?? '';
    expect(ascii).toMatch(/^[A-Za-z0-9][A-Za-z0-9._ -]*\.(pdf|png|webp)$/);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('filename*=')[1]).toMatch(/^UTF-8''[A-Za-z0-9%!#$&+\-.^_`|~]+$/);
  });

  it('always ends with the extension of the real type', () => {
    expect(contentDisposition('invoice.pdf.exe', 'application/pdf')).toContain(
      'filename="invoice.pdf.pdf"',
    );
  });
});
