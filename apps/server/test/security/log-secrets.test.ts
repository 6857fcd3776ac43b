import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, expect, it } from 'vitest';
import { exitCode, freePort, output, runTs, waitHealthy } from '../process.js';
import { sampleFile, type PresignAnswer } from '../upload-fixtures.js';

// The log of a real run (the server process at LOG_LEVEL=info, what operators ship to their log
// store) holds no credential that came in a URL: signed file links, upload tokens, an access
// token sent as `?access_token=`, S3-style signatures, whatever their spelling.
let child: ChildProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-logs-'));
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('writes no signature, upload token or access token to the log of a real run', async () => {
  const port = await freePort();
  child = runTs('src/server.ts', [], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  });
  const log = output(child);
  const base = `http://127.0.0.1:${port}`;
  // A first start unpacks the embedded database: slow on a busy machine.
  await waitHealthy(base, child, 90_000);
  const secrets: string[] = [];

  const call = async (url: string, init: RequestInit = {}) => fetch(`${base}${url}`, init);
  const json = (method: string, body: unknown, token?: string): RequestInit => ({
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

  const registered = await call(
    '/api/auth/register',
    json('POST', {
      email: 'log-reader@example.com',
      password: 'Tr4vel-Lamp-Quietly-92',
      role: 'seller',
      name: 'Log Reader',
    }),
  );
  expect(registered.status).toBe(201);
  const { access_token: accessToken, refresh_token: refreshToken } = (await registered.json()) as {
    access_token: string;
    refresh_token: string;
  };
  secrets.push(accessToken, refreshToken);

  // A KYC document through the local driver: its upload URL carries a token, its link a sig.
  const file = await sampleFile('jpeg');
  const presign = await call(
    '/api/uploads/presign',
    json(
      'POST',
      {
        purpose: 'kyc_document',
        filename: file.filename,
        content_type: file.contentType,
        size_bytes: file.bytes.length,
      },
      accessToken,
    ),
  );
  expect(presign.status).toBe(201);
  const answer = (await presign.json()) as PresignAnswer;
  const uploadToken = new URL(answer.upload_url, base).searchParams.get('token') ?? '';
  secrets.push(uploadToken, uploadToken.split('.')[1] ?? '');
  const put = await call(answer.upload_url, {
    method: 'PUT',
    headers: answer.headers,
    body: new Uint8Array(file.bytes),
  });
  expect(put.status).toBe(204);
  // The same link again (used: 409) and with a forged token (403) are logged too.
  expect((await call(answer.upload_url, { method: 'PUT', headers: answer.headers })).status).toBe(
    409,
  );
  const finalize = await call(
    '/api/uploads/finalize',
    json('POST', { upload_id: answer.upload_id }, accessToken),
  );
  expect(finalize.status).toBe(200);
  const link = ((await finalize.json()) as { url: string }).url;
  const sig = new URL(link, base).searchParams.get('sig') ?? '';
  expect(sig).not.toBe('');
  secrets.push(sig);
  for (let i = 0; i < 3; i++) expect((await call(link)).status).toBe(200);
  // A signature spelled every way a client or an attacker might.
  const mangled = link.replace('sig=', 'SIG=');
  const encoded = link.replace('sig=', '%73ig=');
  const repeated = `${link}&sig=${sig}x`;
  for (const url of [mangled, encoded, repeated]) await call(url);
  // A credential in a URL the router cannot even decode.
  await call(`/api/files/%E0%A4%A?sig=${sig}`);

  // Access tokens never open anything from the URL (401), but they must not be logged either.
  for (const name of ['access_token', 'token', 'jwt', 'refresh_token', 'id_token']) {
    expect((await call(`/api/auth/me?${name}=${accessToken}`)).status).toBe(401);
  }
  expect((await call(`/api/auth/me?unrelated=${accessToken}`)).status).toBe(401);
  const s3Style = {
    'X-Amz-Credential': 'AKIAEXAMPLEKEYID00001',
    'X-Amz-Security-Token': 'FwoGZXIvYXdzSECURITYTOKEN00001',
    'X-Amz-Signature': 'deadbeefcafef00d0000000000000001',
    password: 'Plain-password-in-url-1',
    api_key: 'api-key-in-url-00001',
    code: 'oauth-code-in-url-00001',
  };
  secrets.push(...Object.values(s3Style));
  await call(`/api/health?${new URLSearchParams(s3Style).toString()}`);

  child.kill('SIGTERM');
  expect(await exitCode(child)).toBe(0);

  const text = log();
  // The run was logged: the file link, the upload URL and the refused token attempts are there.
  expect(text).toMatch(
    /"url":"\/api\/files\/[0-9a-f-]{36}\?variant=full&exp=\d+&sig=\[REDACTED\]"/,
  );
  expect(text).toContain(`/api/uploads/${answer.upload_id}/content?token=[REDACTED]`);
  expect(text).toContain('/api/auth/me?access_token=[REDACTED]');
  expect(text).toContain('X-Amz-Signature=[REDACTED]');
  for (const secret of secrets.filter((s) => s.length >= 8)) {
    expect(text, `the log holds ${secret}`).not.toContain(secret);
  }
  // Nothing JWT-shaped at all.
  expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\./);
}, 180_000);
