import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const storage = createLocalStorage(path.join(root, 'uploads'));

describe('local storage driver', () => {
  it('puts, stats, reads, streams and deletes', async () => {
    await storage.put('kyc_document/abc/file.pdf', Buffer.from('hello'), 'application/pdf');
    expect(await storage.stat('kyc_document/abc/file.pdf')).toEqual({ size: 5 });
    expect((await storage.read('kyc_document/abc/file.pdf'))?.toString()).toBe('hello');
    const streamed = await storage.stream('kyc_document/abc/file.pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of streamed?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello');
    await storage.delete('kyc_document/abc/file.pdf');
    expect(await storage.stat('kyc_document/abc/file.pdf')).toBeNull();
    expect(await storage.read('kyc_document/abc/file.pdf')).toBeNull();
    expect(await storage.stream('kyc_document/abc/file.pdf')).toBeNull();
    await storage.delete('kyc_document/abc/file.pdf');
  });

  it('removes a whole prefix', async () => {
    await storage.put('listing_photo/p1/a.jpg', Buffer.from('a'), 'image/jpeg');
    await storage.put('listing_photo/p1/a.thumb.webp', Buffer.from('b'), 'image/webp');
    await storage.put('listing_photo/p2/a.jpg', Buffer.from('c'), 'image/jpeg');
    await storage.deletePrefix('listing_photo/p1/');
    expect(await storage.stat('listing_photo/p1/a.jpg')).toBeNull();
    expect(await storage.stat('listing_photo/p2/a.jpg')).toEqual({ size: 1 });
  });

  it.each(['../escape', '/etc/passwd', 'a/../../b', 'a//b', 'a/./b', 'a\\b', ''])(
    'refuses the unsafe key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    },
  );
});
