/**
 * Portal channels on the portal GraphQL: page sizes, the channel page's tabs and the rule a channel url must meet to
 * be looked up, as the server's argument parsers enforce them and the web's pages ask. A new channel's address is
 * held to the stricter creation rule of src/config/channel-profile.ts. Plain values without typebox, so the browser
 * imports them as values (.dependency-cruiser.cjs, VALUE_CONTRACTS).
 */

export const CHANNELS_DEFAULT_PAGE_SIZE = 20;
export const CHANNELS_MAX_PAGE_SIZE = 50;
/** A channel page shows a dozen postings per tab: a 3- or 4-column grid fills evenly. */
export const CHANNEL_PAGE_POSTINGS = 12;
/** /channel/written-comment shows 10 comments a page (each with the comment it answers). */
export const CHANNEL_WRITTEN_COMMENTS_PAGE_SIZE = 10;

/** How many channels /search lists at most (the postings below it are what pages), and how many unless asked. */
export const CHANNEL_SEARCH_MAX = 20;
export const CHANNEL_SEARCH_DEFAULT_LIMIT = 5;

/** A channel page's postings: OPEN (still open or upcoming, the default) or CLOSED (ended). */
export const CHANNEL_POSTING_STATUSES = ['OPEN', 'CLOSED'] as const;
export type ChannelPostingStatus = (typeof CHANNEL_POSTING_STATUSES)[number];

// Channel urls are slugs (older ones may hold capitals and underscores); anything else cannot be one and costs no query.
const CHANNEL_URL = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Whether `value` can be a channel's url at all: the server refuses others with a 400, the page is not found. */
export function isChannelUrl(value: string): boolean {
  return CHANNEL_URL.test(value);
}
