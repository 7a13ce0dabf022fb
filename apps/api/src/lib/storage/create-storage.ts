import path from 'node:path';
import type { FilesConfig } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';
import { parseStorageUrl } from './storage-url.ts';

/** STORAGE_URL set: its bucket; otherwise DATA_DIR/files (decision 1602). */
export function createStorage(files: Pick<FilesConfig, 'storageUrl'>, dataDir: string): Storage {
  return files.storageUrl ? createS3Storage(parseStorageUrl(files.storageUrl)) : createLocalStorage(path.join(dataDir, 'files'));
}
