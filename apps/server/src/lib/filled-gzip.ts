import zlib from 'node:zlib';

/**
 * gzip level 3: a rendered page (about 25–36 KB) becomes about 6 KB, inside the first TCP
 * window of a phone's connection; higher levels save a few hundred bytes more for two to four
 * times the CPU.
 */
export const PAGE_GZIP: zlib.ZlibOptions = { level: 3 };

/** An empty final deflate block (stored, length 0): ends the stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** gzip's header: deflate, no name, no mtime, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** A stored deflate block holds at most this many bytes. */
const STORED_MAX = 0xffff;
/** deflate's window: the most a back-reference reaches. */
const WINDOW = 32 * 1024;

/**
 * A text whose parts are fixed and whose gaps are filled anew on every answer (a cached page
 * whose `server_time` values are of this moment, ADR 034/050). The fixed parts are compressed
 * once; each answer only adds the fill, as stored deflate blocks, and the CRC-32 (RFC 1951/1952:
 * every fixed part is raw deflate ended by a sync flush, so the blocks line up on bytes and can
 * be joined; a part refers back only to the fixed parts before it, never into a fill).
 */
export class FilledGzip {
  readonly #parts: string[];
  readonly #raw: Buffer[];
  /** The compressed fixed parts, by the fill's length in bytes (see `#deflatedFor`). */
  readonly #deflated = new Map<number, Buffer[]>();

  /** `parts` are the text around the gaps: `parts.join(fill)` is the text. */
  constructor(parts: string[]) {
    this.#parts = parts;
    this.#raw = parts.map((p) => Buffer.from(p, 'utf8'));
  }

  /**
   * Each fixed part compressed with the text before it as its window (so the state after the
   * markup still refers back to it), the fills there as bytes no HTML holds (NUL): only their
   * length matters, which is why there is one set per fill length (an ISO time has one).
   */
  #deflatedFor(fillLength: number): Buffer[] {
    let deflated = this.#deflated.get(fillLength);
    if (!deflated) {
      const gap = Buffer.alloc(fillLength);
      const before: Buffer[] = [];
      deflated = this.#raw.map((raw, i) => {
        if (i > 0) before.push(gap);
        const window = Buffer.concat(before).subarray(-WINDOW);
        before.push(raw);
        if (raw.length === 0) return Buffer.alloc(0);
        return zlib.deflateRawSync(raw, {
          ...PAGE_GZIP,
          finishFlush: zlib.constants.Z_SYNC_FLUSH,
          // A part holding a NUL could refer into a gap: it is compressed alone (PostgreSQL
          // text holds no NUL, so a page never has one).
          ...(window.length > 0 && !raw.includes(0) ? { dictionary: window } : {}),
        });
      });
      // A kept page sees one or two lengths; never let a stray one grow the map for long.
      if (this.#deflated.size >= 4) this.#deflated.clear();
      this.#deflated.set(fillLength, deflated);
    }
    return deflated;
  }

  /** The text around the matches of `gap` (a global RegExp). */
  static around(text: string, gap: RegExp): FilledGzip {
    return new FilledGzip(text.split(gap));
  }

  /** The text with every gap filled with `fill`. */
  text(fill: string): string {
    return this.#parts.join(fill);
  }

  /** The gzip of `text(fill)`, byte for byte another valid encoding of it. */
  gzip(fill: string): Buffer {
    const fillRaw = Buffer.from(fill, 'utf8');
    const stored = storedBlocks(fillRaw);
    const deflated = this.#deflatedFor(fillRaw.length);
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let length = 0;
    this.#raw.forEach((raw, i) => {
      if (i > 0) {
        chunks.push(stored);
        crc = zlib.crc32(fillRaw, crc);
        length += fillRaw.length;
      }
      chunks.push(deflated[i] ?? Buffer.alloc(0));
      crc = zlib.crc32(raw, crc);
      length += raw.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length % 2 ** 32, 4);
    chunks.push(FINAL_BLOCK, trailer);
    return Buffer.concat(chunks);
  }
}

/** `data` as non-final stored deflate blocks (each: header byte, LEN, NLEN, the bytes). */
function storedBlocks(data: Buffer): Buffer {
  const chunks: Buffer[] = [];
  for (let at = 0; at < data.length; at += STORED_MAX) {
    const piece = data.subarray(at, at + STORED_MAX);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(piece.length, 1);
    head.writeUInt16LE(~piece.length & 0xffff, 3);
    chunks.push(head, piece);
  }
  return Buffer.concat(chunks);
}
