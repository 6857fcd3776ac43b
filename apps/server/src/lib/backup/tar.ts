import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

/**
 * The tar side of backup archives, by `tar-stream` (ADR 028): regular files in ustar headers, so
 * any `tar` lists and extracts a backup, and every format a `tar` writes back (ustar, GNU long
 * names, pax) is read. What is ours: the SHA-256 of each entry as it is written, the refusal of
 * a body whose length is not the one announced, and of entries that are not regular files.
 */

/** The archive is not a tar stream this reader understands, or it is damaged. */
export class TarError extends Error {
  override name = 'TarError';
}

/** Writes a tar stream into `out`, and ends `out` once `finish` has written the end marker. */
export class TarWriter {
  readonly #pack = tar.pack();
  readonly #written: Promise<void>;

  constructor(out: Writable) {
    this.#written = pipeline(Readable.from(this.#pack), out);
    // Awaited by `finish`; a failure before then also fails the `add` in progress.
    this.#written.catch(() => undefined);
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
    const header = { name, size, mode: (opts.mode ?? 0o600) & 0o7777, mtime: opts.mtime };
    let failed: Error | undefined;
    const entry = this.#pack.entry(header, (err) => (failed ??= err ?? undefined));
    const hash = createHash('sha256');
    let written = 0;
    try {
      for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
        written += chunk.length;
        if (written > size) throw new Error(`${name} grew while it was archived`);
        hash.update(chunk);
        if (!entry.write(chunk)) await Promise.race([once(entry, 'drain'), this.#written]);
      }
      if (written !== size) throw new Error(`${name} shrank while it was archived`);
    } catch (err) {
      // Without the error: it is thrown here, and a stream with no listener would throw it too.
      this.#pack.destroy();
      throw err;
    }
    entry.end(null);
    await Promise.race([once(entry, 'finish'), this.#written]);
    if (failed) throw failed;
    return hash.digest('hex');
  }

  /** The two empty blocks that end an archive; resolves once `out` has taken everything. */
  async finish(): Promise<void> {
    this.#pack.finalize();
    await this.#written;
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes: read all of them, or none (they are then skipped). */
  body: AsyncIterable<Buffer>;
}

/** tar-stream's own errors (damaged header, cut-off archive) as TarError; zlib's pass. */
function asTarError(err: unknown): unknown {
  if (err instanceof TarError) return err;
  if (err instanceof Error && (err as { code?: unknown }).code === undefined) {
    return new TarError(err.message);
  }
  return err;
}

/**
 * The regular files of a tar stream, in order. Directory entries are skipped (an archive that
 * was unpacked and packed again has them); links, devices and the like are an error.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const extract = tar.extract();
  // Errors reach the loop below through `extract`, which the pipeline destroys with them.
  pipeline(source, extract).catch(() => undefined);
  try {
    for await (const entry of extract) {
      const { name, size, type } = entry.header;
      if (type === 'directory') {
        entry.resume();
        continue;
      }
      if (type !== 'file' && type !== 'contiguous-file') {
        throw new TarError(`The archive holds ${name}, which is not a regular file (${type})`);
      }
      // tar-stream's entries are streams of Buffers; streamx types their chunks as unknown.
      yield { name, size, body: entry as AsyncIterable<Buffer> };
      // Whatever the reader left unread is skipped, so the next header is found where it is.
      entry.resume();
    }
  } catch (err) {
    throw asTarError(err);
  } finally {
    extract.destroy();
  }
}
