/** Local-disk storage driver: files under one folder, written to a temporary name then renamed (atomic). */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, StorageLimitError, type Storage } from './storage';

export function createLocalDiskStorage(root: string): Storage {
  const fileFor = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    driver: 'local',
    async put(key, data, opts = {}) {
      const file = fileFor(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.part`;
      let size = 0;
      const limit = opts.maxBytes ?? Number.POSITIVE_INFINITY;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > limit) done(new StorageLimitError(limit));
          else done(null, chunk);
        },
      });
      const source = data instanceof Readable ? data : Readable.from([Buffer.from(data)]);
      try {
        await pipeline(source, counter, fs.createWriteStream(tmp, { mode: 0o600 }));
        await fsp.rename(tmp, file);
      } catch (err) {
        await fsp.rm(tmp, { force: true });
        throw err;
      }
      return { size };
    },
    async get(key) {
      return fsp.readFile(fileFor(key));
    },
    async stream(key) {
      const file = fileFor(key);
      await fsp.access(file);
      return fs.createReadStream(file);
    },
    async size(key) {
      try {
        return (await fsp.stat(fileFor(key))).size;
      } catch {
        return undefined;
      }
    },
    async delete(key) {
      await fsp.rm(fileFor(key), { force: true });
    },
  };
}
