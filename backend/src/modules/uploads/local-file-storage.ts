import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import type { StorageUsage, StoredFile } from './file-storage.js';
import { FileStorage } from './file-storage.js';
import { CONTENT_TYPE_OF_EXTENSION } from './image-types.js';

/** Uploads on the local disk, under one directory (`.data/uploads` by default). */
export class LocalFileStorage extends FileStorage {
  private readonly root: string;

  constructor(dir: string) {
    super();
    this.root = resolve(dir);
  }

  async put(key: string, file: StoredFile): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written under a temporary name and renamed would be atomic; a new random name per upload
    // means no reader can ever see a half-written file of that name anyway, as none exists before.
    await writeFile(path, file.data, { flag: 'wx' });
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    const contentType = CONTENT_TYPE_OF_EXTENSION[extname(path).slice(1)];
    if (!contentType) return null;
    try {
      return { data: await readFile(path), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async usage(prefix: string): Promise<StorageUsage> {
    const dir = this.pathOf(prefix);
    const names = await readdir(dir).catch(() => []);
    const sizes = await Promise.all(names.map(async (name) => (await stat(join(dir, name)).catch(() => null))?.size ?? 0));
    return { files: names.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
  }

  async deleteAll(prefix: string): Promise<number> {
    const dir = this.pathOf(prefix);
    const files = await readdir(dir).catch(() => []);
    await rm(dir, { recursive: true, force: true });
    return files.length;
  }

  /** Keys are built by the server from ids it checked; this is the last guard against leaving the root. */
  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Upload key outside the upload directory: ${key}`);
    return path;
  }
}
