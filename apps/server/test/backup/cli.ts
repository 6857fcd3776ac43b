import fs from 'node:fs';
import { output, runTs } from '../process.js';

/** Where PostgreSQL's client programs are on Debian and in CI; PATH is searched otherwise. */
export const PG_BIN_ARGS = fs.existsSync('/usr/lib/postgresql/15/bin/pg_dump')
  ? ['--pg-bin', '/usr/lib/postgresql/15/bin']
  : [];

/**
 * Runs `npm run backup` / `npm run restore` as the operator would, from source: the same
 * entry points the npm scripts run from the build. Answers the exit code and everything printed.
 */
export async function runCli(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  const child = runTs(`src/cli/${command}.ts`, args, env);
  const out = output(child);
  // 'close', not 'exit': the output is complete only once the pipes are closed.
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, out: out() };
}
