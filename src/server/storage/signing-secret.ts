/**
 * The key that signs local upload URLs. UPLOAD_SIGNING_SECRET wins; otherwise a random one is generated on first
 * use and kept in DATA_DIR/upload-signing-secret (mode 600), so URLs survive restarts and every process on the
 * same DATA_DIR agrees. A secret made per process would break both (docs/decisions/0005-uploads.md).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SIGNING_SECRET_FILE = 'upload-signing-secret';

export function loadOrCreateSigningSecret(dataDir: string): string {
  const file = path.join(dataDir, SIGNING_SECRET_FILE);
  const read = () => {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it to regenerate`);
    return secret;
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': if another process created it meanwhile, keep theirs.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}

/** Resolves the secret once, on first use, so processes that never sign (tests of other routes) write nothing. */
export function lazySigningSecret(configured: string | undefined, dataDir: string): () => string {
  let secret = configured;
  return () => (secret ??= loadOrCreateSigningSecret(dataDir));
}
