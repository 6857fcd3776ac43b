/**
 * What the logger must never write: credentials that travel in URLs (signed file links, upload
 * tokens, a JWT sent as `?access_token=`, S3 presigned URLs) or inside error messages, and the
 * password of a `scheme://user:password@host` URL. Logs are read by more people than the data,
 * and a signed link in them opens a KYC scan for as long as it lives.
 */
export const REDACTED = '[REDACTED]';

/** Names that hold a credential wherever they appear (compared lower-cased). */
const EXACT = new Set([
  'sig',
  'key',
  'code',
  'auth',
  'authorization',
  'jwt',
  'otp',
  'pwd',
  'pass',
  'hmac',
  'ticket',
  'cookie',
  'set-cookie',
]);
/** Parts of a name that make it a credential: `access_token`, `X-Amz-Security-Token`, … */
const CONTAINS =
  /token|secret|passw|signature|credential|api[-_]?key|private[-_]?key|access[-_]?key|session/;

function decodeName(raw: string): string {
  let name = raw.replaceAll('+', ' ');
  // `%2573ig` is `%73ig` once decoded and `sig` twice: undo every layer a client may add.
  for (let i = 0; i < 3 && name.includes('%'); i++) {
    try {
      const decoded = decodeURIComponent(name);
      if (decoded === name) break;
      name = decoded;
    } catch {
      break;
    }
  }
  // `token[]=` and `token[0]=` name the same parameter to most query parsers.
  return name.trim().toLowerCase().replace(/\[.*$/, '');
}

/** Whether a query parameter of this name carries a credential. */
export function isCredentialName(raw: string): boolean {
  const name = decodeName(raw);
  return EXACT.has(name) || CONTAINS.test(name);
}

/** Fields of logged objects: as query names, but `code` and `key` are error codes and keys. */
function isCredentialField(raw: string): boolean {
  const name = raw.toLowerCase();
  return name !== 'code' && name !== 'key' && isCredentialName(name);
}

// `name=value` after a query separator, a comma or white space: URLs in request lines and in
// error messages, and `Signature=…` inside an S3 Authorization header quoted by an error. The
// value runs to the next `&`: query parsers do not split on `;` or `,`, so neither may we.
const PARAM = /(^|[?&;,#\s])([^=&;?#,\s"'<>]+)=([^&#\s"'<>]*)/g;
// The password of `scheme://user:password@host`.
const USERINFO = /([a-z][a-z0-9+.-]*:\/\/[^\s/?#@:]*):[^\s/?#@]+@/gi;
// A bearer or basic credential quoted in a message, and anything shaped like a JWT.
const SCHEME_CREDENTIAL = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;

function redactParams(text: string): string {
  return text.replace(PARAM, (whole, lead: string, name: string, value: string) => {
    if (value === '') return whole;
    if (isCredentialName(name)) return `${lead}${name}=${REDACTED}`;
    // `a=1;token=x`: a value may hide another pair that some parser would split off.
    return /[=]/.test(value) ? `${lead}${name}=${redactParams(value)}` : whole;
  });
}

/**
 * The text with the value of every credential-like `name=value` pair, every URL password, every
 * bearer credential and every JWT replaced by `[REDACTED]`; repeated and percent-encoded names
 * included. Everything else is kept, so the log still shows which route and parameters were used.
 */
export function redactText(text: string): string {
  return redactParams(text)
    .replace(USERINFO, `$1:${REDACTED}@`)
    .replace(SCHEME_CREDENTIAL, `$1 ${REDACTED}`)
    .replace(JWT, REDACTED);
}

/** Keys of serialized errors that are never written: the raw bytes of a malformed request. */
const DROPPED_KEYS = new Set(['rawPacket']);

/**
 * A serialized value (an error, its cause, an SDK's request or response) made safe to log:
 * strings go through `redactText`, fields named like credentials are replaced whole.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  // Deeper than any error worth reading: left out rather than written unchecked.
  if (depth > 6) return '[Object]';
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (DROPPED_KEYS.has(key)) continue;
    out[key] =
      isCredentialField(key) && item !== null && item !== undefined && item !== ''
        ? REDACTED
        : redactValue(item, depth + 1);
  }
  return out;
}

/** `redactValue` for a serialized error, keeping its type for the logger's serializer slot. */
export function redactError<T extends object>(serialized: T): T {
  return redactValue(serialized) as T;
}
