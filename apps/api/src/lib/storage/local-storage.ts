import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { assertStorageKey, type ByteRange, type Storage, type StoredObject } from './storage.ts';

/**
 * The default driver (decision 1602): one file per key under `root` (DATA_DIR/files). A write goes
 * to a temporary name first and is renamed into place, so a reader never sees half a file.
 */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };

  async function* walk(dir: string, prefix: string): AsyncIterable<StoredObject> {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.')) continue;
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
      else if (entry.isFile()) {
        const stat = await fs.promises.stat(path.join(dir, entry.name));
        yield { key, size: stat.size, modifiedAt: stat.mtime };
      }
    }
  }

  return {
    kind: 'local',
    async put(key, body: Readable, size) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.${randomUUID()}.part`);
      try {
        await pipeline(body, fs.createWriteStream(temporary, { flags: 'wx' }));
        const written = (await fs.promises.stat(temporary)).size;
        if (written !== size) throw new Error(`wrote ${written} bytes of ${size} for ${key}`);
        await fs.promises.rename(temporary, file);
      } catch (err) {
        await fs.promises.rm(temporary, { force: true });
        throw err;
      }
    },
    async get(key, range?: ByteRange) {
      const file = fileOf(key);
      try {
        const handle = await fs.promises.open(file, 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async head(key) {
      try {
        return { key, size: (await fs.promises.stat(fileOf(key))).size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async *list(prefix = '') {
      for await (const object of walk(root, '')) if (object.key.startsWith(prefix)) yield object;
    },
  };
}
