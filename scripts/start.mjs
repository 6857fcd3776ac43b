// `npm start`: builds whatever is missing or older than its sources, then runs the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

const targets = [
  {
    workspace: '@gavel/contract',
    output: 'packages/contract/dist/index.js',
    inputs: [
      'packages/contract/src',
      'packages/contract/package.json',
      'packages/contract/tsconfig.build.json',
    ],
  },
  {
    workspace: '@gavel/server',
    output: 'apps/server/dist/server.js',
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/tsconfig.build.json',
      'packages/contract/src',
    ],
  },
  {
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
];

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

for (const t of targets) {
  const output = path.join(root, t.output);
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  const sources = Math.max(...t.inputs.map((i) => newestMtime(path.join(root, i))));
  if (built >= sources) continue;
  console.log(`Building ${t.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', t.workspace, '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(path.join(root, 'apps/server/dist/server.js'));
