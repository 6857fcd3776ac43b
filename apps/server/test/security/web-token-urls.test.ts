import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The web app must never put a session token into a URL (SPEC §3: the session lives in
// localStorage and travels as `Authorization: Bearer`). This reads the app's source and flags
// every way of building a URL from a token that a change could plausibly introduce. The scanner
// is itself tested on examples, so it cannot silently match nothing.

const WEB_SRC = fileURLToPath(new URL('../../../web/src', import.meta.url));

/** Names a credential goes by in the web app and the API. */
const CREDENTIAL = String.raw`(?:access_?token|refresh_?token|id_?token|token|jwt|bearer|authorization|auth|session)`;
const CREDENTIAL_VALUE = String.raw`(?:access_?token|refresh_?token|\btoken\b|readSession\(\)|session\??\.)`;

const RULES: { name: string; pattern: RegExp }[] = [
  {
    name: 'a credential as a query parameter in a literal',
    pattern: new RegExp(String.raw`[?&]${CREDENTIAL}=`, 'i'),
  },
  {
    name: 'a credential added to URLSearchParams',
    pattern: new RegExp(
      String.raw`(?:searchParams\.(?:set|append)\(\s*|new URLSearchParams\(\s*\{[^}]*?)['"]?${CREDENTIAL}['"]?\s*[,:]`,
      'i',
    ),
  },
  {
    name: 'a URL-like template literal interpolating a credential',
    // A template with a path, query or scheme in it and a token inside one of its ${…}.
    pattern: new RegExp(
      String.raw`\`[^\`]*(?:/|\?|=|https?:)[^\`]*\$\{[^}]*${CREDENTIAL_VALUE}[^}]*\}[^\`]*\`|\`[^\`]*\$\{[^}]*${CREDENTIAL_VALUE}[^}]*\}[^\`]*(?:/|\?|=)[^\`]*\``,
      'i',
    ),
  },
  {
    name: 'a URL-like string concatenated with a credential',
    pattern: new RegExp(
      String.raw`['"][^'"\n]*[/?=&]['"]\s*\+\s*[\w.?()]*${CREDENTIAL_VALUE}|${CREDENTIAL_VALUE}[\w.?()]*\s*\+\s*['"][^'"\n]*[/?=&]`,
      'i',
    ),
  },
  {
    name: 'a credential handed to a navigation, EventSource, WebSocket or src/href',
    pattern: new RegExp(
      String.raw`(?:new (?:EventSource|WebSocket)\(|location\.(?:href\s*=|assign\(|replace\()|window\.open\(|\b(?:src|href)=\{)[^;\n]*${CREDENTIAL_VALUE}`,
      'i',
    ),
  },
];

/**
 * The source without its comments (their lines kept empty, so line numbers hold): a comment that
 * names an emailed link (`/reset-password?token=…`, SPEC §3.1) builds no URL.
 */
function code(source: string): string {
  const blank = (comment: string) => comment.replace(/[^\n]/g, '');
  return source.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/^\s*\/\/.*$/gm, blank);
}

/** Every rule a piece of source's code breaks, with its line number. */
function findings(text: string): { rule: string; line: number }[] {
  const source = code(text);
  const found: { rule: string; line: number }[] = [];
  for (const { name, pattern } of RULES) {
    const global = new RegExp(pattern.source, `${pattern.flags}g`);
    for (const match of source.matchAll(global)) {
      found.push({ rule: name, line: source.slice(0, match.index).split('\n').length });
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the token-in-URL scanner', () => {
  it.each([
    'fetch(`/api/auth/me?access_token=${token}`)',
    "const url = '/api/files/x?token=' + session.token;",
    'const u = `${apiBase}/events?t=${readSession()?.token}`;',
    'new EventSource(apiUrl(`/auctions/${id}/events`) + "?" + refreshToken)',
    "params.searchParams.set('access_token', token);",
    'new URLSearchParams({ page: "1", token: session.token })',
    'window.location.href = "/login#" + session.refreshToken;',
    '<a href={`/download/${file.id}/${session?.token}`}>',
    'new WebSocket(`wss://host/live`, session.token)',
    '/* a comment */ fetch(`/api/auth/me?access_token=${token}`)',
  ])('flags %s', (snippet) => {
    expect(findings(snippet)).not.toEqual([]);
  });

  it.each([
    'if (token) headers.Authorization = `Bearer ${token}`;',
    'body: JSON.stringify({ refresh_token: session.refreshToken }),',
    'xhr.open(presign.method, resolveApiUrl(presign.upload_url));',
    'new EventSource(apiUrl(`/auctions/${auctionId}/events`));',
    'const path = `/seller/listings/${listing.id}`;',
    "localStorage.setItem('auth', JSON.stringify({ token, refreshToken, roles }));",
    '/** The page the email links to: `/reset-password?token=…`. */',
    '  // read `?token=` from the link, then drop it from the address bar',
  ])('lets %s pass', (snippet) => {
    expect(findings(snippet)).toEqual([]);
  });
});

describe('apps/web/src', () => {
  it('builds no URL with a session token in it', () => {
    const files = sourceFiles(WEB_SRC);
    // The scan must have read the app, not an empty or moved folder.
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((f) => f.endsWith(path.join('lib', 'api-client.ts')))).toBe(true);
    const problems = files.flatMap((file) =>
      findings(fs.readFileSync(file, 'utf8')).map(
        (f) => `${path.relative(WEB_SRC, file)}:${String(f.line)} ${f.rule}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
