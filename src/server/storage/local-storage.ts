/** Uploads on local disk under DATA_DIR/uploads: the embedded default, one directory per key prefix. */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extensionOf, mimeTypeForExtension } from '../../config/attachment-types';
import {
  type ObjectStorage,
  type SignedUploadInput,
  type StoredObjectInfo,
  SizeMismatchError,
  assertStorageKey,
  exactSize,
} from './object-storage';
import { type UploadTokenCheck, signUploadToken, verifyUploadToken } from './upload-token';

export const LOCAL_SIGNED_UPLOAD_PATH = '/uploads/signed/';

export interface LocalStorageOptions {
  /** Directory of the files, e.g. DATA_DIR/uploads. */
  root: string;
  /** The key signing upload tokens, read on first use. */
  signingSecret: () => string;
}

export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const;

  constructor(private readonly options: LocalStorageOptions) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.options.root, key);
  }

  async put(key: string, body: Buffer | Readable, meta: { contentType: string; size?: number }): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write beside the target and rename: readers never see half a file.
    const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      if (Buffer.isBuffer(body)) {
        if (meta.size !== undefined && meta.size !== body.length) throw new SizeMismatchError(meta.size, body.length);
        await writeFile(temp, body);
      } else {
        const file = createWriteStream(temp);
        await (meta.size === undefined ? pipeline(body, file) : pipeline(body, exactSize(meta.size), file));
      }
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string) {
    const info = await this.head(key);
    if (!info) return null;
    return { ...info, body: createReadStream(this.pathOf(key)) as Readable };
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    try {
      const stats = await stat(this.pathOf(key));
      if (!stats.isFile()) return null;
      return { size: stats.size, contentType: mimeTypeForExtension(extensionOf(key)) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** A same-origin path to our own PUT route (src/server/routes/uploads); every host serves it. */
  async createSignedUpload(input: SignedUploadInput): Promise<string> {
    assertStorageKey(input.key);
    const token = signUploadToken(this.options.signingSecret(), {
      key: input.key,
      size: input.size,
      contentType: input.contentType,
      expiresAt: Math.floor(input.expiresAt.getTime() / 1000),
    });
    return `${LOCAL_SIGNED_UPLOAD_PATH}${token}`;
  }

  /** Checks a token of createSignedUpload: signature, then expiry. */
  verifySignedUpload(token: string, now = Date.now()): UploadTokenCheck {
    return verifyUploadToken(this.options.signingSecret(), token, now);
  }
}
