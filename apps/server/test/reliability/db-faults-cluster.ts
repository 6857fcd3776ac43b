import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../process.js';

const run = promisify(execFile);

/** Where PostgreSQL's server programs live (Debian's layout); `PG_BIN` points elsewhere. */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL cluster of its own, on a free loopback port, that a test may stop and start at
 * will: the shared server at 5432 serves every other test and must never go down.
 */
export interface PrivateCluster {
  /** URL of the `gavel` database in the cluster. */
  url: string;
  /** Stops the server at once, as a crash would (`pg_ctl stop -m immediate`). */
  crash(): Promise<void>;
  /** Starts it again and resolves once it accepts connections (after crash recovery). */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  destroy(): Promise<void>;
}

// initdb and postgres refuse to run as root; CI runs as root, so the cluster belongs to the
// `postgres` user that Debian's PostgreSQL packages create.
const asRoot = process.getuid?.() === 0;

function idOf(flag: '-u' | '-g'): Promise<number> {
  return run('id', [flag, 'postgres']).then(({ stdout }) => Number(stdout.trim()));
}

async function pgRun(program: string, args: string[]): Promise<string> {
  const file = path.join(PG_BIN, program);
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  try {
    const { stdout } = await run(cmd, argv, { timeout: 60_000 });
    return stdout;
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    throw new Error(`${program} ${args.join(' ')} failed: ${e.stderr ?? e.message}`, {
      cause: err,
    });
  }
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-pg-'));
  if (asRoot) fs.chownSync(dir, await idOf('-u'), await idOf('-g'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  // An object, so the compiler sees that the functions below change it.
  const state = { running: false };

  const start = async () => {
    // -w waits for crash recovery to finish and connections to be accepted.
    await pgRun('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir}`,
      'start',
    ]);
    state.running = true;
  };
  const stop = async (mode: 'immediate' | 'fast') => {
    await pgRun('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
    state.running = false;
  };

  try {
    await pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    await start();
    const admin = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    });
    await admin.connect();
    await admin.query('create database gavel');
    await admin.end();
  } catch (err) {
    if (state.running) await stop('fast').catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/gavel`,
    crash: () => stop('immediate'),
    start,
    destroy: async () => {
      if (state.running) await stop('fast').catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
