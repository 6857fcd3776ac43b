// The benchmark suite (issue 8): runs every scenario in bench/scenarios against a production
// build, prints one markdown table, and writes docs/performance.md (between the bench markers)
// and docs/performance.json. Not a test: CI runs it with --quick (about a second per load) only
// to keep it working.
// Usage: npm run bench [-- --quick] [-- --only reads,web] [-- --no-write] [-- --out run.json]
// [-- --merge]
// (`--out` writes this run's report to a file, also for partial runs, which never write docs/
// unless `--merge`: then a full-length (not quick) partial run's entries replace those of the
// same ids in docs/performance.json, and the run is listed in its `partial_runs`.)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const ORDER = [
  'hot-auction',
  'many-auctions',
  'reads',
  'fanout',
  'web',
  'growth',
  'saved-search-match',
];

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    out: { type: 'string' },
    merge: { type: 'boolean', default: false },
    // A saved partial run (`--out`), merged into the report as `--merge` would have (issue 36).
    'merge-file': { type: 'string' },
  },
});
if (values['merge-file']) {
  const saved = JSON.parse(fs.readFileSync(values['merge-file'], 'utf8'));
  if (saved.quick || saved.failures.length > 0) {
    console.error('not merged: a quick run, or one with failures');
    process.exit(1);
  }
  values.only = saved.only ?? 'a saved run';
}
const quick = values.quick;
const only = values.only?.split(',').map((s) => s.trim());
if (values['merge-file']) {
  mergeIntoReport(JSON.parse(fs.readFileSync(values['merge-file'], 'utf8')));
  console.error(`merged ${values['merge-file']} into docs/performance.json and .md`);
  process.exit(0);
}
const write = !values['no-write'];

const ctx = {
  quick,
  seconds: (n) => (quick ? 1 : n),
  pgUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  log: (...args) => console.error('[bench]', ...args),
};

const files = fs
  .readdirSync(path.join(root, 'bench/scenarios'))
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => f.replace(/\.mjs$/, ''))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
function rank(id) {
  const i = ORDER.indexOf(id);
  return i === -1 ? ORDER.length : i;
}

