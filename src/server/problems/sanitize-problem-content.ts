/**
 * Problem and passage HTML as it is stored (ADR 34) — the one module that decides it. Every writer (the authoring
 * routes, the XLSX/CSV import) passes HTML content through here, so readers show the stored HTML as it is.
 *
 * - Block fields (stem, explanation, passage body): p, br, strong, em, u, s, sub, sup, ul, ol, li, blockquote, tables
 *   (th/td keep colspan and rowspan), images from our own uploads only (`/uploads/<key>`, with alt, width, height), and
 *   formulas. Choice fields: the inline part of that (strong, em, u, s, sub, sup, br, images, formulas); the editor's
 *   paragraphs become their content with <br> between them, so a choice stays phrasing content inside its <label>.
 * - Everything else goes: scripts and styles with their content, event handlers, every other attribute, frames, links
 *   (their text stays), foreign images whole, and any MathML or SVG given as input, whole.
 * - A formula is `span[data-latex]`: only its LaTeX is read — whatever the span holds is discarded — and the stored
 *   span is rebuilt as `<span data-latex="…" class="math-inline"><math …>…</math></span>`, the MathML rendered here by
 *   KaTeX (output 'mathml', trust false). MathML needs no KaTeX CSS, fonts or script in the browser and no inline
 *   style, so it shows under the CSP; the markup is ours, generated from the attribute, never the input's.
 *
 * Sanitising stored HTML again gives the same HTML (an export imported again, an edit that keeps a field).
 */
import { randomBytes } from 'node:crypto';
import katex from 'katex';
import sanitizeHtml from 'sanitize-html';
import { MATH_LATEX_MAX_LENGTH } from '../../contracts/constants';
import { ownUploadKey } from '../../config/stored-html-urls';

/** Block fields hold paragraphs, lists and tables; inline fields (choices) only phrasing content. */
export type ContentKind = 'block' | 'inline';

export type SanitizedContent =
  | {
      ok: true;
      /** The HTML to store; '' when nothing is left to show (no text, no image, no formula). */
      html: string;
      /**
       * The length the field's limit is checked against: the stored HTML with each formula counted as its LaTeX span
       * before rendering, so the MathML a formula expands to does not count against the author.
       */
      length: number;
      /** Storage keys of the uploaded images the HTML shows, each once, in order (to be attached with the write). */
      uploadKeys: string[];
    }
  | { ok: false; message: string };

const INLINE_TAGS = ['strong', 'em', 'u', 's', 'sub', 'sup', 'br', 'img'];
const BLOCK_TAGS = [...INLINE_TAGS, 'p', 'ul', 'ol', 'li', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];
/** A formula while the HTML is sanitised: an empty element naming the formula, replaced by its MathML afterwards. */
const FORMULA_TAG = 'x-problem-formula';
/** Dropped with everything inside them (sanitize-html's list, plus input MathML and SVG). */
const DROPPED_WHOLE = ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'math', 'svg'];

const DIMENSION = /^\d{1,4}$/;
const SPAN = /^\d{1,2}$/;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A cell's span as the table needs it (2–99), or none. */
function cellAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = {};
  for (const name of ['colspan', 'rowspan']) {
    const value = attribs[name]?.trim();
    if (value && SPAN.test(value) && Number(value) > 1) out[name] = String(Number(value));
  }
  return out;
}

function imageAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = { src: attribs.src ?? '', alt: attribs.alt ?? '' };
  for (const name of ['width', 'height']) {
    const value = attribs[name]?.trim();
    if (value && DIMENSION.test(value) && Number(value) > 0) out[name] = String(Number(value));
  }
  return out;
}

/**
 * One sanitising run: the options, and the formulas it met in order. A formula span becomes an empty
 * `<x-problem-formula data-formula="<nonce>-<i>">`; what it held is dropped — its elements whole (exclusiveFilter),
 * its text (textFilter) — which needs to know, for every node, whether a formula encloses it: the parser's open
 * elements are followed through onOpenTag/onCloseTag, which see every tag, kept or not.
 */
