import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploads live: local files by default (createLocalUploadStorage), or an S3 bucket (storage/s3.ts, S3_BUCKET). */
export interface UploadStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such upload. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream (an export copies photos without holding them in memory), or null when there is none. */
  stream(key: string): Promise<Readable | null>;
  /** Removes the upload; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Rejects when the store cannot be reached or written (readiness). */
  ping(): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

export type UploadExtension = 'jpg' | 'png' | 'webp';

/** A fresh, unguessable key: the key alone never reveals who uploaded the file. */
export function newUploadKey(extension: UploadExtension): string {
  return `${randomUUID()}.${extension}`;
}

/** Only keys this server made are accepted, so a key can never point outside the uploads folder. */
export function isUploadKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function uploadContentType(key: string): string {
  if (key.endsWith('.png')) return 'image/png';
  if (key.endsWith('.webp')) return 'image/webp';
  if (key.endsWith('.avif')) return 'image/avif';
  return 'image/jpeg';
}

/** Files in `dir`; only keys `isKey` accepts (by default the UUID keys of private uploads) become paths. */
export function createLocalUploadStorage(dir: string, isKey: (key: string) => boolean = isUploadKey): UploadStorage {
  const fileOf = (key: string): string => {
    if (!isKey(key)) throw new Error(`Not an upload key: ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, data) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      // Write then rename, so a reader never sees half a file; instances sharing the folder never share a temporary name.
      const temporary = `${fileOf(key)}.${randomUUID()}.tmp`;
      await fs.writeFile(temporary, data, { mode: 0o600 });
      await fs.rename(temporary, fileOf(key));
    },
    async get(key) {
      if (!isKey(key)) return null;
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async stream(key) {
      if (!isKey(key)) return null;
      try {
        // Opened before answering, so a missing file is a null and not a stream that fails later.
        const handle = await fs.open(fileOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async ping() {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.access(dir, fs.constants.W_OK);
    },
  };
}
