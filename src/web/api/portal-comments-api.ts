/**
 * Members' comments on postings and channels over the portal GraphQL (SDL in
 * src/server/routes/portal/portal-comments-graphql-schema.ts): a thread with one level of replies, writing, replying,
 * editing, deleting, and the member's own comments on channels and postings with their answers. Every
 * function takes the client first.
 */
import { COMMENTS_DEFAULT_PAGE_SIZE } from '../../contracts/constants';
import type { GraphqlRequester } from './graphql-clients';
import type {
  CreatePortalCommentMutation,
  CreatePortalCommentMutationVariables,
  DeletePortalCommentMutation,
  DeletePortalCommentMutationVariables,
  MyPortalCommentsQuery,
  MyPortalCommentsQueryVariables,
  PortalCommentsQuery,
  PortalCommentsQueryVariables,
  UpdatePortalCommentMutation,
  UpdatePortalCommentMutationVariables,
} from './graphql/portal-operations.generated';

export type PortalCommentPage = PortalCommentsQuery['portalComments'];
export type PortalCommentNode = PortalCommentPage['nodes'][number];
export type PortalCommentReply = PortalCommentNode['replies'][number];
export type MyPortalCommentPage = MyPortalCommentsQuery['myPortalComments'];
export type MyPortalCommentNode = MyPortalCommentPage['nodes'][number];

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
    edited
    viewerIsAuthor
    viewerCanDelete
    viewerCanEdit
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
    pageSize: COMMENTS_DEFAULT_PAGE_SIZE,
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

export const UPDATE_PORTAL_COMMENT_MUTATION = /* GraphQL */ `
  mutation UpdatePortalComment($id: ID!, $body: String!) {
    updatePortalComment(id: $id, body: $body) {
      ...PortalCommentFields
    }
  }
  ${COMMENT_FIELDS}
`;

export async function updatePortalComment(
  client: GraphqlRequester,
  args: { id: string; body: string },
): Promise<UpdatePortalCommentMutation['updatePortalComment']> {
  const data = await client.request<UpdatePortalCommentMutation, UpdatePortalCommentMutationVariables>(
    UPDATE_PORTAL_COMMENT_MUTATION,
    args,
  );
  return data.updatePortalComment;
}

export const MY_PORTAL_COMMENTS_QUERY = /* GraphQL */ `
  query MyPortalComments($answeredOnly: Boolean, $page: Int, $pageSize: Int) {
    myPortalComments(answeredOnly: $answeredOnly, page: $page, pageSize: $pageSize) {
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
        posting {
          id
          title
          channelTitle
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

/** The member's comments on channels and postings (answeredOnly: those someone else replied to, /accounts/reply). */
export async function getMyPortalComments(
  client: GraphqlRequester,
  args: { answeredOnly: boolean; page: number },
): Promise<MyPortalCommentPage> {
  const data = await client.request<MyPortalCommentsQuery, MyPortalCommentsQueryVariables>(MY_PORTAL_COMMENTS_QUERY, {
    answeredOnly: args.answeredOnly,
    page: args.page,
    pageSize: COMMENTS_DEFAULT_PAGE_SIZE,
  });
  return data.myPortalComments;
}
