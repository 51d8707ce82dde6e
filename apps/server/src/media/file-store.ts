/**
 * File storage behind one interface (issue 15, decision 043): uploaded product and hero images,
 * review photos, chat attachments and the seeded drawn images. Keys are relative paths such as
 * `media/uploads/products/{id}/detail.webp`, `uploads/reviews/{id}/{name}.webp` or
 * `chat/{conversationId}/{uuid}`: under DATA_DIR on the local disk (the default), or under the
 * bucket of any S3-compatible store (S3_* settings, media/s3-file-store.ts), so that several
 * server processes on one database see the same files.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file opened for reading. */
export interface StoredFile {
  body: Readable;
  /** Bytes. */
  size: number;
  contentType: string;
  /** Entity tag (quoted), when the store gives one. */
  etag: string | null;
  lastModified: Date | null;
}

export interface FileStore {
  /** 'local' (DATA_DIR) or 's3'. */
  readonly kind: 'local' | 's3';
  /** The folder keys are relative to, for a local store (served from disk directly); null on S3. */
  readonly localRoot: string | null;
  /** Writes `data` under `key` (replacing what is there). Throws on an invalid key or a store failure. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Opens `key` for reading; null when there is no such file (or the key is invalid). */
  get(key: string): Promise<StoredFile | null>;
  /** Removes `key` (no error when absent). */
  remove(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix` (a folder: ends with '/'). */
  removeFolder(prefix: string): Promise<void>;
  /** Keys under `prefix` (a folder), for syncing the seeded images. */
  list(prefix: string): Promise<string[]>;
}

/**
 * True for a key that names a file inside the store: relative, '/'-separated, no empty, '.' or
 * '..' segment, no backslash or control character, at most 512 characters.
 */
export function isValidKey(key: string): boolean {
  if (!key || key.length > 512 || key.startsWith('/') || key.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) return false;
  return key.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

function checkedKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  // Return requests' short videos (decision 071).
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
};

/** The content type of a file name by its extension ('application/octet-stream' when unknown). */
export const contentTypeOf = (key: string): string => TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** The local store: files under `root` (DATA_DIR), keys as relative paths. */
export function localFileStore(root: string): FileStore {
  const full = (key: string) => path.join(root, checkedKey(key));
  return {
    kind: 'local',
    localRoot: root,
    async put(key, data) {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      const file = path.join(root, key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { body: createReadStream(file), size: stat.size, contentType: contentTypeOf(key), etag: null, lastModified: stat.mtime };
    },
    async remove(key) {
      await fs.rm(full(key), { force: true });
    },
    async removeFolder(prefix) {
      await fs.rm(full(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
    async list(prefix) {
      const dir = full(prefix.replace(/\/$/, ''));
      const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
    },
  };
}

/**
 * Copies the files of the local folder `root`/`prefix` that the store lacks into it (the seeded
 * drawn images, rendered on the local disk, reach an S3 store this way). Returns how many were copied.
 */
export async function syncFolderToStore(root: string, prefix: string, store: FileStore): Promise<number> {
  if (store.localRoot === root) return 0;
  const local = await localFileStore(root).list(prefix);
  const present = new Set(await store.list(prefix));
  let copied = 0;
  for (const key of local) {
    if (present.has(key)) continue;
    await store.put(key, await fs.readFile(path.join(root, key)), contentTypeOf(key));
    copied++;
  }
  return copied;
}
