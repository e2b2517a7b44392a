/**
 * Members' comments on postings and channels over the portal GraphQL (issue 14; SDL in
 * src/server/routes/portal/portal-comments-graphql-schema.ts): a thread with one level of replies, writing, replying,
 * deleting, and the member's own channel comments with their answers. Every function takes the client first.
 */
import type { GraphqlRequester } from './graphql-clients';
import type {
  CreatePortalCommentMutation,
  CreatePortalCommentMutationVariables,
  DeletePortalCommentMutation,
  DeletePortalCommentMutationVariables,
  MyChannelCommentsQuery,
  MyChannelCommentsQueryVariables,
  PortalCommentsQuery,
  PortalCommentsQueryVariables,
} from './graphql/portal-operations.generated';

export type PortalCommentPage = PortalCommentsQuery['portalComments'];
export type PortalCommentNode = PortalCommentPage['nodes'][number];
export type PortalCommentReply = PortalCommentNode['replies'][number];
export type MyChannelCommentPage = MyChannelCommentsQuery['myChannelComments'];
export type MyChannelCommentNode = MyChannelCommentPage['nodes'][number];

/** The server's rules (src/server/portal-comments/portal-comment-errors.ts). */
export const PORTAL_COMMENT_MAX_LENGTH = 1000;
export const PORTAL_COMMENTS_PAGE_SIZE = 20;

/** A thread belongs to exactly one posting or channel. */
export type PortalCommentTarget = { postingId: string } | { channelId: string };

const COMMENT_FIELDS = /* GraphQL */ `
  fragment PortalCommentFields on PortalComment {
    id
    parentId
    body
    deleted
    authorName
    authorIsChannelManager
    createdAt
    viewerIsAuthor
    viewerCanDelete
  }
`;

export const PORTAL_COMMENTS_QUERY = /* GraphQL */ `
  query PortalComments($postingId: ID, $channelId: ID, $page: Int, $pageSize: Int) {
    portalComments(postingId: $postingId, channelId: $channelId, page: $page, pageSize: $pageSize) {
      totalCount
      commentCount
      page
      pageSize
      nodes {
        ...PortalCommentFields
        replies {
          ...PortalCommentFields
        }
      }
    }
  }
  ${COMMENT_FIELDS}
`;

export async function getPortalComments(
  client: GraphqlRequester,
  target: PortalCommentTarget,
  page = 1,
): Promise<PortalCommentPage> {
  const data = await client.request<PortalCommentsQuery, PortalCommentsQueryVariables>(PORTAL_COMMENTS_QUERY, {
    postingId: 'postingId' in target ? target.postingId : null,
    channelId: 'channelId' in target ? target.channelId : null,
    page,
    pageSize: PORTAL_COMMENTS_PAGE_SIZE,
  });
  return data.portalComments;
}

export const CREATE_PORTAL_COMMENT_MUTATION = /* GraphQL */ `
  mutation CreatePortalComment($input: CreatePortalCommentInput!) {
    createPortalComment(input: $input) {
      commentCount
      comment {
        ...PortalCommentFields
      }
    }
  }
  ${COMMENT_FIELDS}
`;

export async function createPortalComment(
  client: GraphqlRequester,
  target: PortalCommentTarget,
  body: string,
  parentId: string | null = null,
): Promise<CreatePortalCommentMutation['createPortalComment']> {
  const data = await client.request<CreatePortalCommentMutation, CreatePortalCommentMutationVariables>(
    CREATE_PORTAL_COMMENT_MUTATION,
    { input: { ...target, parentId, body } },
  );
  return data.createPortalComment;
}

export const DELETE_PORTAL_COMMENT_MUTATION = /* GraphQL */ `
  mutation DeletePortalComment($id: ID!) {
    deletePortalComment(id: $id) {
      id
      commentCount
    }
  }
`;

export async function deletePortalComment(
  client: GraphqlRequester,
  id: string,
): Promise<DeletePortalCommentMutation['deletePortalComment']> {
  const data = await client.request<DeletePortalCommentMutation, DeletePortalCommentMutationVariables>(
    DELETE_PORTAL_COMMENT_MUTATION,
    { id },
  );
  return data.deletePortalComment;
}

export const MY_CHANNEL_COMMENTS_QUERY = /* GraphQL */ `
  query MyChannelComments($answeredOnly: Boolean, $page: Int, $pageSize: Int) {
    myChannelComments(answeredOnly: $answeredOnly, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      nodes {
        channel {
          id
          url
          title
          deactivated
        }
        comment {
          ...PortalCommentFields
          replies {
            ...PortalCommentFields
          }
        }
      }
    }
  }
  ${COMMENT_FIELDS}
`;

/** The member's channel comments (answeredOnly: those someone else replied to, /accounts/reply). */
export async function getMyChannelComments(
  client: GraphqlRequester,
  args: { answeredOnly: boolean; page: number },
): Promise<MyChannelCommentPage> {
  const data = await client.request<MyChannelCommentsQuery, MyChannelCommentsQueryVariables>(MY_CHANNEL_COMMENTS_QUERY, {
    answeredOnly: args.answeredOnly,
    page: args.page,
    pageSize: PORTAL_COMMENTS_PAGE_SIZE,
  });
  return data.myChannelComments;
}
