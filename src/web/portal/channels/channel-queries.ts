/**
 * React Query keys and options of the portal channels, shared by getServerSideProps and the browser so prefetched
 * data hydrates into the page's queries; and the channel page's address state (`?status=CLOSED&page=2`).
 */
import { queryOptions } from '@tanstack/react-query';
import { CHANNELS_DEFAULT_PAGE_SIZE, type ChannelPostingStatus } from '../../../contracts/channels';
import {
  type ChannelPageArgs,
  getChannelDirectory,
  getChannelPage,
  searchChannels,
} from '../../api/channels-api';
import type { GraphqlRequester } from '../../api/graphql-clients';
import { pageFromQuery } from '../../ui/pagination';

export const channelKeys = {
  all: ['portal', 'channels'] as const,
  page: (args: ChannelPageArgs) => [...channelKeys.all, 'page', args] as const,
  directory: (page: number) => [...channelKeys.all, 'directory', page] as const,
  search: (query: string) => [...channelKeys.all, 'search', query] as const,
};

/** How many channels /search shows above the postings. */
export const SEARCH_CHANNELS_SHOWN = 5;

export const channelQueries = {
  page: (client: GraphqlRequester, args: ChannelPageArgs) =>
    queryOptions({ queryKey: channelKeys.page(args), queryFn: () => getChannelPage(client, args) }),
  search: (client: GraphqlRequester, query: string) =>
    queryOptions({ queryKey: channelKeys.search(query), queryFn: () => searchChannels(client, { query, limit: SEARCH_CHANNELS_SHOWN }) }),
  directory: (client: GraphqlRequester, page: number) =>
    queryOptions({
      queryKey: channelKeys.directory(page),
      queryFn: () => getChannelDirectory(client, { page, pageSize: CHANNELS_DEFAULT_PAGE_SIZE }),
    }),
};

type QueryValue = string | string[] | undefined;
const first = (value: QueryValue) => (Array.isArray(value) ? value[0] : value);

/** `?status=` and `?page=` of a channel page: OPEN and 1 unless the address says otherwise. */
export function parseChannelPageState(query: { status?: QueryValue; page?: QueryValue }): {
  status: ChannelPostingStatus;
  page: number;
} {
  const status = first(query.status) === 'CLOSED' ? 'CLOSED' : 'OPEN';
  return { status, page: pageFromQuery(query.page) };
}

/** The address of a channel page's tab and page; the defaults are left out so the plain url stays canonical. */
export function channelHref(url: string, state: { status?: ChannelPostingStatus; page?: number } = {}): string {
  const params = new URLSearchParams();
  if (state.status === 'CLOSED') params.set('status', 'CLOSED');
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return `/channel/${encodeURIComponent(url)}${query ? `?${query}` : ''}`;
}

/** A channel's logo as an image source: the upload, else the generated SVG as a data: URL (an <img> runs no script). */
export function channelLogoSrc(channel: { logoUrl?: string | null; logoSvg?: string | null }): string | null {
  if (channel.logoUrl) return channel.logoUrl;
  if (channel.logoSvg) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(channel.logoSvg)}`;
  return null;
}
