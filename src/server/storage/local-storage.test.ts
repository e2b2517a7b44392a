import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';
import { SizeMismatchError } from './object-storage';
import { lazySigningSecret, loadOrCreateSigningSecret } from './signing-secret';

let dir: string;
let storage: LocalStorage;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'local-storage-'));
  storage = new LocalStorage({ root: path.join(dir, 'uploads'), signingSecret: lazySigningSecret(undefined, dir) });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const KEY = 'AAAAAAAAAAAAAAAAAAAAAA.png';
const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('LocalStorage', () => {
  it('puts, heads, gets and deletes objects', async () => {
    expect(await storage.head(KEY)).toBeNull();
    expect(await storage.get(KEY)).toBeNull();
    await storage.put(KEY, Buffer.from('hello'), { contentType: 'image/png' });
    expect(await storage.head(KEY)).toEqual({ size: 5, contentType: 'image/png' });
    const object = await storage.get(KEY);
    expect(await text(object!.body)).toBe('hello');
    await storage.put(`incoming/${KEY}`, Readable.from([Buffer.from('str'), Buffer.from('eam')]), { contentType: 'image/png', size: 6 });
    expect(readFileSync(path.join(dir, 'uploads', 'incoming', KEY), 'utf8')).toBe('stream');
    await storage.delete(KEY);
    await storage.delete(KEY); // missing is fine
    expect(await storage.head(KEY)).toBeNull();
  });

  it('fails a stream with more or fewer bytes than declared and leaves no file behind', async () => {
    await expect(
      storage.put(KEY, Readable.from([Buffer.alloc(4), Buffer.alloc(4)]), { contentType: 'image/png', size: 6 }),
    ).rejects.toMatchObject({ expected: 6, actual: 8 });
    await expect(storage.put(KEY, Readable.from([Buffer.alloc(4)]), { contentType: 'image/png', size: 6 })).rejects.toBeInstanceOf(
      SizeMismatchError,
    );
    expect(readdirSync(path.join(dir, 'uploads'))).toEqual([]);
  });

  it('refuses keys it did not make', async () => {
    for (const key of ['../secret.png', 'a/../../b.png', '/etc/passwd', 'x.png', `${KEY}/..`, 'incoming/../AAAAAAAAAAAAAAAAAAAAAA.png']) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(/invalid storage key/);
    }
  });

  it('signs upload URLs it can verify, with a secret kept in DATA_DIR', async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const url = await storage.createSignedUpload({ key: `incoming/${KEY}`, contentType: 'image/png', size: 5, expiresAt });
    expect(url).toMatch(/^\/uploads\/signed\//);
    const check = storage.verifySignedUpload(url.slice('/uploads/signed/'.length));
    expect(check).toEqual({
      ok: true,
      payload: { key: `incoming/${KEY}`, size: 5, contentType: 'image/png', expiresAt: Math.floor(expiresAt.getTime() / 1000) },
    });
    const file = path.join(dir, 'upload-signing-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSigningSecret(dir)).toBe(readFileSync(file, 'utf8').trim());
  });

  it('uses UPLOAD_SIGNING_SECRET when set and then writes nothing', () => {
    expect(lazySigningSecret('configured-secret-0123456789abcdefghijk', dir)()).toBe('configured-secret-0123456789abcdefghijk');
    expect(readdirSync(dir)).toEqual([]);
  });
});
