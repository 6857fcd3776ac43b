import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach } from 'vitest';

const SERVER_DIR = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Runs a server entry point from source, as `npm start` runs its build. */
export function runTs(entry: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry, ...args], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      JWT_SECRET: '',
      // No web app (testConfig's rule): apps/web/dist may be mid-build while tests run.
      WEB_DIST_DIR: path.join(os.tmpdir(), 'gavel-test-no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function output(child: ChildProcess): () => string {
  let text = '';
  child.stdout?.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (text += d.toString()));
  return () => text;
}

export function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function waitHealthy(
  base: string,
  child: ChildProcess,
  timeoutMs = 20_000,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not become healthy');
}

/**
 * The temporary folders and child processes of one test file: each test's children are killed
 * after it, the folders removed after the file. Call at the top of the file.
 */
export function processScope(prefix: string) {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
  });
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });
  return {
    tmp: (): string => {
      const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      dirs.push(d);
      return d;
    },
    track: (child: ChildProcess): ChildProcess => {
      children.push(child);
      return child;
    },
  };
}
