/**
 * The zip an XLSX file is, read from its central directory: every part's name and declared sizes without inflating
 * anything, and one part at a time inflated as a stream of text (zlib on the thread pool, in small chunks) that the
 * reader may stop whenever it has seen enough. A part that inflates to more than it declared is cut off there, so the
 * declared sizes the caller checks are also the most it can be given.
 */
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Offset of the compressed bytes in the file. */
  dataOffset: number;
}

/** Not a zip we read (damaged, encrypted, ZIP64, an unknown compression): the caller's "cannot read" answer. */
export class BrokenZipError extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** The zip's entries by name, from the end-of-central-directory record and the directory it points to. */
export function readZipDirectory(file: Buffer): Map<string, ZipEntry> {
  let eocd = -1;
  // The record is 22 bytes plus a comment of at most 65,535.
  for (let i = file.length - 22; i >= Math.max(0, file.length - 22 - 0xffff); i -= 1) {
    if (file.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new BrokenZipError('no end of central directory');
  const count = file.readUInt16LE(eocd + 10);
  let at = file.readUInt32LE(eocd + 16);
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== CENTRAL) throw new BrokenZipError('bad central directory');
    const flags = file.readUInt16LE(at + 8);
    const method = file.readUInt16LE(at + 10);
    const compressedSize = file.readUInt32LE(at + 20);
    const uncompressedSize = file.readUInt32LE(at + 24);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const localOffset = file.readUInt32LE(at + 42);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 1) throw new BrokenZipError('encrypted');
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localOffset === 0xffffffff) {
      throw new BrokenZipError('zip64');
    }
    if (localOffset + 30 > file.length || file.readUInt32LE(localOffset) !== LOCAL) throw new BrokenZipError('bad local header');
    const dataOffset = localOffset + 30 + file.readUInt16LE(localOffset + 26) + file.readUInt16LE(localOffset + 28);
    if (dataOffset + compressedSize > file.length) throw new BrokenZipError('truncated');
    if (name.endsWith('/')) continue;
    entries.set(name, { name, method, compressedSize, uncompressedSize, dataOffset });
  }
  return entries;
}

/**
 * Inflates `entry` and hands its text to `onText` chunk by chunk (UTF-8 split safely). `onText` answers false to stop
 * early; inflating then stops too. Throws BrokenZipError on a damaged stream or one longer than it declared.
 */
export async function streamZipEntry(file: Buffer, entry: ZipEntry, onText: (text: string) => boolean): Promise<void> {
  const compressed = file.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  const decoder = new StringDecoder('utf8');
  if (entry.method === STORED) {
    if (compressed.length !== entry.uncompressedSize) throw new BrokenZipError('stored size');
    // Already in memory and no larger than the file: handed over in slices so a stop still saves the parsing.
    for (let at = 0; at < compressed.length; at += 64 * 1024) {
      if (!onText(decoder.write(compressed.subarray(at, at + 64 * 1024)))) return;
    }
    onText(decoder.end());
    return;
  }
  if (entry.method !== DEFLATED) throw new BrokenZipError(`method ${entry.method}`);
  const inflate = createInflateRaw();
  inflate.end(compressed);
  let inflated = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > entry.uncompressedSize) throw new BrokenZipError('longer than declared');
      if (!onText(decoder.write(chunk))) return;
    }
  } catch (error) {
    if (error instanceof BrokenZipError) throw error;
    // A zlib error is a damaged file; anything else (the caller's own refusal) goes up as it is.
    if ((error as NodeJS.ErrnoException).code?.startsWith?.('Z_')) throw new BrokenZipError('inflate');
    throw error;
  } finally {
    inflate.destroy();
  }
  onText(decoder.end());
}