function sanitizeRun(kind: ContentKind, nonce: string) {
  const formulas: string[] = [];
  const open: boolean[] = [];
  let formulaDepth = 0;
  const insideFormula = () => formulaDepth > 0;
  // The editor's (or a pasted document's) paragraphs in all but name become paragraphs.
  const asParagraph = sanitizeHtml.simpleTransform('p', {}, false);
  const paragraphLike = ['div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', ...(kind === 'inline' ? ['li', 'blockquote', 'tr'] : [])];
  const options: sanitizeHtml.IOptions = {
    // Inline fields take <p> while sanitising; it becomes <br> between paragraphs afterwards (inlineParagraphs).
    allowedTags: [...(kind === 'block' ? BLOCK_TAGS : [...INLINE_TAGS, 'p']), FORMULA_TAG],
    allowedAttributes: {
      img: ['src', 'alt', 'width', 'height'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      [FORMULA_TAG]: ['data-formula'],
    },
    // Images are checked against our uploads below; nothing else carries a URL.
    allowedSchemes: [],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    nonTextTags: DROPPED_WHOLE,
    onOpenTag: (name, attribs) => {
      const isFormula = name === 'span' && attribs['data-latex'] !== undefined;
      open.push(isFormula);
      if (isFormula) formulaDepth += 1;
    },
    onCloseTag: () => {
      if (open.pop()) formulaDepth -= 1;
    },
    transformTags: {
      span: (tagName, attribs): sanitizeHtml.Tag => {
        const latex = attribs['data-latex']?.trim();
        // A span that is not a formula (or an empty one, or one inside a formula) is dropped, its text kept (or not).
        if (latex === undefined || latex === '' || formulaDepth > 1) return { tagName, attribs: {} };
        return { tagName: FORMULA_TAG, attribs: { 'data-formula': `${nonce}-${formulas.push(latex) - 1}` } };
      },
      // Only a formula span becomes one; the tag written as input is dropped like any unknown tag.
      [FORMULA_TAG]: () => ({ tagName: 'x-dropped', attribs: {} }),
      img: (tagName, attribs) => ({ tagName, attribs: imageAttributes(attribs) }),
      th: (tagName, attribs) => ({ tagName, attribs: cellAttributes(attribs) }),
      td: (tagName, attribs) => ({ tagName, attribs: cellAttributes(attribs) }),
      ...Object.fromEntries(paragraphLike.map((name) => [name, asParagraph])),
    },
    // A formula's text is not kept (its LaTeX is the attribute).
    textFilter: (text) => (insideFormula() ? '' : text),
    exclusiveFilter: (frame) =>
      // Whatever a formula holds goes whole (onCloseTag has already closed this element, so an enclosing formula counts).
      insideFormula() ||
      // An image from anywhere but our uploads is dropped whole (its alt text would read as stray words).
      (frame.tag === 'img' && ownUploadKey(frame.attribs.src ?? '') === null),
  };
  return { options, formulas };
}

/** Paragraphs of an inline field as its content with <br> between them; empty ones dropped. */
function inlineParagraphs(html: string): string {
  return html
    .replace(/<p>\s*<\/p>/g, '')
    .replace(/<\/p>\s*<p>/g, '<br />')
    .replace(/<\/?p>/g, '')
    .replace(/^(?:\s*<br \/>)+|(?:<br \/>\s*)+$/g, '')
    .trim();
}

/** Whether sanitised HTML (formulas taken out and counted) shows anything: text (not only spaces), an image or a formula. */
function showsSomething(html: string, formulas: number): boolean {
  if (formulas > 0 || /<img\b/.test(html)) return true;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\u00a0/g, ' ');
  return text.trim() !== '';
}

/** KaTeX's MathML for one formula (the <math> element of its answer), or KaTeX's refusal. */
function renderFormula(latex: string): { ok: true; mathml: string } | { ok: false; message: string } {
  try {
    const rendered = katex.renderToString(latex, { output: 'mathml', throwOnError: true, trust: false, strict: 'ignore' });
    const start = rendered.indexOf('<math');
    const end = rendered.lastIndexOf('</math>');
    if (start < 0 || end < start) return { ok: false, message: '수식을 MathML로 바꿀 수 없습니다.' };
    return { ok: true, mathml: rendered.slice(start, end + '</math>'.length) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

const formulaSpan = (latex: string, mathml: string) =>
  `<span data-latex="${escapeAttribute(latex)}" class="math-inline">${mathml}</span>`;

/**
 * HTML content of one field as it is stored, or why not: `label` names the field in the Korean message
 * ("문제", "2번 선택지", "해설", "지문").
 */
export function sanitizeProblemHtml(input: string, kind: ContentKind, label: string): SanitizedContent {
  // The formula elements carry a nonce nobody can type, so markup that looks like one is never taken for a formula.
  const nonce = randomBytes(9).toString('hex');
  const { options, formulas } = sanitizeRun(kind, nonce);
  let html = sanitizeHtml(input, options).trim();
  if (kind === 'inline') html = inlineParagraphs(html);
  const pattern = new RegExp(`<${FORMULA_TAG} data-formula="${nonce}-(\\d+)"></${FORMULA_TAG}>`, 'g');
  const used = [...html.matchAll(pattern)].map((match) => formulas[Number(match[1])]!);
  if (!showsSomething(html.replace(pattern, ''), used.length)) return { ok: true, html: '', length: 0, uploadKeys: [] };

  const rendered = new Map<string, string>();
  for (const latex of used) {
    if (latex.length > MATH_LATEX_MAX_LENGTH) {
      return { ok: false, message: `수식은 ${MATH_LATEX_MAX_LENGTH.toLocaleString('ko-KR')}자까지 입력할 수 있습니다 (${label}).` };
    }
    if (rendered.has(latex)) continue;
    const formula = renderFormula(latex);
    if (!formula.ok) return { ok: false, message: `수식을 해석하지 못했습니다 (${label}): ${formula.message}` };
    rendered.set(latex, formula.mathml);
  }
  const length = html.replace(pattern, (_whole, i: string) => formulaSpan(formulas[Number(i)]!, '')).length;
  const stored = html.replace(pattern, (_whole, i: string) => formulaSpan(formulas[Number(i)]!, rendered.get(formulas[Number(i)]!)!));

  return { ok: true, html: stored, length, uploadKeys: contentUploadKeys(stored) };
}

/** Storage keys of the uploaded images stored HTML shows, each once, in order (HTML as this module stored it). */
export function contentUploadKeys(...htmls: string[]): string[] {
  const keys = new Set<string>();
  for (const html of htmls) {
    for (const match of html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)) {
      const key = ownUploadKey(match[1]!);
      if (key) keys.add(key);
    }
  }
  return [...keys];
}