const entries = [];
const failures = [];
for (const id of files) {
  if (only && !only.includes(id)) continue;
  const mod = await import(path.join(root, 'bench/scenarios', `${id}.mjs`));
  ctx.log(`${mod.meta.title} …`);
  const started = performance.now();
  try {
    const result = await mod.run(ctx);
    entries.push(...result);
    ctx.log(`${mod.meta.title}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (err) {
    // One broken scenario must not hide the others' figures; the run still fails at the end.
    failures.push({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    ctx.log(`${mod.meta.title} FAILED`, err);
  }
}
entries.sort((a, b) => a.scenario - b.scenario);
// Every entry has a stable id (issue 15), so runs can be compared entry by entry.
const ids = entries.map((e) => e.id);
const badIds = ids.filter((id, i) => typeof id !== 'string' || !id || ids.indexOf(id) !== i);
if (badIds.length > 0) {
  failures.push({ id: 'ids', error: `missing or repeated entry ids: ${badIds.join(', ')}` });
}

const machine = {
  cpus: os.cpus().length,
  cpu_model: os.cpus()[0]?.model ?? 'unknown',
  memory_gib: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  postgres: await postgresVersion(ctx.pgUrl),
  platform: `${os.type()} ${os.release()}`,
};
const run = {
  date: new Date().toISOString(),
  commit: gitCommit(),
  quick,
  machine,
  entries: entries.map((e) => ({
    id: e.id,
    ...e,
    ratio: e.ratio === null ? null : round(e.ratio, 3),
    ...(e.other_limit
      ? { other_limit: { ...e.other_limit, ratio: round(e.other_limit.ratio, 3) } }
      : {}),
  })),
  failures: failures.map((f) => f.id),
};

if (values.out) fs.writeFileSync(values.out, `${JSON.stringify(run, null, 2)}\n`);
const table = renderTable(entries);
console.log(`\n${table}`);
if (write && !only && !quick) {
  fs.writeFileSync(path.join(root, 'docs/performance.json'), `${JSON.stringify(run, null, 2)}\n`);
  writeMarkdown(run, table);
  // The report is checked by `prettier --check .` like every other file.
  execFileSync(
    path.join(root, 'node_modules/.bin/prettier'),
    ['--write', 'docs/performance.md', 'docs/performance.json'],
    { cwd: root, stdio: 'ignore' },
  );
  ctx.log('wrote docs/performance.md and docs/performance.json');
} else if (write && values.merge && !quick && failures.length === 0) {
  mergeIntoReport(run);
  ctx.log(`merged ${run.entries.length} entries into docs/performance.json and .md`);
} else if (write) {
  ctx.log('not written: partial (--only) or --quick runs never overwrite the report');
}
if (failures.length > 0) {
  for (const f of failures) console.error(`\n${f.id} failed:\n${f.error}`);
  process.exit(1);
}

/**
 * A partial run's entries into the last full report: each replaces the entry of its id or joins
 * the report in scenario order; the report's date, commit and machine stay the full run's, and
 * `partial_runs` says which entries came from which later run.
 */
function mergeIntoReport(partial) {
  const file = path.join(root, 'docs/performance.json');
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const fresh = new Map(partial.entries.map((e) => [e.id, e]));
  const kept = report.entries.map((e) => fresh.get(e.id) ?? e);
  const added = partial.entries.filter((e) => !report.entries.some((old) => old.id === e.id));
  const merged = [...kept, ...added].sort((a, b) => a.scenario - b.scenario);
  const others = (report.partial_runs ?? []).map((r) => ({
    ...r,
    entries: r.entries.filter((id) => !fresh.has(id)),
  }));
  const next = {
    ...report,
    entries: merged,
    partial_runs: [
      ...others.filter((r) => r.entries.length > 0),
      {
        date: partial.date,
        commit: partial.commit,
        only: only.join(','),
        machine: partial.machine,
        entries: partial.entries.map((e) => e.id),
      },
    ],
  };
  fs.writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
  const note = next.partial_runs
    .map(
      (r) =>
        `${r.entries.join(', ')}: ${r.date.slice(0, 16).replace('T', ' ')} UTC at \`${r.commit}\``,
    )
    .join('; ');
  writeMarkdown(
    next,
    `${renderTable(merged)}\n\nEntries from later partial runs (\`--only\`): ${note}.`,
  );
  execFileSync(
    path.join(root, 'node_modules/.bin/prettier'),
    ['--write', 'docs/performance.md', 'docs/performance.json'],
    { cwd: root, stdio: 'ignore' },
  );
}

function renderTable(rows) {
  const lines = [
    '| id | # | scenario | database | Gavel | limit (same run) | ratio | target | met |',
    '| -- | - | -------- | -------- | ----- | ---------------- | ----- | ------ | --- |',
  ];
  for (const e of rows) {
    const main = e.limit ? `${e.limit.name}: ${figures(e.limit.figures)}` : '—';
    // A second limit kept beside the target's (issue 36: bare from memory beside bare+pg).
    const other = e.other_limit
      ? `; ${e.other_limit.name}: ${figures(e.other_limit.figures)} (ratio ${Math.round(e.other_limit.ratio * 100)} %)`
      : '';
    const limit = `${main}${other}`;
    const ratio = e.ratio === null ? '—' : `${Math.round(e.ratio * 100)} %`;
    const met = e.target ? (e.target.met ? 'yes' : '**no**') : '—';
    lines.push(
      `| ${e.id} | ${e.scenario} | ${e.name} | ${e.database ?? '—'} | ${figures(e.figures)} | ${limit} | ${ratio} | ${e.target?.text ?? '—'} | ${met} |`,
    );
  }
  return lines.join('\n');
}

function figures(f) {
  return Object.entries(f)
    .map(([k, v]) => `${k.replaceAll('_', ' ')} ${typeof v === 'number' ? format(v) : (v ?? '—')}`)
    .join(', ');
}

function format(v) {
  if (Number.isInteger(v)) return v.toLocaleString('en-GB');
  // Below 1 (CPU ms per request), two significant digits: 0.042, 0.35.
  if (Math.abs(v) < 1) return String(Number(v.toPrecision(2)));
  return Math.abs(v) >= 100 ? Math.round(v).toLocaleString('en-GB') : v.toFixed(1);
}

function round(v, digits) {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

function writeMarkdown(r, body) {
  const file = path.join(root, 'docs/performance.md');
  const text = fs.readFileSync(file, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const m = r.machine;
  const section = [
    start,
    '',
    `Generated by \`npm run bench\` on ${r.date.slice(0, 16).replace('T', ' ')} UTC at commit \`${r.commit}\`.`,
    `Machine: ${m.cpus} × ${m.cpu_model}, ${m.memory_gib} GiB, Node ${m.node}, ${m.postgres}, ${m.platform}.`,
    'The load generators run on the same cores as the servers and PostgreSQL.',
    '',
    body,
    '',
    end,
  ].join('\n');
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  const next =
    i >= 0 && j > i
      ? text.slice(0, i) + section + text.slice(j + end.length)
      : `${text.trimEnd()}\n\n## Latest run\n\n${section}\n`;
  fs.writeFileSync(file, next);
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return 'unknown';
  }
}

async function postgresVersion(url) {
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    const { rows } = await c.query('show server_version');
    return `PostgreSQL ${rows[0].server_version.split(' ')[0]}`;
  } catch {
    return 'PostgreSQL (not reachable)';
  } finally {
    await c.end().catch(() => undefined);
  }
}
