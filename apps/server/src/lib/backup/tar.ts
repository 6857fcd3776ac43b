import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * The tar format of backup archives: plain ustar regular files, so any `tar` can list and
 * extract a backup by hand. Only what backups need is written and read (no links, no pax
 * headers); sizes from 8 GiB up use GNU's base-256 field, which GNU tar and bsdtar both read.
 */

/** The archive is not a tar stream this reader understands, or it is damaged. */
export class TarError extends Error {
  override name = 'TarError';
}

const BLOCK = 512;
const OCTAL_SIZE_LIMIT = 8 ** 11;

function writeOctal(h: Buffer, offset: number, length: number, value: number): void {
  h.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

/** `name` split into ustar's 155-byte prefix and 100-byte name at a `/`. */
function splitName(name: string): [prefix: string, base: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return [prefix, base];
  }
  throw new Error(`The name ${JSON.stringify(name)} is too long for a tar entry`);
}

function checksum(h: Buffer): number {
  let sum = 0;
  // The checksum field itself counts as eight spaces.
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (h[i] ?? 0);
  return sum;
}

export function tarHeader(name: string, size: number, mode: number, mtimeSeconds: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  const [prefix, base] = splitName(name);
  h.write(base, 0, 100, 'utf8');
  writeOctal(h, 100, 8, mode & 0o7777);
  writeOctal(h, 108, 8, 0);
  writeOctal(h, 116, 8, 0);
  if (size < OCTAL_SIZE_LIMIT) {
    writeOctal(h, 124, 12, size);
  } else {
    h[124] = 0x80;
    h.writeBigUInt64BE(BigInt(size), 128);
  }
  writeOctal(h, 136, 12, Math.floor(mtimeSeconds));
  h.write('0', 156, 'ascii');
  h.write('ustar\0' + '00', 257, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  h.write(`${checksum(h).toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return h;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Writes a tar stream to `out`, waiting whenever `out` asks for it. */
export class TarWriter {
  readonly #out: Writable;

  constructor(out: Writable) {
    this.#out = out;
  }

  async #write(chunk: Buffer): Promise<void> {
    if (!this.#out.write(chunk)) await once(this.#out, 'drain');
  }

  /**
   * One regular file of exactly `size` bytes from `body`; answers the SHA-256 of those bytes.
   * A body that turns out longer or shorter than `size` is an error: the archive would be torn.
   */
  async add(
    name: string,
    size: number,
    body: Buffer | AsyncIterable<Buffer>,
    opts: { mode?: number; mtime?: Date } = {},
  ): Promise<string> {
    const mtime = (opts.mtime ?? new Date()).getTime() / 1000;
    await this.#write(tarHeader(name, size, opts.mode ?? 0o600, mtime));
    const hash = createHash('sha256');
    let written = 0;
    for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
      written += chunk.length;
      if (written > size) throw new Error(`${name} grew while it was archived`);
      hash.update(chunk);
      await this.#write(chunk);
    }
    if (written !== size) throw new Error(`${name} shrank while it was archived`);
    await this.#write(Buffer.alloc(padding(size)));
    return hash.digest('hex');
  }

  /** The two empty blocks that end an archive. */
  async finish(): Promise<void> {
    await this.#write(Buffer.alloc(BLOCK * 2));
  }
}

/** Reads exact byte counts from a stream of chunks. */
class ByteSource {
  readonly #chunks: AsyncIterator<Buffer>;
  #head: Buffer = Buffer.alloc(0);

  constructor(source: AsyncIterable<Buffer>) {
    this.#chunks = source[Symbol.asyncIterator]();
  }

  async #fill(): Promise<boolean> {
    const next = await this.#chunks.next();
    if (next.done) return false;
    this.#head = this.#head.length === 0 ? next.value : Buffer.concat([this.#head, next.value]);
    return true;
  }

  /** Exactly `n` bytes; null at a clean end of the stream. */
  async read(n: number): Promise<Buffer | null> {
    while (this.#head.length < n) {
      if (!(await this.#fill())) {
        if (this.#head.length === 0) return null;
        throw new TarError('The archive ends in the middle of an entry');
      }
    }
    const out = this.#head.subarray(0, n);
    this.#head = this.#head.subarray(n);
    return out;
  }

  /** Reads and drops everything left. */
  async drain(): Promise<void> {
    this.#head = Buffer.alloc(0);
    while (await this.#fill()) this.#head = Buffer.alloc(0);
  }

  /** The next `n` bytes in the pieces they arrive in. */
  async *take(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.#head.length === 0 && !(await this.#fill())) {
        throw new TarError('The archive ends in the middle of an entry');
      }
      const piece = this.#head.subarray(0, Math.min(left, this.#head.length));
      this.#head = this.#head.subarray(piece.length);
      left -= piece.length;
      yield piece;
    }
  }
}

function readString(h: Buffer, offset: number, length: number): string {
  const field = h.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readSize(h: Buffer): number {
  if ((h[124] ?? 0) & 0x80) {
    const size = h.readBigUInt64BE(128);
    if (size > BigInt(Number.MAX_SAFE_INTEGER)) throw new TarError('A tar entry is too large');
    return Number(size);
  }
  const text = readString(h, 124, 12).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarError('A tar header has an invalid size');
  return Number.parseInt(text, 8);
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; read them all before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

/**
 * The regular files of a tar stream, in order. Directory entries are skipped (an archive that
 * was unpacked and packed again has them); anything else, or a damaged header, is an error.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const bytes = new ByteSource(source);
  for (;;) {
    const h = await bytes.read(BLOCK);
    if (h === null) throw new TarError('The archive has no end marker: it is incomplete');
    if (h.every((b) => b === 0)) {
      // Read to the end, so a compressed source checks its trailer (gzip's CRC and length).
      await bytes.drain();
      return;
    }
    const stored = Number.parseInt(readString(h, 148, 8).trim(), 8);
    if (stored !== checksum(h)) throw new TarError('A tar header is damaged (checksum mismatch)');
    const type = String.fromCharCode(h[156] ?? 0);
    const base = readString(h, 0, 100);
    const prefix = readString(h, 257, 6) === 'ustar' ? readString(h, 345, 155) : '';
    const name = prefix ? `${prefix}/${base}` : base;
    const size = readSize(h);
    if (type === '5') {
      for await (const _skipped of bytes.take(size + padding(size))) continue;
      continue;
    }
    if (type !== '0' && type !== '\0') {
      throw new TarError(`The archive holds ${name}, which is not a regular file (type ${type})`);
    }
    let left = size;
    const body = (async function* () {
      for await (const piece of bytes.take(size)) {
        left -= piece.length;
        yield piece;
      }
    })();
    yield { name, size, body };
    // Whatever the reader left unread is skipped, so the next header is found where it is.
    for await (const _skipped of bytes.take(left + padding(size))) continue;
  }
}
