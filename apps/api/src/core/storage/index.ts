export { createStorage } from './create-storage';
export {
  contentDisposition,
  displayFilename,
  type FileDownload,
  openFoundFile,
  openStoredFile,
  sendDownload,
  sendPublicImage,
} from './download';
export { type FileStorage, isStorageName, STORAGE_AREAS, type StorageArea, type StoredObject } from './file-storage';
export { LocalDiskStorage } from './local-disk-storage';
export { publicAvatarUrl } from './media-url';
export { S3Storage, type S3StorageOptions } from './s3-storage';
export {
  keepableName,
  removeStoredFiles,
  storeUploads,
  type StoredUpload,
  type UploadToStore,
  withStoredUploads,
} from './stored-files';
export { storagePlugin } from './storage.plugin';
