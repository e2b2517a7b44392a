/**
 * Rebuilds an uploaded SVG from an allow-list so it can never run anything, even opened directly:
 * no <script>, no event handlers (on*), no <foreignObject>, no animation (which can rewrite href), no links,
 * and no external references (href or url() pointing anywhere but #fragment in this document).
 * DOCTYPEs, comments and processing instructions are dropped; entities other than XML's five are refused.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { SVG_NAMESPACE } from './sniff-image-type';

const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

export class InvalidSvgError extends Error {}

/** Elements that draw or describe; anything else is removed with everything inside it. */
const ALLOWED_ELEMENTS = new Set([
  'svg', 'g', 'defs', 'desc', 'title', 'symbol', 'use', 'switch', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'image',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix',
  'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB',
  'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight',
  'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
]);

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

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  escapeText(value).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');

/** The attributes of an allowed element that survive, as ` name="value"` text. */
function keptAttributes(tag: SaxesTagNS): string {
  let out = '';
  for (const attribute of Object.values(tag.attributes)) {
    const { local, uri, prefix, value } = attribute;
    if (prefix === 'xmlns' || (prefix === '' && local === 'xmlns')) continue; // re-declared on the root
    let name: string;
    if (uri === '' && prefix === '') name = local;
    else if (uri === XLINK_NAMESPACE && local === 'href') name = 'href';
    else if (uri === XML_NAMESPACE && (local === 'space' || local === 'lang')) name = `xml:${local}`;
    else continue; // editor metadata (inkscape:, sodipodi:…) and unknown namespaces
    if (/^on/i.test(name)) continue;
    if (name === 'href') {
      if (!isSafeReference(tag.local, value)) continue;
    } else if (name === 'style') {
      if (!isSafeCss(value)) continue;
    } else if (EXTERNAL_URL.test(value) || DANGEROUS_VALUE.test(squeeze(value))) {
      continue;
    }
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  return out;
}

/** The sanitised document as UTF-8 text. Throws InvalidSvgError when it is not well-formed SVG. */
export function sanitizeSvg(source: string): string {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let out = '';
  let depth = 0;
  /** >0 while inside a removed element: its whole subtree goes. */
  let skipping = 0;
  let sawRoot = false;
  let styleText: string | null = null;

  const onText = (text: string) => {
    if (skipping > 0 || depth === 0) return;
    if (styleText !== null) styleText += text;
    else out += escapeText(text);
  };

  parser.on('opentag', (tag) => {
    if (depth === 0) {
      if (sawRoot) throw new InvalidSvgError('more than one root element');
      const isSvg = tag.local === 'svg' && (tag.uri === SVG_NAMESPACE || tag.uri === '');
      if (!isSvg) throw new InvalidSvgError('root is not <svg>');
      sawRoot = true;
    }
    depth += 1;
    if (skipping > 0) {
      skipping += 1;
      return;
    }
    if ((tag.uri !== SVG_NAMESPACE && tag.uri !== '') || !ALLOWED_ELEMENTS.has(tag.local)) {
      skipping = 1;
      return;
    }
    const namespaces = depth === 1 ? ` xmlns="${SVG_NAMESPACE}"` : '';
    out += `<${tag.local}${namespaces}${keptAttributes(tag)}>`;
    if (tag.local === 'style') styleText = '';
  });

  parser.on('closetag', (tag) => {
    depth -= 1;
    if (skipping > 0) {
      skipping -= 1;
      return;
    }
    if (tag.local === 'style' && styleText !== null) {
      if (isSafeCss(styleText)) out += escapeText(styleText);
      styleText = null;
    }
    out += `</${tag.local}>`;
  });

  parser.on('text', onText);
  parser.on('cdata', onText);

  try {
    let text = source;
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    parser.write(text).close();
  } catch (error) {
    if (error instanceof InvalidSvgError) throw error;
    throw new InvalidSvgError((error as Error).message);
  }
  if (!sawRoot) throw new InvalidSvgError('no <svg> element');
  return out;
}
