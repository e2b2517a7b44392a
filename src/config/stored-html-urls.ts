/**
 * Which addresses stored rich HTML may carry — posting bodies, community posts, problems and passages: the one rule
 * every sanitiser of member- or company-written HTML applies, because a reader's browser fetches what the HTML names
 * with the reader's cookies and address. The web's rich-text editor applies the same rule to what is pasted into it,
 * so an author sees what the server will keep (src/web/editor/editor-extensions.ts).
 *
 * - Images: only our own files — uploaded ones, `/uploads/<key>` (server/uploads/attachment-view.ts; every host serves that path, with
 *   S3 too, so there is no other form), and the brands' static images, `/brands/<brand>/<file>` (the demo posts show
 *   them). Anything else — another host (tracks readers and can change after review), a protocol-relative or `data:`
 *   address, or any other path on our hosts such as `/logout?next=/` (an image is fetched by simply opening the page,
 *   so it would act as the reader) — is dropped with its element. Problems and passages take uploads only (ADR 34).
 * - Links: absolute http(s) and mailto, a fragment of the same page, or a path on this host — but never a path that
 *   acts (sign-out, the APIs): a link is followed with the reader's session, so it must not do anything by itself.
 *   Path-relative links (`logout`, `../x`) go too: where they lead depends on the page they are shown on.
 */
/** Verified uploads are served here (src/server/routes/uploads); a same-origin path every host answers. */
export const UPLOADS_PATH = '/uploads/';

// Uploaded files: `/uploads/<key>`; keys are base64url, so they may start with - or _; never a path that starts with
// a dot (`/uploads/../x`).
const UPLOAD_SOURCE = `${UPLOADS_PATH}[\\w-][\\w.-]*`;
const OWN_UPLOAD_IMAGE = new RegExp(`^${UPLOAD_SOURCE}$`);
/** An uploaded file or a brand's static image: plain files of ours, which do nothing when fetched. */
const OWN_IMAGE = new RegExp(`^(?:${UPLOAD_SOURCE}|/brands/[a-z]+/[A-Za-z0-9][\\w.-]*)$`);

/** Whether an image address is a file of ours (an upload or a brand's static image): the only image stored HTML may show. */
export function isOwnImageSource(src: string | undefined): src is string {
  return src !== undefined && OWN_IMAGE.test(src);
}

/** The storage key of an own upload's address, or null: what problem and passage HTML may show. */
export function ownUploadKey(src: string): string | null {
  return OWN_UPLOAD_IMAGE.test(src) ? src.slice(UPLOADS_PATH.length) : null;
}

/**
 * Paths of ours that do something when requested with a session: sign-out (spec §2.5, the brand B SSO), the REST and
 * GraphQL APIs, the uploads' signed endpoints. Compared lower-cased, after the browser's own resolution of the path.
 */
const ACTING_PATHS = ['/logout', '/sso', '/apiv2', '/v2', '/graphql', '/community/graphql', '/uploads/signed'];

function isActingPath(pathname: string): boolean {
  let path: string;
  try {
    // `/%6cogout` reaches the router as `/logout`.
    path = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return true;
  }
  return ACTING_PATHS.some((acting) => path === acting || path.startsWith(`${acting}/`));
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// Any base resolves a root-relative path the same way: only the path is read from it.
const BASE = 'https://stored-html.invalid';

/** The href a stored link may keep, or null when the link must lose it (its text stays). */
export function safeLinkHref(href: string | undefined): string | null {
  if (href === undefined) return null;
  const value = href.trim();
  // Browsers drop tabs and newlines inside URLs and read `\` as `/`: `/\evil` and `/\t/evil` lead off-site.
  if (!value || /[\u0000-\u001f\\]/.test(value)) return null;
  if (value.startsWith('#')) return value;
  if (SCHEME.test(value)) {
    const scheme = value.slice(0, value.indexOf(':')).toLowerCase();
    if (scheme === 'mailto') return value;
    if (scheme !== 'http' && scheme !== 'https') return null;
    try {
      const url = new URL(value);
      return url.username || url.password ? null : value;
    } catch {
      return null;
    }
  }
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  try {
    return isActingPath(new URL(value, BASE).pathname) ? null : value;
  } catch {
    return null;
  }
}
