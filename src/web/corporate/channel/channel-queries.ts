/** The corporate site's channel queries: one key and fetcher each, shared by getServerSideProps and the browser. */
import { type ChannelWrittenCommentPage, getChannelWrittenComments, getMyChannel, type ManagedChannel } from '../../api/channel-management-api';
import type { GraphqlRequester } from '../../api/graphql-clients';

export const channelManagementKeys = {
  all: ['channel-management'] as const,
  mine: ['channel-management', 'mine'] as const,
  written: (page: number) => ['channel-management', 'written-comments', page] as const,
};

export const channelManagementQueries = {
  mine: (client: GraphqlRequester) => ({
    queryKey: channelManagementKeys.mine,
    queryFn: (): Promise<ManagedChannel | null> => getMyChannel(client),
  }),
  written: (client: GraphqlRequester, page: number) => ({
    queryKey: channelManagementKeys.written(page),
    queryFn: (): Promise<ChannelWrittenCommentPage> => getChannelWrittenComments(client, page),
  }),
};
