import type { PresignUploadResponse, UploadPurpose, UploadResponse } from '@gavel/contract';
import { answer, api, ApiError, resolveApiUrl } from './api-client';
import { retryAfterSeconds } from './retry-after';

/**
 * Finalize answers 429 while the server's image queue is full (ADR 038); the file is kept, so
 * finalize is asked again after `Retry-After`, a few times, before the person is told.
 */
export const FINALIZE_TRIES = 4;
/** A longer wait than this is the person's to decide: the error is shown instead. */
const MAX_FINALIZE_WAIT_SECONDS = 30;

export interface UploadOptions {
  purpose: UploadPurpose;
  listingId?: string;
  /** 0–1 while the bytes travel. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** XMLHttpRequest because fetch cannot report upload progress. */
function putBytes(
  presign: PresignUploadResponse,
  file: File,
  onProgress: ((fraction: number) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(presign.method, resolveApiUrl(presign.upload_url));
    for (const [name, value] of Object.entries(presign.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
        return;
      }
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // not JSON (S3 answers XML): keep the text
      }
      reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => {
      reject(new Error('The upload failed: check your connection and try again.'));
    };
    xhr.onabort = () => {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', () => {
      xhr.abort();
    });
    xhr.send(file);
  });
}

/** SPEC §4.3: presign → PUT the bytes → finalize; the answer's `id` is what forms send. */
export async function uploadFile(file: File, options: UploadOptions): Promise<UploadResponse> {
  const presign = await answer(
    api.POST('/api/uploads/presign', {
      signal: options.signal,
      body: {
        purpose: options.purpose,
        filename: file.name || 'upload',
        content_type: file.type,
        size_bytes: file.size,
        ...(options.listingId ? { listing_id: options.listingId } : {}),
      },
    }),
  );
  options.onProgress?.(0);
  await putBytes(presign, file, options.onProgress, options.signal);
  for (let tries = 1; ; tries++) {
    try {
      return await answer(
        api.POST('/api/uploads/finalize', {
          signal: options.signal,
          body: { upload_id: presign.upload_id },
        }),
      );
    } catch (err) {
      const wait = retryAfterSeconds(err);
      if (wait === null || wait > MAX_FINALIZE_WAIT_SECONDS || tries >= FINALIZE_TRIES) throw err;
      await delay(wait * 1000, options.signal);
    }
  }
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      },
      { once: true },
    );
  });
}
