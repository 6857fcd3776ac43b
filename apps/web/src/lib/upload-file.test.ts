import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { writeSession } from './session';
import { FINALIZE_TRIES, uploadFile } from './upload-file';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const busy = (seconds: number) =>
  json(429, {
    error: {
      code: 'rate_limited',
      message: 'Many images are being processed right now. Please try again in a few seconds.',
      details: { retry_after_seconds: seconds },
    },
  });

const presigned = {
  upload_id: '8f0c7a5e-2c1b-4c8e-9a57-0d6a2b3c4d5e',
  upload_url: '/api/uploads/8f0c7a5e-2c1b-4c8e-9a57-0d6a2b3c4d5e/content?token=t',
  method: 'PUT',
  headers: { 'content-type': 'image/jpeg' },
  expires_at: '2026-11-28T04:00:00.000Z',
};
const finalized = {
  id: presigned.upload_id,
  purpose: 'kyc_document',
  content_type: 'image/jpeg',
  size_bytes: 3,
  url: '/api/files/x',
};

/** The bytes' PUT: answered 204 at once (jsdom's XMLHttpRequest would go to the network). */
class InstantPut {
  status = 204;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  readonly open = vi.fn();
  readonly setRequestHeader = vi.fn();
  readonly abort = vi.fn();
  send() {
    queueMicrotask(() => this.onload?.());
  }
}

/** The API: presign, then each finalize takes the next answer. */
function api(finalizes: (() => Response)[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url);
      if (url.endsWith('/uploads/presign')) return Promise.resolve(json(201, presigned));
      const next = finalizes.shift();
      if (!next) throw new Error('no more answers');
      return Promise.resolve(next());
    }),
  );
  return calls;
}

const file = () => new File([new Uint8Array([1, 2, 3])], 'id.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('XMLHttpRequest', InstantPut);
  writeSession({ token: 'access', refreshToken: 'refresh', roles: ['SELLER'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('uploadFile: finalize while the server’s image queue is full', () => {
  it('asks again after Retry-After, and the file is not sent twice', async () => {
    const calls = api([() => busy(5), () => busy(5), () => json(200, finalized)]);
    const done = uploadFile(file(), { purpose: 'kyc_document' });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls.filter((c) => c.endsWith('/finalize'))).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_001);
    await expect(done).resolves.toEqual(finalized);
    expect(calls.filter((c) => c.endsWith('/presign'))).toHaveLength(1);
    expect(calls.filter((c) => c.endsWith('/finalize'))).toHaveLength(3);
  });

  it(`tells the person after ${String(FINALIZE_TRIES)} tries`, async () => {
    api(Array.from({ length: FINALIZE_TRIES }, () => () => busy(1)));
    const done = uploadFile(file(), { purpose: 'kyc_document' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(FINALIZE_TRIES * 1_000);
    const err = await done;
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(429);
  });

  it('does not wait out a long Retry-After, and never retries other errors', async () => {
    api([() => busy(600)]);
    await expect(uploadFile(file(), { purpose: 'kyc_document' })).rejects.toMatchObject({
      status: 429,
    });
    api([() => json(422, { error: { code: 'validation_error', message: 'Not a JPEG.' } })]);
    await expect(uploadFile(file(), { purpose: 'kyc_document' })).rejects.toMatchObject({
      status: 422,
    });
  });

  it('stops waiting when the upload is cancelled', async () => {
    api([() => busy(5)]);
    const controller = new AbortController();
    const done = uploadFile(file(), { purpose: 'kyc_document', signal: controller.signal });
    const seen = done.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    expect(await seen).toMatchObject({ name: 'AbortError' });
  });
});
