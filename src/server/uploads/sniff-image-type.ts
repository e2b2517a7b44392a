/**
 * The real type of an image from its bytes, never from its name or declared type: magic numbers for BMP, JPEG,
 * PNG and WEBP; SVG when the text parses as XML whose root element is <svg>.
 */
import { SaxesParser } from 'saxes';

export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** How much of a text file is read to find its root element. */
const SVG_SNIFF_BYTES = 64 * 1024;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** BITMAPFILEHEADER "BM", then a DIB header of one of the known sizes (so a text file starting "BM…" is no BMP). */
function isBmp(bytes: Buffer): boolean {
  if (!startsWith(bytes, ascii('BM')) || bytes.length < 26) return false;
  return [12, 40, 52, 56, 64, 108, 124].includes(bytes.readUInt32LE(14));
}

export function sniffImageType(bytes: Buffer): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (isBmp(bytes)) return 'image/bmp';
  if (hasSvgRoot(bytes.subarray(0, SVG_SNIFF_BYTES))) return 'image/svg+xml';
  return null;
}

class RootFound {
  constructor(readonly isSvg: boolean) {}
}

/** Parses the start of the bytes as XML up to the first element; true when it is an <svg> (no namespace or SVG's). */
export function hasSvgRoot(head: Buffer): boolean {
  if (head.includes(0)) return false; // binary, or UTF-16, which we do not accept
  let text = head.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const parser = new SaxesParser({ xmlns: true, position: false });
  parser.on('opentag', (tag) => {
    throw new RootFound(tag.local === 'svg' && (tag.uri === SVG_NAMESPACE || tag.uri === ''));
  });
  try {
    parser.write(text);
    return false; // no element in the first bytes
  } catch (outcome) {
    return outcome instanceof RootFound && outcome.isSvg;
  }
}
