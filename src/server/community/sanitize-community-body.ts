/**
 * A community post's body as it is stored and shown (ADR 19): an allow-list of formatting elements; links and images
 * as stored-html-urls.ts allows them (links to http(s), mailto or a harmless path of ours, opened in a new tab with
 * rel=noopener noreferrer nofollow; images only our own files, `/uploads/<key>` and `/brands/<brand>/…`); YouTube videos only as an
 * `iframe` of `https://www.youtube-nocookie.com/embed/<id>`.
 * Scripts, styles, event handlers, other frames and every other attribute go. createCommunityPost sanitises on write
 * and is the only writer, so readers present the stored HTML as is.
 *
 * A body without any tag is plain text (demo content and posts written before bodies were HTML): it is stored as
 * written and presented as escaped paragraphs (bodyHtml). Sanitised HTML always keeps at least one tag, so the two
 * can never be mistaken for each other.
 */
import sanitizeHtml from 'sanitize-html';
import { isOwnImageSource, safeLinkHref } from '../../config/stored-html-urls';

const TAG = /<\/?[a-z][^>]*>/i;
const YOUTUBE_EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{6,20}(?:\?[\w=&;-]*)?$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'hr', 'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'loading', 'referrerpolicy', 'allow'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com'],
  allowIframeRelativeUrls: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeLinkHref(attribs.href);
      return { tagName, attribs: { ...(href === null ? {} : { href }), rel: 'noopener noreferrer nofollow', target: '_blank' } };
    },
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.src ? { src: attribs.src } : {}),
        title: attribs.title || 'YouTube 동영상',
        width: '560',
        height: '315',
        loading: 'lazy',
        referrerpolicy: 'strict-origin-when-cross-origin',
        allow: 'encrypted-media; picture-in-picture',
        allowfullscreen: '',
      },
    }),
  },
  // Dropped whole (not left empty): an image that is not a file of ours, a frame that is not a YouTube embed.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !isOwnImageSource(frame.attribs.src)) ||
    (frame.tag === 'iframe' && !YOUTUBE_EMBED.test(frame.attribs.src ?? '')),
};

/** Whether a stored body is plain text (no tag at all) rather than HTML. */
export function isPlainTextBody(body: string): boolean {
  return !TAG.test(body);
}

/** The body to store: plain text as written; HTML through the allow-list, kept HTML (one paragraph) when no tag survives. */
export function sanitizeCommunityBody(body: string): string {
  if (isPlainTextBody(body)) return body;
  const clean = sanitizeHtml(body, OPTIONS).trim();
  return isPlainTextBody(clean) ? `<p>${clean}</p>` : clean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The HTML a page renders for a stored body: sanitised HTML as stored; plain text escaped, blank lines separating
 * paragraphs and single line breaks kept as <br>.
 */
export function communityBodyHtml(body: string): string {
  if (!isPlainTextBody(body)) return body;
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
