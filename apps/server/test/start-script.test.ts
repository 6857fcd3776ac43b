import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { exitCode, freePort, processScope } from './process.js';

// `npm start` as a person runs it: scripts/start.mjs, which builds what is missing or stale
// (quietly: one line per package) and starts the built server.
const ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const { tmp, track } = processScope('gavel-start-');

const READY = /^Gavel is ready at (http:\/\/\S+)$/;
/** Vite's build output: its banner, its progress and its list of chunks with their sizes. */
const VITE_OUTPUT = /vite v\d|modules transformed|rendering chunks|│ gzip:|\bkB\b/;

it('ends its output with one plain line, "Gavel is ready at http://HOST:PORT", after the JSON logs and no build listing', async () => {
  const port = await freePort();
  const child = track(
    spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATA_DIR: tmp(),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        JWT_SECRET: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  // A stale build is rebuilt first: minutes on a slow machine.
  const started = Date.now();
  let startedAt: number | null = null;
  while (!READY.test(stdout.trimEnd().split('\n').at(-1) ?? '')) {
    if (child.exitCode !== null) throw new Error(`start exited: ${stdout}${stderr}`);
    if (Date.now() - started > 540_000) throw new Error(`not ready: ${stdout}${stderr}`);
    // The server's last start-up log line: the ready line is due after it.
    if (startedAt === null && stdout.includes('"msg":"Gavel runs on Node.js')) {
      startedAt = Date.now();
    }
    if (startedAt !== null && Date.now() - startedAt > 5_000) {
      throw new Error(`started, but its output does not end with the ready line:\n${stdout}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // Nothing follows it at start: a moment for late log lines to come out.
  await new Promise((r) => setTimeout(r, 300));
  const lines = stdout.trimEnd().split('\n');
  const url = READY.exec(lines.at(-1) ?? '')?.[1];
  expect(url).toBe(`http://127.0.0.1:${String(port)}`);
  // And it is where Gavel answers.
  expect((await fetch(`${url ?? ''}/api/health`)).ok).toBe(true);
  for (const line of lines.slice(0, -1)) {
    // A build's one line per package, or a structured log line.
    if (/^Building @gavel\/\w+… done in [\d.]+ s$/.test(line)) continue;
    expect(() => JSON.parse(line) as unknown, line).not.toThrow();
  }
  expect(lines.filter((line) => READY.test(line))).toHaveLength(1);
  expect(`${stdout}${stderr}`).not.toMatch(VITE_OUTPUT);
  child.kill('SIGTERM');
  expect(await exitCode(child)).toBe(0);
}, 600_000);
