import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { exitCode, freePort, output, processScope, runTs, waitHealthy } from './process.js';

// The real server process on a real data folder: start, restart, locks, signals, the staff CLI.
const { tmp, track } = processScope('gavel-proc-');

async function startServer(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = runTs('src/server.ts', [], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...env,
  });
  track(child);
  const log = output(child);
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(base, child);
  return { child, base, log };
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  return exitCode(child);
}

const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const account = {
  email: 'keeper@example.com',
  password: 'Sturdy-passphrase-9',
  role: 'seller',
  name: 'Keeper',
};

describe('the server process', () => {
  it('keeps its data across a restart and shuts down cleanly on SIGTERM', async () => {
    const dataDir = tmp();
    const first = await startServer(dataDir);
    expect((await postJson(`${first.base}/api/auth/register`, account)).status).toBe(201);
    expect(await stop(first.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

    const second = await startServer(dataDir);
    const login = await postJson(`${second.base}/api/auth/login`, {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
    expect(await stop(second.child)).toBe(0);
  });

  it('finishes a request in flight when told to stop', async () => {
    // At info the server logs each request as it takes it in, and the signal as it lands.
    const { child, base, log } = await startServer(tmp(), { LOG_LEVEL: 'info' });
    await postJson(`${base}/api/auth/register`, account);
    // A login whose body comes in two halves: in flight from its first byte until its answer,
    // however fast the machine. The signal lands between the halves.
    const body = JSON.stringify({ email: account.email, password: account.password });
    const half = Math.floor(body.length / 2);
    let answered: (res: http.IncomingMessage) => void = () => undefined;
    const answer = new Promise<http.IncomingMessage>((resolve) => (answered = resolve));
    const login = http.request(
      `${base}/api/auth/login`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-request-id': 'login-in-flight',
        },
      },
      answered,
    );
    const failed = new Promise<never>((_, reject) => login.on('error', reject));
    login.write(body.slice(0, half));
    await vi.waitFor(
      () => expect(log()).toMatch(/"reqId":"login-in-flight"[^\n]*"msg":"incoming request"/),
      { timeout: 10_000, interval: 10 },
    );
    child.kill('SIGTERM');
    await vi.waitFor(() => expect(log()).toContain('shutting down: draining requests'), {
      timeout: 10_000,
      interval: 10,
    });
    login.end(body.slice(half));
    const res = await Promise.race([answer, failed]);
    res.resume();
    expect(res.statusCode).toBe(200);
    expect(await exitCode(child)).toBe(0);
  });

  it('refuses a second process on the same embedded database', async () => {
    const dataDir = tmp();
    const first = await startServer(dataDir);
    const second = runTs('src/server.ts', [], {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
    });
    track(second);
    const log = output(second);
    expect(await exitCode(second)).toBe(1);
    expect(log()).toContain('in use by another Gavel process');
    // The first one is unharmed.
    expect((await fetch(`${first.base}/api/health`)).status).toBe(200);
  });

  it('refuses to start with a bad variable and names it', async () => {
    const child = runTs('src/server.ts', [], { DATA_DIR: tmp(), PORT: 'eighty' });
    track(child);
    const log = output(child);
    expect(await exitCode(child)).toBe(1);
    expect(log()).toMatch(/PORT: /);
  });

  it('creates staff with the CLI on a fresh folder, refuses duplicates and a running server', async () => {
    const dataDir = tmp();
    const create = (email: string) => {
      const c = runTs(
        'src/cli/user-create.ts',
        ['--email', email, '--password', 'Sturdy-passphrase-7', '--role', 'ops'],
        {
          DATA_DIR: dataDir,
        },
      );
      track(c);
      return { done: exitCode(c), log: output(c) };
    };
    const fresh = create('ops@example.com');
    expect(await fresh.done).toBe(0);
    expect(fresh.log()).toContain('Created ops ops@example.com');
    const dup = create('OPS@example.com');
    expect(await dup.done).toBe(1);
    expect(dup.log()).toContain('already exists');

    const server = await startServer(dataDir, {
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'Sturdy-passphrase-8',
    });
    const whileRunning = create('ops2@example.com');
    expect(await whileRunning.done).toBe(1);
    expect(whileRunning.log()).toContain('in use by another Gavel process');

    for (const [email, password, roles] of [
      ['ops@example.com', 'Sturdy-passphrase-7', ['OPS']],
      ['root@example.com', 'Sturdy-passphrase-8', ['ADMIN']],
    ] as const) {
      const res = await postJson(`${server.base}/api/auth/login`, { email, password });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { user: { roles: string[] } }).user.roles).toEqual(roles);
    }
  });

  it('validates CLI arguments', async () => {
    const c = runTs(
      'src/cli/user-create.ts',
      ['--email', 'x', '--password', 'short', '--role', 'seller'],
      {
        DATA_DIR: tmp(),
      },
    );
    track(c);
    const log = output(c);
    expect(await exitCode(c)).toBe(1);
    expect(log()).toMatch(/--email/);
    expect(log()).toMatch(/--password/);
    expect(log()).toMatch(/--role/);
  });
});
