/**
 * The build's immutable files (`.next/static/…`: scripts, styles, fonts) served from memory, compressed once; the same
 * for the self-hosted Pretendard's subsets under their versioned prefix (plugins/pretendard-fonts.ts, ADR 50).
 *
 * Next's handler sends them uncompressed (the front door does not run Next's `compress`, which would also compress the
 * page cache's HTML per response): a CBT page's first load was ~200 KB of gzip-able script sent as ~680 KB, and
 * Lighthouse's mobile LCP follows those bytes. Each file is read and compressed (brotli at its best quality, and gzip)
 * the first time it is asked for, off the event loop, and kept: the files' names carry their content hash, so they
 * never change while the process runs. Anything not found is left to Next (its 404).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const STATIC_PREFIX = '/_next/static/';

/** The content types of what a build's static folder holds; anything else is sent as bytes. */
const TYPES: Record<string, { type: string; compress: boolean }> = {
  '.js': { type: 'application/javascript; charset=utf-8', compress: true },
  '.css': { type: 'text/css; charset=utf-8', compress: true },
  '.json': { type: 'application/json; charset=utf-8', compress: true },
  '.map': { type: 'application/json; charset=utf-8', compress: true },
  '.svg': { type: 'image/svg+xml', compress: true },
  '.txt': { type: 'text/plain; charset=utf-8', compress: true },
  '.woff2': { type: 'font/woff2', compress: false },
  '.woff': { type: 'font/woff', compress: false },
  '.png': { type: 'image/png', compress: false },
  '.jpg': { type: 'image/jpeg', compress: false },
  '.webp': { type: 'image/webp', compress: false },
  '.ico': { type: 'image/x-icon', compress: false },
};

export interface StaticAsset {
  type: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface StaticAssets {
  /** The asset at a URL under the prefix (`/_next/static/…`), or null when there is no such file (or the URL leaves the folder). */
  find(url: string): Promise<StaticAsset | null>;
}

/** The encodings an Accept-Encoding header takes (q=0 refuses one). */
export function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  return new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim().toLowerCase()),
  );
}

/** What to send for an Accept-Encoding header: brotli, else gzip, else the bytes as they are. */
export function pickEncoding(asset: StaticAsset, acceptEncoding: string | undefined): { encoding?: 'br' | 'gzip'; body: Buffer } {
  const accepted = acceptedEncodings(acceptEncoding);
  if (asset.br && accepted.has('br')) return { encoding: 'br', body: asset.br };
  if (asset.gzip && accepted.has('gzip')) return { encoding: 'gzip', body: asset.gzip };
  return { body: asset.identity };
}

/** The files of `staticDir`, at URLs under `prefix` (which ends with a slash). */
export function createStaticAssets(staticDir: string, prefix = STATIC_PREFIX): StaticAssets {
  const root = path.resolve(staticDir);
  const loads = new Map<string, Promise<StaticAsset | null>>();

  const load = async (file: string): Promise<StaticAsset | null> => {
    let identity: Buffer;
    try {
      identity = await readFile(file);
    } catch {
      return null;
    }
    const kind = TYPES[path.extname(file).toLowerCase()] ?? { type: 'application/octet-stream', compress: false };
    const asset: StaticAsset = {
      type: kind.type,
      etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
      identity,
    };
    if (kind.compress && identity.length > 1_024) {
      [asset.br, asset.gzip] = await Promise.all([
        brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
        gzip(identity, { level: 9 }),
      ]);
    }
    return asset;
  };

  return {
    find(url) {
      const pathname = url.split('?')[0]!;
      if (!pathname.startsWith(prefix)) return Promise.resolve(null);
      let relative: string;
      try {
        relative = decodeURIComponent(pathname.slice(prefix.length));
      } catch {
        return Promise.resolve(null);
      }
      const file = path.resolve(root, relative);
      // Only files inside the folder: `..`, absolute paths and NUL never reach the disk.
      if (!file.startsWith(root + path.sep) || relative.includes('\0')) return Promise.resolve(null);
      let pending = loads.get(file);
      if (!pending) {
        pending = load(file);
        loads.set(file, pending);
        // Only found files are kept, so requests for made-up names cannot grow the map.
        void pending.then((asset) => asset ?? loads.delete(file));
      }
      return pending;
    },
  };
}
