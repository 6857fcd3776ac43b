import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { assertSafeKey, type StorageDriver } from './types.js';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `root` (DATA_DIR/uploads); one file per key, written atomically. */
export function createLocalStorage(root: string): StorageDriver {
  const base = path.resolve(root);
  fs.mkdirSync(base, { recursive: true });

  function fileOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(base, key);
    // Belt and braces on top of assertSafeKey: the result must stay inside the root.
    if (!file.startsWith(base + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return file;
  }

  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file and a crash leaves no torn one.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.promises.writeFile(temp, bytes, { mode: 0o600 });
        await fs.promises.rename(temp, file);
      } catch (err) {
        await fs.promises.rm(temp, { force: true });
        throw err;
      }
    },
    async stat(key) {
      try {
        const stats = await fs.promises.stat(fileOf(key));
        return stats.isFile() ? { size: stats.size } : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async read(key) {
      try {
        return await fs.promises.readFile(fileOf(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stream(key) {
      const file = fileOf(key);
      try {
        const handle = await fs.promises.open(file, 'r');
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error('A storage prefix must end with /');
      await fs.promises.rm(fileOf(prefix.slice(0, -1)), { recursive: true, force: true });
    },
  };
}
