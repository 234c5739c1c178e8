import type { Readable } from 'node:stream';

import type * as S3 from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';

import { lazyPackage } from '../lazy-package';
import { type FileStorage, isStorageName, newStorageName, type StorageArea, type StoredObject } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Ceph…); unset: AWS S3. */
  endpoint?: string;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, shared config, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Put before every key, e.g. `hireway/`, when the bucket is shared. */
  prefix: string;
}

/** The AWS SDK (about a tenth of a start) loads only when S3 storage is configured: a local-disk install never does. */
const sdk = lazyPackage<typeof S3>('@aws-sdk/client-s3', { warmUp: false });

const isMissing = (error: unknown): boolean =>
  error instanceof sdk().S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Objects at `<prefix><area>/<uuid>.<ext>` in one bucket: for several API processes, or no local disk. */
export class S3Storage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new (sdk().S3Client)({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where S3 requires them: several S3-compatible services refuse the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(area: StorageArea, name: string): string {
    return `${this.options.prefix}${area}/${name}`;
  }

  async put(area: StorageArea, body: Buffer, file: { contentType: string; extension: string }): Promise<string> {
    const name = newStorageName(file.extension);
    await this.client.send(
      new (sdk().PutObjectCommand)({
        Bucket: this.options.bucket,
        Key: this.key(area, name),
        Body: body,
        ContentLength: body.length,
        ContentType: file.contentType,
        // Should the bucket ever be exposed directly, browsers still download instead of rendering.
        ContentDisposition: 'attachment',
      }),
    );
    return name;
  }

  async get(area: StorageArea, name: string): Promise<StoredObject | null> {
    if (!isStorageName(name)) return null;
    try {
      const result = await this.client.send(
        new (sdk().GetObjectCommand)({ Bucket: this.options.bucket, Key: this.key(area, name) }),
      );
      if (!result.Body) return null;
      return {
        // In Node the SDK's body is an IncomingMessage, a Readable.
        stream: result.Body as Readable,
        contentType: result.ContentType ?? 'application/octet-stream',
        sizeBytes: result.ContentLength ?? 0,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(area: StorageArea, name: string): Promise<boolean> {
    if (!isStorageName(name)) return false;
    try {
      await this.client.send(new (sdk().HeadObjectCommand)({ Bucket: this.options.bucket, Key: this.key(area, name) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(area: StorageArea, name: string): Promise<void> {
    if (!isStorageName(name)) return;
    await this.client.send(new (sdk().DeleteObjectCommand)({ Bucket: this.options.bucket, Key: this.key(area, name) }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
