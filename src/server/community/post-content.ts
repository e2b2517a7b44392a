/**
 * What a post's body shows without being rendered (ADR 8): its plain text for previews, and whether it carries an
 * image or a YouTube video. Bodies are HTML from an editor or plain text; both go through the same rules. The flags
 * are stored when a post is written (community_posts.contains_image / contains_youtube), so seed and write path
 * must both use postContentFlags.
 */

export const CONTENT_TEXT_MAX_LENGTH = 200;

/**
 * How much of a body is read for contentText: plenty for 200 characters of text even in markup-heavy HTML, without
 * sending whole long posts over the wire for a preview.
 */
export const CONTENT_TEXT_SOURCE_LENGTH = 10_000;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : ' ';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The body as plain text: markup removed, entities decoded, whitespace folded, at most 200 characters (code points)
 * for previews; the search columns ask for more (search-community-posts.ts).
 */
export function contentText(body: string, maxLength = CONTENT_TEXT_MAX_LENGTH): string {
  const text = decodeEntities(
    body
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      // Only real tags: "3 < 5" in plain text is text.
      .replace(/<\/?[a-z][^>]*>/gi, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(text);
  return characters.length <= maxLength ? text : characters.slice(0, maxLength).join('').trimEnd();
}

// youtube.com/watch?v=…, youtube.com/shorts/…, youtu.be/…, and the embedded player (youtube.com/embed/…,
// youtube-nocookie.com/embed/…: what a sanitised body's iframe holds); with or without scheme and www./m., not as
// part of another host name or another site's path (notyoutube.com, evil.com/youtube.com/…).
const YOUTUBE_LINK =
  /(?<![\w.\/:-])(?:(?:https?:)?\/\/)?(?:(?:www|m)\.)?(?:youtube\.com\/(?:watch\?(?:[^\s"'<>#]*?&(?:amp;)?)?v=|shorts\/|embed\/)|youtube-nocookie\.com\/embed\/|youtu\.be\/)[\w-]{6,}/i;

export function containsYoutube(body: string): boolean {
  return YOUTUBE_LINK.test(body);
}

const IMAGE_PATH = /\.(?:png|jpe?g|gif|webp|bmp|svg)$/i;
const ABSOLUTE_URL = /\bhttps?:\/\/[^\s"'<>()[\]]+/gi;
// A root-relative path where a URL can start: an attribute value, parentheses, or after whitespace.
const ROOT_RELATIVE_PATH = /(?<=^|[\s"'(=])\/(?![\/\\])[^\s"'<>()[\]]+/g;

function isImagePath(path: string): boolean {
  return IMAGE_PATH.test(path) || /^\/uploads\/[^/]/.test(path);
}

/** An image URL (…png/jpg/jpeg/gif/webp/bmp/svg, query and hash aside) or an uploaded file (`/uploads/…`). */
export function containsImage(body: string): boolean {
  for (const [url] of body.matchAll(ABSOLUTE_URL)) {
    let path: string;
    try {
      path = new URL(url).pathname;
    } catch {
      continue;
    }
    if (isImagePath(path)) return true;
  }
  for (const [path] of body.matchAll(ROOT_RELATIVE_PATH)) {
    if (isImagePath(path.replace(/[?#].*$/, ''))) return true;
  }
  return false;
}

/** The stored flags of a body (community_posts.contains_image / contains_youtube). */
export function postContentFlags(body: string): { containsImage: boolean; containsYoutube: boolean } {
  return { containsImage: containsImage(body), containsYoutube: containsYoutube(body) };
}
