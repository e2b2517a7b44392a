/**
 * A company's own channel over the portal GraphQL (SDL in
 * src/server/routes/portal/channels-graphql-schema.ts): read, create, edit, deactivate and reactivate it, and the
 * comments it wrote as the channel (/channel/written-comment). Editing and deleting those comments are the shared
 * updatePortalComment/deletePortalComment of portal-comments-api.ts. Every function takes the client first, so SSR
 * (createSsrPortalClient) and the browser share them.
 */
import { CHANNEL_WRITTEN_COMMENTS_PAGE_SIZE } from '../../contracts/channels';
import type { GraphqlRequester } from './graphql-clients';
import type {
  ChannelInput,
  ChannelWrittenCommentsQuery,
  ChannelWrittenCommentsQueryVariables,
  CreateChannelMutation,
  CreateChannelMutationVariables,
  DeactivateChannelMutation,
  DeactivateChannelMutationVariables,
  MyChannelQuery,
  ReactivateChannelMutation,
  ReactivateChannelMutationVariables,
  UpdateChannelMutation,
  UpdateChannelMutationVariables,
} from './graphql/portal-operations.generated';

export type ManagedChannel = NonNullable<MyChannelQuery['myChannel']>;
export type ChannelWrittenCommentPage = ChannelWrittenCommentsQuery['channelWrittenComments'];
export type ChannelWrittenCommentNode = ChannelWrittenCommentPage['nodes'][number];
export type { ChannelInput };


const MANAGED_CHANNEL_FIELDS = /* GraphQL */ `
  fragment ManagedChannelFields on ManagedChannel {
    id
    url
    title
    introduction
    homepage
    industry
    companySize
    logoUrl
    logoSvg
    coverUrl
    followerCount
    deactivated
    deactivatedAt
    updatedAt
  }
`;

export const MY_CHANNEL_QUERY = /* GraphQL */ `
  query MyChannel {
    myChannel {
      ...ManagedChannelFields
    }
  }
  ${MANAGED_CHANNEL_FIELDS}
`;

export const CREATE_CHANNEL_MUTATION = /* GraphQL */ `
  mutation CreateChannel($input: ChannelInput!) {
    createChannel(input: $input) {
      ...ManagedChannelFields
    }
  }
  ${MANAGED_CHANNEL_FIELDS}
`;

export const UPDATE_CHANNEL_MUTATION = /* GraphQL */ `
  mutation UpdateChannel($id: ID!, $input: ChannelInput!) {
    updateChannel(id: $id, input: $input) {
      ...ManagedChannelFields
    }
  }
  ${MANAGED_CHANNEL_FIELDS}
`;

export const DEACTIVATE_CHANNEL_MUTATION = /* GraphQL */ `
  mutation DeactivateChannel($id: ID!) {
    deactivateChannel(id: $id) {
      ...ManagedChannelFields
    }
  }
  ${MANAGED_CHANNEL_FIELDS}
`;

export const REACTIVATE_CHANNEL_MUTATION = /* GraphQL */ `
  mutation ReactivateChannel($id: ID!) {
    reactivateChannel(id: $id) {
      ...ManagedChannelFields
    }
  }
  ${MANAGED_CHANNEL_FIELDS}
`;

export const CHANNEL_WRITTEN_COMMENTS_QUERY = /* GraphQL */ `
  query ChannelWrittenComments($page: Int, $pageSize: Int) {
    channelWrittenComments(page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      channelUrl
      channelTitle
      nodes {
        comment {
          id
          body
          createdAt
          edited
          authorName
          viewerCanEdit
          viewerCanDelete
        }
        posting {
          id
          title
        }
        inReplyTo {
          authorName
          body
          deleted
        }
      }
    }
  }
`;

export async function getMyChannel(client: GraphqlRequester): Promise<ManagedChannel | null> {
  const data = await client.request<MyChannelQuery>(MY_CHANNEL_QUERY);
  return data.myChannel ?? null;
}

export async function createChannel(client: GraphqlRequester, input: ChannelInput): Promise<ManagedChannel> {
  const data = await client.request<CreateChannelMutation, CreateChannelMutationVariables>(CREATE_CHANNEL_MUTATION, { input });
  return data.createChannel;
}

export async function updateChannel(client: GraphqlRequester, id: string, input: ChannelInput): Promise<ManagedChannel> {
  const data = await client.request<UpdateChannelMutation, UpdateChannelMutationVariables>(UPDATE_CHANNEL_MUTATION, { id, input });
  return data.updateChannel;
}

export async function deactivateChannel(client: GraphqlRequester, id: string): Promise<ManagedChannel> {
  const data = await client.request<DeactivateChannelMutation, DeactivateChannelMutationVariables>(DEACTIVATE_CHANNEL_MUTATION, { id });
  return data.deactivateChannel;
}

export async function reactivateChannel(client: GraphqlRequester, id: string): Promise<ManagedChannel> {
  const data = await client.request<ReactivateChannelMutation, ReactivateChannelMutationVariables>(REACTIVATE_CHANNEL_MUTATION, { id });
  return data.reactivateChannel;
}

export async function getChannelWrittenComments(client: GraphqlRequester, page: number): Promise<ChannelWrittenCommentPage> {
  const data = await client.request<ChannelWrittenCommentsQuery, ChannelWrittenCommentsQueryVariables>(CHANNEL_WRITTEN_COMMENTS_QUERY, {
    page,
    pageSize: CHANNEL_WRITTEN_COMMENTS_PAGE_SIZE,
  });
  return data.channelWrittenComments;
}
