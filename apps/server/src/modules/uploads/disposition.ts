import { EXTENSION } from './processing.js';

/**
 * A Content-Disposition that is safe whatever filename the client sent: PDFs download
 * (`attachment`), images show (`inline`). The ASCII name keeps only harmless characters and the
 * extension always matches the real type, so a file can never be saved as `invoice.pdf.exe`.
 */
export function contentDisposition(filename: string, contentType: string): string {
  const kind = contentType === 'application/pdf' ? 'attachment' : 'inline';
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
  // RFC 8187: encodeURIComponent leaves ' ( ) * as they are, but they are not attr-chars.
  const encoded = encodeURIComponent(unicode).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}.${ext}"; filename*=UTF-8''${encoded}`;
}
