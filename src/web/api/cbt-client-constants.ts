/** What the REST clients and the session code share without loading axios (cbt-client.ts creates the clients). */
import Cookies from 'js-cookie';

/** Request timeout for every API client (spec §9). */
export const REQUEST_TIMEOUT_MS = 10_000;

export const ACCESS_TOKEN_COOKIE = 'accessToken';

/** The access token cookie, or undefined when it cannot be read (server side, or HttpOnly). */
export function readAccessTokenCookie(): string | undefined {
  return Cookies.get(ACCESS_TOKEN_COOKIE) || undefined;
}
