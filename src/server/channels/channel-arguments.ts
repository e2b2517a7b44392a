/**
 * Checks of the channel arguments before any query runs, so bad input is a Korean 400 (never a database error):
 * channel ids are uuids, urls are the slugs channels are created with, paging is bounded like the postings lists.
 */
import { channelErrors } from './channel-errors';

export const CHANNELS_DEFAULT_PAGE_SIZE = 20;
export const CHANNELS_MAX_PAGE_SIZE = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Channel urls are slugs; anything else cannot be one and costs no query.
const CHANNEL_URL = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export interface ChannelPaging {
  page: number;
  pageSize: number;
}

export function parseChannelId(value: string): string {
  if (!UUID.test(value)) throw channelErrors.invalidId();
  return value.toLowerCase();
}

export function parseChannelUrl(value: string): string {
  if (!CHANNEL_URL.test(value)) throw channelErrors.invalidUrl();
  return value;
}

export function parseChannelPaging(
  args: { page?: number | null; pageSize?: number | null },
  defaultPageSize = CHANNELS_DEFAULT_PAGE_SIZE,
): ChannelPaging {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? defaultPageSize;
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw channelErrors.invalidPage();
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > CHANNELS_MAX_PAGE_SIZE) throw channelErrors.invalidPage();
  return { page, pageSize };
}

/** A channel page's postings: OPEN (still open or upcoming, the default) or CLOSED. */
export type ChannelPostingStatus = 'OPEN' | 'CLOSED';

export function parseChannelPostingStatus(value: string | null | undefined): ChannelPostingStatus {
  if (value == null) return 'OPEN';
  if (value !== 'OPEN' && value !== 'CLOSED') throw channelErrors.invalidPostingStatus();
  return value;
}

/** How many channels /search lists at most (the postings below it are what pages). */
export const CHANNEL_SEARCH_MAX = 20;

export function parseChannelSearchLimit(value: number | null | undefined): number {
  const limit = value ?? 5;
  if (!Number.isInteger(limit) || limit < 1 || limit > CHANNEL_SEARCH_MAX) throw channelErrors.invalidPage();
  return limit;
}
