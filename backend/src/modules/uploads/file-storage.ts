/** A stored upload as it is served: its bytes and the content type its check decided. */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export interface StorageUsage {
  files: number;
  bytes: number;
}

/**
 * Where uploads live: local disk (one api instance) or an S3-compatible bucket (several share it).
 * Keys are `{ownerId}/{fileName}`, so an account's files are found by their prefix.
 */
export abstract class FileStorage {
  abstract put(key: string, file: StoredFile): Promise<void>;
  /** null when there is no such file. */
  abstract get(key: string): Promise<StoredFile | null>;
  /** How many files, and how many bytes, are stored under `prefix` (an account's folder). */
  abstract usage(prefix: string): Promise<StorageUsage>;
  /** Deletes every file under `prefix` (an account's folder); answers how many went. */
  abstract deleteAll(prefix: string): Promise<number>;
}
