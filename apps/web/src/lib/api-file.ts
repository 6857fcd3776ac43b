import { exchange } from './api-client';

// Files the API answers (an invoice's PDF, a staff export): kept out of api-client.ts, which
// every first visit downloads, since only a few signed-in pages ever fetch one.

/** A file the API answers (a PDF, a CSV), with the name its `Content-Disposition` gives. */
export interface ApiFile {
  blob: Blob;
  filename: string | null;
}

/** `filename="…"` (or RFC 5987's `filename*=UTF-8''…`) of a `Content-Disposition` header. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}

/**
 * A file behind the session's token (an invoice's PDF, a staff export), through the same
 * exchange as every typed call (401 → refresh → retry; errors as `ApiError`). A plain link
 * cannot carry the `Authorization` header, so downloads are fetched and saved as a blob.
 * `path` is below `/api` (`/dealer/invoices/{id}/pdf`); empty query values are left out.
 */
export async function fetchApiFile(
  path: string,
  query: Record<string, string | undefined> = {},
  accept = '*/*',
): Promise<ApiFile> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.size > 0 ? `?${params.toString()}` : '';
  const response = await exchange(
    `${path}${search}`,
    { method: 'GET', headers: { Accept: accept } },
    true,
  );
  return {
    blob: await response.blob(),
    filename: dispositionFilename(response.headers.get('Content-Disposition')),
  };
}
