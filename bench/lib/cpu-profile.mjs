// Reads a V8 .cpuprofile (node --cpu-prof) into a short text summary: the share of samples by
// package or source area and the top functions by self time.
// `lastSeconds` keeps only the samples of the profile's last seconds (the load, not the set-up).
export function summarizeProfile(profile, { top = 40, lastSeconds } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const from = lastSeconds ? profile.endTime - lastSeconds * 1e6 : -Infinity;
  let t = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    if (t < from) return;
    total++;
    self.set(id, (self.get(id) ?? 0) + 1);
  });
  const fn = new Map();
  const area = new Map();
  let idle = 0;
  for (const [id, count] of self) {
    const { callFrame } = byId.get(id);
    if (callFrame.functionName === '(idle)') {
      idle += count;
      continue;
    }
    const where = areaOf(callFrame.url, callFrame.functionName);
    area.set(where, (area.get(where) ?? 0) + count);
    const key = `${callFrame.functionName || '(anonymous)'} ${short(callFrame.url)}:${callFrame.lineNumber + 1}`;
    fn.set(key, (fn.get(key) ?? 0) + count);
  }
  const pct = (n) => `${((100 * n) / total).toFixed(1)} %`;
  const lines = [`samples ${total}, idle ${pct(idle)}`, '', 'by area (self):'];
  for (const [k, v] of [...area].sort((a, b) => b[1] - a[1]).slice(0, 30))
    lines.push(`  ${pct(v).padStart(7)}  ${k}`);
  lines.push('', 'top functions (self):');
  for (const [k, v] of [...fn].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`  ${pct(v).padStart(7)}  ${k}`);
  return lines.join('\n');
}

function areaOf(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith('node:')) return url.split('/')[0] + url.slice(5).split('/')[0];
  const s = /apps\/server\/dist\/(.*)$/.exec(url);
  if (s) return `gavel:${s[1].split('/').slice(0, 2).join('/')}`;
  const c = /packages\/contract\/dist\/(.*)$/.exec(url);
  if (c) return `contract:${c[1]}`;
  return short(url);
}

function short(url) {
  return url
    .replace(/^file:\/\/.*?node_modules\//, '')
    .replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/');
}
