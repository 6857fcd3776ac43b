// The JS and CSS each page of the web app loads on a first visit, from the production build:
// the Vite manifest (apps/web/dist/.vite/manifest.json) gives every chunk's static imports, and
// the generated route tree (apps/web/src/routeTree.gen.ts) gives every page's chain of routes.
// With TanStack Router's automatic code splitting, a route file's `component`, `loader` and
// `pendingComponent` become chunks of their own (manifest keys `<file>?tsr-split=<part>`) that
// the router loads when the route matches; `errorComponent` and `notFoundComponent` load only
// when shown, so a normal visit does not count them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The split parts a matched route loads (router-core `loadRouteChunk`). */
const LOADED_PARTS = ['component', 'loader', 'pendingComponent'];

/**
 * Every page (leaf route) of the app with the source files of its route chain, root first.
 * Parsed from the generated route tree, which is what the router itself is built from.
 */
export function pages(webDir) {
  const tree = fs.readFileSync(path.join(webDir, 'src/routeTree.gen.ts'), 'utf8');
  const files = new Map();
  for (const m of tree.matchAll(/import \{ Route as (\w+) \} from '\.\/([^']+)'/g)) {
    files.set(m[1], sourceFile(webDir, `src/${m[2]}`));
  }
  const routes = new Map([['rootRouteImport', { file: files.get('rootRouteImport'), path: '/' }]]);
  const parents = new Map();
  for (const m of tree.matchAll(
    /const (\w+) =\s*(\w+)\.update\(\{\s*id: '[^']*',\s*path: '([^']*)',\s*getParentRoute: \(\) => (\w+),/g,
  )) {
    routes.set(m[1], { file: files.get(m[2]), path: m[3] });
    parents.set(m[1], m[4].replace(/WithChildren$/, ''));
  }
  if (parents.size === 0) throw new Error('no routes found in routeTree.gen.ts');
  const withChildren = new Set(parents.values());
  const out = [];
  for (const name of parents.keys()) {
    if (withChildren.has(name)) continue;
    const chain = [];
    for (let n = name; n; n = parents.get(n)) {
      const route = routes.get(n);
      if (!route?.file) throw new Error(`route ${n} has no source file`);
      chain.unshift(route);
    }
    const joined = chain.map((r) => r.path).join('/');
    const url = joined.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
    out.push({ url, files: chain.map((r) => r.file) });
  }
  return out.sort((a, b) => a.url.localeCompare(b.url));
}

function sourceFile(webDir, base) {
  for (const ext of ['.tsx', '.ts', '.jsx', '.js']) {
    if (fs.existsSync(path.join(webDir, base + ext))) return base + ext;
  }
  throw new Error(`no source file for ${base}`);
}

/**
 * Per page: gzip bytes of the JS and CSS a first visit loads (`js`, `css`), the files, and
 * `lazyJs`: chunks the page's own code imports dynamically (e.g. charts, the live events' schema),
 * loaded after it renders.
 * Gzip at level 9, as scripts/precompress.mjs writes the .gz the server sends.
 */
export function pageSizes(webDir, dist = path.join(webDir, 'dist')) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: build the web app (vite build.manifest)`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const gzipCache = new Map();
  const gzip = (file) => {
    if (!gzipCache.has(file)) {
      const bytes = fs.readFileSync(path.join(dist, file));
      gzipCache.set(file, zlib.gzipSync(bytes, { level: 9 }).length);
    }
    return gzipCache.get(file);
  };

  // What index.html itself references: the entry, its modulepreloads, the stylesheet, and the
  // classic theme script outside the manifest.
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const htmlFiles = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+)"[^>]*>/g)]
    .filter((m) => /\.(m?js|css)$/.test(m[1]) && !/rel="icon"/.test(m[0]))
    .map((m) => m[1]);

  /** The files of `keys` and of everything they import statically. */
  const closure = (keys, seen = new Set()) => {
    const files = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`manifest has no ${key}`);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return files;
  };

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('manifest has no entry chunk');
  return pages(webDir).map((page) => {
    const routeKeys = page.files.flatMap((file) =>
      LOADED_PARTS.map((part) => `${file}?tsr-split=${part}`).filter((k) => k in manifest),
    );
    const seen = new Set();
    const initial = new Set([...htmlFiles, ...closure([entryKey, ...routeKeys], seen)]);
    // What the page's own chunks import dynamically (the entry's are the other routes).
    const dynamicKeys = [...seen]
      .filter((k) => k !== entryKey)
      .flatMap((k) => manifest[k].dynamicImports ?? []);
    const lazy = [...closure(dynamicKeys, seen)].filter((f) => !initial.has(f));
    const sum = (list) => list.reduce((total, f) => total + gzip(f), 0);
    const js = [...initial].filter((f) => /\.m?js$/.test(f));
    const css = [...initial].filter((f) => f.endsWith('.css'));
    return {
      url: page.url,
      routeFiles: page.files,
      files: [...initial],
      js: sum(js),
      jsFiles: js.length,
      css: sum(css),
      lazyJs: sum(lazy.filter((f) => /\.m?js$/.test(f))),
    };
  });
}

/** gzip -9 bytes of one built file, addressed by its URL path (e.g. /assets/index-x.js). */
export function gzipOfBuilt(dist, urlPath) {
  const file = path.join(dist, decodeURIComponent(urlPath));
  if (!file.startsWith(dist)) throw new Error(`outside ${dist}: ${urlPath}`);
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}
