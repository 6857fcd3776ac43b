import type { ChildProcess } from 'node:child_process';
import { freePort, output, runTs, waitHealthy } from '../process.js';

/** A production server process started from source on restored data. */
export interface RestoredServer {
  base: string;
  child: ChildProcess;
  log: () => string;
}

export async function startServer(env: Record<string, string>): Promise<RestoredServer> {
  const port = await freePort();
  const child = runTs('src/server.ts', [], {
    NODE_ENV: 'production',
    RATE_LIMIT: 'off',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...env,
  });
  const server = { base: `http://127.0.0.1:${port}`, child, log: output(child) };
  try {
    await waitHealthy(server.base, child, 30_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`the server did not start: ${String(err)}\n${server.log()}`, { cause: err });
  }
  return server;
}

/** SIGTERM, and the exit it causes: the database is closed cleanly when this resolves. */
export async function stopServer(server: RestoredServer | undefined): Promise<number | null> {
  if (server?.child.exitCode !== null || server.child.signalCode !== null) return null;
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  return exited;
}
