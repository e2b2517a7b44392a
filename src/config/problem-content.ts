/**
 * Problem and passage text as plain text (ADR 34), for the places that need words rather than markup: a page's meta
 * description, statistics and import summaries, audit summaries. Pure and dependency-free, so the server and the
 * web (the problem page's description) read the same words.
 *
 * TEXT content is plain already; HTML content is what the server stored after sanitising
 * (src/server/problems/sanitize-problem-content.ts): formatting tags, tables, images and formulas written as
 * `<span data-latex="x^2" class="math-inline"><math>…</math></span>`. A formula reads as its LaTeX source (the MathML
 * spells every token apart, which says less), an image as nothing, and block boundaries (paragraphs, line breaks,
 * table cells, list items) as spaces.
 */

/** How a problem's or a passage's text is stored: plain text, or the server's sanitised HTML. */
export type ContentFormat = 'TEXT' | 'HTML';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  middot: '·',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  times: '×',
  divide: '÷',
  deg: '°',
  plusmn: '±',
};

/** Character references as characters: numeric ones all, named ones those an editor writes; others stay as written. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

// A stored formula: its span (the only span sanitised HTML keeps) up to the end of its MathML. The MathML holds no
// span, so the first `</span>` after `</math>` closes it.
const FORMULA = /<span\b[^>]*?\bdata-latex="([^"]*)"[^>]*>[\s\S]*?<\/span>/gi;
const BLOCK_BOUNDARY = /<\/?(?:p|br|li|ul|ol|blockquote|table|thead|tbody|tr|th|td)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z][^>]*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;

/** The words of a stored text in `format`: tags gone, formulas as LaTeX, entities decoded, whitespace collapsed. */
export function problemPlainText(format: ContentFormat, text: string): string {
  if (format === 'TEXT') return text.replace(/\s+/g, ' ').trim();
  const withoutMarkup = text
    .replace(COMMENT, ' ')
    // The LaTeX stays encoded until the end: decoding it first would let `&lt;b&gt;` in a formula read as a tag.
    .replace(FORMULA, (_whole, latex: string) => ` ${latex} `)
    .replace(BLOCK_BOUNDARY, ' ')
    .replace(ANY_TAG, '');
  return decodeHtmlEntities(withoutMarkup).replace(/\s+/g, ' ').trim();
}

/** At most `max` characters of the plain text, cut at a word where one is near and marked with an ellipsis. */
export function problemSummary(format: ContentFormat, text: string, max: number): string {
  const plain = problemPlainText(format, text);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
