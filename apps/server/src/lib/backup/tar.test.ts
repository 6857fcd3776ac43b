import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readTar, TarWriter } from './tar.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-tar-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const fixtures = fileURLToPath(new URL('../../../test/backup/fixtures/', import.meta.url));

/** The bytes a TarWriter produces for `files`, added in pieces of at most `piece` bytes. */
async function archive(files: [string, Buffer][], piece = 7_000): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const tar = new TarWriter(out);
  for (const [name, bytes] of files) {
    const pieces = (function* () {
      for (let i = 0; i < bytes.length; i += piece) yield bytes.subarray(i, i + piece);
    })();
    await tar.add(name, bytes.length, Readable.from(pieces));
  }
  await tar.finish();
  return Buffer.concat(chunks);
}

async function entriesOf(bytes: Buffer, chunk = 1_000): Promise<[string, Buffer][]> {
  const pieces = (function* () {
    for (let i = 0; i < bytes.length; i += chunk) yield bytes.subarray(i, i + chunk);
  })();
  const out: [string, Buffer][] = [];
  for await (const entry of readTar(Readable.from(pieces))) {
    const parts: Buffer[] = [];
    for await (const p of entry.body) parts.push(p);
    out.push([entry.name, Buffer.concat(parts)]);
  }
  return out;
}

const longName = `data/uploads/${'d'.repeat(60)}/${'e'.repeat(50)}/${'f'.repeat(70)}.jpg`;
const files: [string, Buffer][] = [
  ['gavel-backup.json', Buffer.from('{"a":1}\n')],
  ['empty', Buffer.alloc(0)],
  ['exactly-one-block', randomBytes(512)],
  ['data/uploads/kyc_document/x/y.pdf', randomBytes(100_003)],
  [longName, randomBytes(1_234)],
];

describe('backup tar format', () => {
  it('reads back exactly what it wrote, in order, whatever the chunking', async () => {
    const bytes = await archive(files);
    expect(bytes.length % 512).toBe(0);
    expect(await entriesOf(bytes)).toEqual(files);
    expect(await entriesOf(bytes, 513)).toEqual(files);
  });

  it('writes archives that the system tar lists and extracts byte for byte', async () => {
    const file = path.join(dir, 'a.tar');
    fs.writeFileSync(file, await archive(files));
    const listed = execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toEqual(files.map(([name]) => name));
    const out = fs.mkdtempSync(path.join(dir, 'x-'));
    execFileSync('tar', ['-xf', file, '-C', out]);
    for (const [name, bytes] of files) expect(fs.readFileSync(path.join(out, name))).toEqual(bytes);
  });

  it.each(['gnu', 'posix', 'ustar'])(
    'reads what GNU tar packs in its %s format, skipping directory entries',
    async (format) => {
      const src = fs.mkdtempSync(path.join(dir, 's-'));
      for (const [name, bytes] of files) {
        fs.mkdirSync(path.dirname(path.join(src, name)), { recursive: true });
        fs.writeFileSync(path.join(src, name), bytes);
      }
      const file = path.join(dir, `${format}.tar`);
      const names = files.map(([name]) => name.split('/')[0] ?? name);
      execFileSync('tar', [`--format=${format}`, '-cf', file, '-C', src, ...new Set(names)]);
      expect(await entriesOf(fs.readFileSync(file))).toEqual(files);
    },
  );

  it('reads archives written by the hand-written writer it replaced', async () => {
    const old = zlib.gunzipSync(fs.readFileSync(path.join(fixtures, 'hand-written-writer.tar.gz')));
    const entries = await entriesOf(old);
    expect(entries.map(([name]) => name)).toEqual([
      'gavel-backup.json',
      'data/secrets/empty',
      'data/secrets/exactly-one-block',
      `data/uploads/listing_photo/${'d'.repeat(60)}/${'e'.repeat(50)}/${'f'.repeat(20)}.jpg`,
      'SHA256SUMS',
    ]);
    expect(entries[2]?.[1]).toEqual(Buffer.alloc(512, 0x61));
    expect(entries[3]?.[1].toString()).toBe('long name\n\n');
    // Its header for a 9 GiB + 5 bytes dump (GNU base-256 size), without the body.
    const big = Buffer.from(
      'H4sIAAAAAAAAA0tJLElMSixO1S/ILy5JL0ot1kspzS1goCowMDAwMDMwANMGSHQDRJrJgYGB1dDU0MjU2NjEBC' +
        'RvaGhqYs6gYEBdZ2AHpcUliUUMBnSxaxACAImwafUAAgAA',
      'base64',
    );
    const first = await readTar(Readable.from([zlib.gunzipSync(big)])).next();
    expect(first.done ? 0 : first.value.size).toBe(9 * 1024 ** 3 + 5);
  });

  it('refuses a damaged header, a cut-off archive and a body of the wrong length', async () => {
    const bytes = await archive(files);
    const damaged = Buffer.from(bytes);
    damaged[3] = (damaged[3] ?? 0) ^ 0x20;
    await expect(entriesOf(damaged)).rejects.toThrow(/corrupted/);
    await expect(entriesOf(bytes.subarray(0, 2_000))).rejects.toThrow(/Unexpected end/);

    const tar = new TarWriter(new PassThrough().resume());
    await expect(tar.add('short', 10, Buffer.alloc(9))).rejects.toThrow(/shrank/);
    const other = new TarWriter(new PassThrough().resume());
    await expect(other.add('long', 10, Buffer.alloc(11))).rejects.toThrow(/grew/);
  });

  it('refuses entries that are not regular files', async () => {
    const src = fs.mkdtempSync(path.join(dir, 'l-'));
    fs.symlinkSync('/etc/passwd', path.join(src, 'SHA256SUMS'));
    const file = path.join(dir, 'link.tar');
    execFileSync('tar', ['-cf', file, '-C', src, 'SHA256SUMS']);
    await expect(entriesOf(fs.readFileSync(file))).rejects.toThrow(/not a regular file/);
  });

  it('skips an entry the reader did not read', async () => {
    const bytes = await archive(files);
    const names: string[] = [];
    for await (const entry of readTar(Readable.from([bytes]))) names.push(entry.name);
    expect(names).toEqual(files.map(([name]) => name));
  });
});
