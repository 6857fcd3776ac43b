import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { PresignUploadResponse, UploadResponse } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPostgresDatabase, newAccount } from './helpers.js';
import { exitCode, freePort, output, runTs, waitHealthy } from './process.js';
import { startS3Server, type TestS3 } from './s3-server.js';
import { tinyPdf } from './upload-fixtures.js';

// SPEC §9: STORAGE_DRIVER=s3 without S3_ACCESS_KEY_ID takes its credentials from the standard
// AWS chain. A real server process is started with the bucket settings but no S3 keys, and with
// temporary credentials in the AWS_* variables, as a role hands them out (the other links of the
// chain, profile, web identity, task role, instance profile, are the SDK's own, untested here).
// s3rver does not verify signatures but refuses key ids it was not told of: it accepts only the
// chain's here, so the server's own requests (finalize's HEAD and GET) prove which key signed
// them, and the presigned URLs are read for it.
const CHAIN = {
  AWS_ACCESS_KEY_ID: 'ASIACHAINTESTKEY',
  AWS_SECRET_ACCESS_KEY: 'chain-test-secret',
  AWS_SESSION_TOKEN: 'chain-test-session-token',
};

describe('the s3 driver on the AWS credential chain', () => {
  let s3: TestS3;
  let dataDir: string;
  let db: { url: string; drop: () => Promise<void> } | undefined;
  let server: { child: ChildProcess; base: string; log: () => string };

  beforeAll(async () => {
    s3 = await startS3Server('gavel-test', { acceptKeyIds: [CHAIN.AWS_ACCESS_KEY_ID] });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-s3-chain-'));
    // The embedded database unless this run is the PostgreSQL one.
    db = inject('testDb') === 'postgres' ? await freshPostgresDatabase() : undefined;
    const { S3_ACCESS_KEY_ID: _keyId, S3_SECRET_ACCESS_KEY: _secret, ...bucket } = s3.env;
    const port = await freePort();
    const child = runTs('src/server.ts', [], {
      ...bucket,
      ...CHAIN,
      ...(db ? { DATABASE_URL: db.url } : {}),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT: 'off',
      EMAIL_VERIFICATION: 'optional',
    });
    server = { child, base: `http://127.0.0.1:${port}`, log: output(child) };
    try {
      await waitHealthy(server.base, child, 60_000);
    } catch (err) {
      throw new Error(`the server did not start: ${String(err)}\n${server.log()}`, {
        cause: err,
      });
    }
  }, 120_000);

  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await exitCode(server.child);
    }
    await db?.drop();
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
    const res = await fetch(`${server.base}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    expect(res.ok, `${url}: ${res.status} ${text}`).toBe(true);
    return JSON.parse(text) as T;
  }

  /** The key id and session token a presigned URL was signed with. */
  const signer = (url: string) => {
    const query = new URL(url).searchParams;
    return {
      keyId: query.get('X-Amz-Credential')?.split('/')[0],
      sessionToken: query.get('X-Amz-Security-Token'),
    };
  };

  it('signs uploads and downloads with the chain’s credentials, and the round trip works', async () => {
    const { access_token: token } = await post<{ access_token: string }>(
      '/api/auth/register',
      newAccount('seller'),
    );
    const bytes = tinyPdf('Signed by a role');
    const presigned = await post<PresignUploadResponse>(
      '/api/uploads/presign',
      {
        purpose: 'kyc_document',
        filename: 'id.pdf',
        content_type: 'application/pdf',
        size_bytes: bytes.length,
      },
      token,
    );
    expect(presigned.upload_url.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
    expect(signer(presigned.upload_url)).toEqual({
      keyId: CHAIN.AWS_ACCESS_KEY_ID,
      sessionToken: CHAIN.AWS_SESSION_TOKEN,
    });

    const put = await fetch(presigned.upload_url, {
      method: 'PUT',
      headers: presigned.headers,
      body: new Uint8Array(bytes),
    });
    expect(put.status).toBe(200);

    // Finalize reads the object back from the bucket: the server's own signed requests.
    const upload = await post<UploadResponse>(
      '/api/uploads/finalize',
      { upload_id: presigned.upload_id },
      token,
    );
    expect(signer(upload.url)).toEqual({
      keyId: CHAIN.AWS_ACCESS_KEY_ID,
      sessionToken: CHAIN.AWS_SESSION_TOKEN,
    });
    const download = await fetch(upload.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect(server.log()).not.toMatch(/"level":(50|60)/);
  });
});
