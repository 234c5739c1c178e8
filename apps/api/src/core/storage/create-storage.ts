import type { Config } from '../../config/config';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

/** S3 when a bucket is configured, local disk (STORAGE_DIR) otherwise. */
export function createStorage(config: Config): FileStorage {
  if (!config.S3_BUCKET) return new LocalDiskStorage(config.STORAGE_DIR);
  return new S3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: config.S3_PREFIX,
  });
}
