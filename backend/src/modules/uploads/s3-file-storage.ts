import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { UploadStorageConfig } from '../../config/app-config.js';
import type { StorageUsage, StoredFile } from './file-storage.js';
import { FileStorage } from './file-storage.js';

type S3Config = Extract<UploadStorageConfig, { kind: 's3' }>;

/** Uploads in an S3-compatible bucket through the AWS SDK, so every api instance serves every file. */
export class S3FileStorage extends FileStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    super();
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 requires them: many S3-compatible servers do not know the newer
      // flexible checksums the SDK would otherwise add to every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, file: StoredFile): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: file.data, ContentType: file.contentType, ContentLength: file.data.length }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!object.Body || !object.ContentType) return null;
      return { data: Buffer.from(await object.Body.transformToByteArray()), contentType: object.ContentType };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async usage(prefix: string): Promise<StorageUsage> {
    const usage = { files: 0, bytes: 0 };
    for await (const object of this.objects(prefix)) {
      usage.files++;
      usage.bytes += object.Size ?? 0;
    }
    return usage;
  }

  /** One request per file: an account has few, and single deletes work on every S3-compatible server. */
  async deleteAll(prefix: string): Promise<number> {
    let deleted = 0;
    for await (const object of this.objects(prefix)) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: object.Key! }));
      deleted++;
    }
    return deleted;
  }

  /** The objects under `prefix`, page by page. */
  private async *objects(prefix: string) {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: prefix, ContinuationToken: token }));
      yield* page.Contents ?? [];
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  destroy(): void {
    this.client.destroy();
  }
}
