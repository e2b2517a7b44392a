/**
 * A posting's rich-text body as it is stored: an allow-list of formatting elements; links and images as
 * stored-html-urls.ts allows them (links to http(s), mailto or a harmless path of ours, opened in a new tab with
 * rel=noopener; images only our own files, uploads and brand images, any other dropped whole); scripts, styles, event handlers and
 * frames go. Sanitised on write so every reader (page, API, search preview) gets safe HTML without cleaning it again.
 */
import sanitizeHtml from 'sanitize-html';
import { isOwnImageSource, safeLinkHref } from '../../config/stored-html-urls';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeLinkHref(attribs.href);
      return { tagName, attribs: { ...(href === null ? {} : { href }), rel: 'noopener noreferrer nofollow', target: '_blank' } };
    },
  },
  // Dropped whole (its alt text would read as stray words): an image that is not a file of ours.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImageSource(frame.attribs.src),
};

export function sanitizePostingBody(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
