/**
 * Which image addresses stored HTML may show (community posts, ADR 19; problems and passages, ADR 34): our own files,
 * never another site's (a foreign image tracks readers and can change after review). One rule for every sanitiser.
 */
import { UPLOADS_PATH } from './attachment-view';

// Uploaded files: `/uploads/<key>`; keys are base64url, so they may start with - or _; never a path that starts with
// a dot (`/uploads/../x`).
const UPLOAD_SOURCE = `${UPLOADS_PATH}[\\w-][\\w.-]*`;

/** An uploaded file of ours (`/uploads/<key>`): what problem and passage HTML may show. */
export const OWN_UPLOAD_IMAGE = new RegExp(`^${UPLOAD_SOURCE}$`);

/** An uploaded file or a brand's static image (`/brands/<brand>/<file>`): what a community post may show besides https. */
export const OWN_IMAGE = new RegExp(`^(?:${UPLOAD_SOURCE}|/brands/[a-z]+/[A-Za-z0-9][\\w.-]*)$`);

/** The storage key of an own upload's address, or null. */
export function ownUploadKey(src: string): string | null {
  return OWN_UPLOAD_IMAGE.test(src) ? src.slice(UPLOADS_PATH.length) : null;
}
