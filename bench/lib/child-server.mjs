// A limit's server in its own process, as Gavel runs in its own (the bare servers of scenario 3).
import { spawn } from 'node:child_process';

/**
 * Runs `script` with `args` under this Node, waits until `GET base/api/auctions` answers 2xx,
 * and answers its base URL and how to stop it.
 */
export async function startChildServer(script, args, port, label) {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/auctions`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 200 || child.exitCode !== null) throw new Error(`${label} did not start`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
