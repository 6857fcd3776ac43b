import { create as formatDisposition } from 'content-disposition';
import { EXTENSION } from './processing.js';

/**
 * A Content-Disposition that is safe whatever filename the client sent: PDFs download
 * (`attachment`), images show (`inline`). The ASCII name keeps only harmless characters and the
 * extension always matches the real type, so a file can never be saved as `invoice.pdf.exe`.
 * The header itself (quoting, RFC 8187 `filename*` when the name is not that ASCII name) is
 * written by the `content-disposition` package (ADR 028).
 */
export function contentDisposition(filename: string, contentType: string): string {
  const type = contentType === 'application/pdf' ? 'attachment' : 'inline';
  const ext = EXTENSION[contentType] ?? 'bin';
  // The client's name without its extension, then without anything a shell or header could use.
  const stem = filename.replace(/\.[^.]*$/, '').replace(/[\p{Cc}/\\]/gu, '');
  const ascii =
    stem
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9._ -]/g, '_')
      .replace(/^[.\s_-]+/, '')
      .slice(0, 100)
      .trim() || 'file';
  const unicode = (stem.trim().slice(0, 100) || 'file') + `.${ext}`;
  return formatDisposition(unicode, { type, fallback: `${ascii}.${ext}` });
}
