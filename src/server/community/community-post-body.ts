/**
 * A post's body as createCommunityPost and updateCommunityPost store it (ADR 19): sanitised
 * (sanitize-community-body.ts), refused when nothing is left to show (no text, no image, no video) or when it holds
 * more than 20 images, with the flags the lists show (post-content.ts) and the uploaded files it shows
 * (`<img src="/uploads/<key>">`), which the write attaches (attach-community-post-images.ts).
 */
import { UPLOADS_PATH } from '../uploads/attachment-view';
import { POST_MAX_IMAGES } from '../../contracts/community';
import { communityErrors } from './community-errors';
import { contentText, postContentFlags } from './post-content';
import { isPlainTextBody, sanitizeCommunityBody } from './sanitize-community-body';

export interface CommunityPostBody {
  /** Sanitised HTML, or plain text as written. */
  body: string;
  containsImage: boolean;
  containsYoutube: boolean;
  /** Storage keys of the uploaded files the body shows, each once, in order. */
  uploadKeys: string[];
}

// sanitize-html writes every attribute it keeps double-quoted.
const IMAGE = /<img\b[^>]*>/gi;
const UPLOAD_SOURCE = new RegExp(`\\ssrc="${UPLOADS_PATH}([^"]+)"`);
const EMBED = /<iframe\b/i;

export function prepareCommunityPostBody(raw: string): CommunityPostBody {
  const body = sanitizeCommunityBody(raw);
  const images = isPlainTextBody(body) ? [] : [...body.matchAll(IMAGE)].map(([tag]) => tag);
  if (contentText(body) === '' && images.length === 0 && !EMBED.test(body)) throw communityErrors.bodyBlank();
  if (images.length > POST_MAX_IMAGES) throw communityErrors.tooManyImages();
  const uploadKeys = new Set<string>();
  for (const tag of images) {
    const key = UPLOAD_SOURCE.exec(tag)?.[1];
    if (key) uploadKeys.add(key);
  }
  return { body, ...postContentFlags(body), uploadKeys: [...uploadKeys] };
}
