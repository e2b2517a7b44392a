import path from 'node:path';
import type { ServerConfig } from '../../config/server-config';
import { LocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';
import { lazySigningSecret } from './signing-secret';

/** S3 when the S3_* variables are set, else local disk in DATA_DIR/uploads. */
export function createStorage(config: Pick<ServerConfig, 's3' | 'dataDir' | 'uploadSigningSecret'>): ObjectStorage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage({
    root: path.join(config.dataDir, 'uploads'),
    signingSecret: lazySigningSecret(config.uploadSigningSecret, config.dataDir),
  });
}
