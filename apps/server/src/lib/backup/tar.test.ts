import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { readTar, TarWriter, tarHeader } from './tar.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-tar-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

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
  out.end();
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

  it('reads archives that the system tar wrote, skipping directory entries', async () => {
    const src = fs.mkdtempSync(path.join(dir, 's-'));
    fs.mkdirSync(path.join(src, 'data/secrets'), { recursive: true });
    fs.writeFileSync(path.join(src, 'data/secrets/jwt-secret'), 'k'.repeat(64));
    const file = path.join(dir, 'b.tar');
    execFileSync('tar', ['--format=ustar', '-cf', file, '-C', src, 'data']);
    expect(await entriesOf(fs.readFileSync(file))).toEqual([
      ['data/secrets/jwt-secret', Buffer.from('k'.repeat(64))],
    ]);
  });

  it('refuses a damaged header, a cut-off archive and a body of the wrong length', async () => {
    const bytes = await archive(files);
    const damaged = Buffer.from(bytes);
    damaged[3] = (damaged[3] ?? 0) ^ 0x20;
    await expect(entriesOf(damaged)).rejects.toThrow(/checksum/);
    await expect(entriesOf(bytes.subarray(0, 2_000))).rejects.toThrow(/ends|incomplete/);
    const noEnd = bytes.subarray(0, bytes.length - 1024);
    await expect(entriesOf(noEnd)).rejects.toThrow(/no end marker/);

    const tar = new TarWriter(new PassThrough().resume());
    await expect(tar.add('short', 10, Buffer.alloc(9))).rejects.toThrow(/shrank/);
    await expect(tar.add('long', 10, Buffer.alloc(11))).rejects.toThrow(/grew/);
  });

  it('encodes sizes from 8 GiB up in base 256 and reads them back', async () => {
    const size = 9 * 1024 ** 3 + 5;
    const header = tarHeader('big.dump', size, 0o600, 0);
    expect(header[124]).toBe(0x80);
    // Only the header: reading stops when the body runs out, after the size was understood.
    await expect(entriesOf(header)).rejects.toThrow(/ends in the middle/);
    const generator = readTar(Readable.from([header]));
    const first = await generator.next();
    expect(first.done ? 0 : first.value.size).toBe(size);
  });

  it('skips the unread part of an entry the reader did not finish', async () => {
    const bytes = await archive(files);
    const names: string[] = [];
    for await (const entry of readTar(Readable.from([bytes]))) {
      names.push(entry.name);
      for await (const _piece of entry.body) break;
    }
    expect(names).toEqual(files.map(([name]) => name));
  });
});
