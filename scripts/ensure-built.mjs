// Builds each named workspace (contract, server, web; all by default) whose output is missing
// or older than its sources. Used by `npm start` and `npm run user:create`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

const targets = {
  contract: {
    workspace: '@gavel/contract',
    output: 'packages/contract/dist/index.js',
    inputs: [
      'packages/contract/src',
      'packages/contract/package.json',
      'packages/contract/tsconfig.build.json',
    ],
  },
  server: {
    workspace: '@gavel/server',
    output: 'apps/server/dist/server.js',
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/tsconfig.build.json',
      'packages/contract/src',
    ],
  },
  web: {
    workspace: '@gavel/web',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      'packages/contract/src',
    ],
  },
};

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

export function ensureBuilt(names = Object.keys(targets)) {
  for (const name of names) {
    const t = targets[name];
    if (!t) throw new Error(`unknown build target ${name}`);
    const output = path.join(root, t.output);
    const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
    const sources = Math.max(...t.inputs.map((i) => newestMtime(path.join(root, i))));
    if (built >= sources) continue;
    // One line per package: the build's own output (Vite's list of chunks, hundreds of lines)
    // is shown only when the build fails.
    process.stdout.write(`Building ${t.workspace}… `);
    const started = performance.now();
    const result = spawnSync('npm', ['run', 'build', '-w', t.workspace, '--silent'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      process.stdout.write('failed\n');
      process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
      if (result.error) console.error(result.error);
      process.exit(result.status ?? 1);
    }
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureBuilt(process.argv.length > 2 ? process.argv.slice(2) : undefined);
}
