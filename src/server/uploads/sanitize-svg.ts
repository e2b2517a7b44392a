/**
 * Makes an uploaded SVG safe to serve, even opened directly: DOMPurify (its SVG and SVG-filter profiles) walks and
 * cleans the tree on a jsdom window (it replaced a hand-written walker). On top of DOMPurify's own rules
 * (no <script>, no event handlers, no <foreignObject>) our policy removes links and animation (which can rewrite
 * href), and every external reference: an href, url() or CSS that points anywhere but a #fragment of this document,
 * except raster images embedded as data: URLs in <image>.
 *
 * The bytes must first be well-formed XML with one <svg> root; jsdom's XML parser refuses DOCTYPE entity tricks
 * (XXE, entity expansion), which are refused as invalid rather than neutralised.
 */
import type { DOMPurify as Purifier } from 'dompurify';
import { SVG_NAMESPACE } from './sniff-image-type';

export class InvalidSvgError extends Error {}

/** Kept elements DOMPurify's SVG profile would allow but we do not: links and animation. */
const FORBIDDEN_ELEMENTS = ['a', 'animate', 'animateColor', 'animateMotion', 'animateTransform', 'set', 'foreignObject'];

/** Raster images embedded in <image href="data:…">; nothing else may be embedded. */
const EMBEDDED_IMAGE = /^data:image\/(png|jpeg|gif|webp|bmp);base64,[A-Za-z0-9+/=\s]*$/;

/** Scheme checks ignore the whitespace and control characters browsers skip ("java\tscript:"). */
const squeeze = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').toLowerCase();

/** A url(...) anywhere that does not point at a #fragment of this document. */
const EXTERNAL_URL = /url\(\s*(?!['"]?#)/i;
const DANGEROUS_VALUE = /(javascript|vbscript|data):|expression\(|-moz-binding|behavior:|@import/;

/** CSS we keep: no escapes (they can spell anything), no imports, no scripts, only #fragment urls. */
function isSafeCss(css: string): boolean {
  return !css.includes('\\') && !EXTERNAL_URL.test(css) && !DANGEROUS_VALUE.test(squeeze(css));
}

function isSafeReference(element: string, value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.startsWith('#')) return /^#[^\s'"<>]*$/.test(trimmed);
  return element === 'image' && EMBEDDED_IMAGE.test(trimmed);
}

interface SvgCleaner {
  parse(source: string): Document;
  purify: Purifier;
  serialize(node: Node): string;
}

let cleaner: Promise<SvgCleaner> | undefined;

/** One jsdom window and DOMPurify instance for the process, made on the first SVG upload (jsdom is heavy to load). */
function svgCleaner(): Promise<SvgCleaner> {
  cleaner ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window as unknown as Window & typeof globalThis);
    purify.addHook('uponSanitizeElement', (node, data) => {
      // A <style> whose CSS could reach out is emptied, not removed, so the drawing keeps its structure.
      if (data.tagName === 'style' && !isSafeCss(node.textContent ?? '')) node.textContent = '';
    });
    purify.addHook('uponSanitizeAttribute', (node, data) => {
      const name = data.attrName.toLowerCase();
      const value = data.attrValue;
      const keep =
        name === 'href' || name === 'xlink:href'
          ? isSafeReference((node as Element).localName, value)
          : name === 'style'
            ? isSafeCss(value)
            : !EXTERNAL_URL.test(value) && !DANGEROUS_VALUE.test(squeeze(value));
      if (!keep) data.keepAttr = false;
      // DOMPurify would drop data: URLs on <image>; ours are checked to be raster images above.
      else if ((name === 'href' || name === 'xlink:href') && value.trim().startsWith('data:')) data.forceKeepAttr = true;
    });
    const parser = new window.DOMParser();
    const serializer = new window.XMLSerializer();
    return {
      parse: (source) => parser.parseFromString(source, 'image/svg+xml'),
      purify,
      serialize: (node) => serializer.serializeToString(node),
    };
  })();
  return cleaner;
}

/** The sanitised document as UTF-8 text. Throws InvalidSvgError when it is not well-formed SVG. */
export async function sanitizeSvg(source: string): Promise<string> {
  const { parse, purify, serialize } = await svgCleaner();
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const document = parse(text);
  const root = document.documentElement;
  if (!root || document.getElementsByTagName('parsererror').length > 0) throw new InvalidSvgError('not well-formed XML');
  if (root.localName !== 'svg' || (root.namespaceURI !== SVG_NAMESPACE && root.namespaceURI !== null)) {
    throw new InvalidSvgError('root is not <svg>');
  }
  // DOMPurify parses its input again (HTML's parser, which gives SVG its namespace and camelCase names and reads
  // CDATA as text); the root alone is passed, without the prolog or DOCTYPE of the file.
  const clean = purify.sanitize(serialize(root), {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> draws a #fragment of this document; the href hook refuses anything else.
    ADD_TAGS: ['use'],
    FORBID_TAGS: FORBIDDEN_ELEMENTS,
    RETURN_DOM: true,
  });
  const svg = (clean as Element).querySelector('svg');
  if (!svg) throw new InvalidSvgError('nothing drawable left');
  return serialize(svg);
}
