/**
 * Comments on community posts over the community GraphQL: a thread with one level of replies, writing,
 * replying, editing and deleting. The thread UI is the shared one (src/web/comments). Every function takes the
 * client first.
 */
import type { GraphqlRequester } from './graphql-clients';
import type {
  CommunityCommentsQuery,
  CommunityCommentsQueryVariables,
  CreateCommunityCommentMutation,
  CreateCommunityCommentMutationVariables,
  DeleteCommunityCommentMutation,
  DeleteCommunityCommentMutationVariables,
  UpdateCommunityCommentMutation,
  UpdateCommunityCommentMutationVariables,
} from './graphql/community-operations.generated';

export type CommunityCommentPage = CommunityCommentsQuery['communityComments'];
export type CommunityCommentNode = CommunityCommentPage['nodes'][number];

const COMMENT_FIELDS = /* GraphQL */ `
  fragment CommunityCommentFields on CommunityComment {
    id
    parentId
    body
    deleted
    authorName
    createdAt
    edited
    hidden
    viewerHasReported
    viewerIsAuthor
    viewerCanEdit
    viewerCanDelete
  }
`;

export const COMMUNITY_COMMENTS_QUERY = /* GraphQL */ `
  query CommunityComments($postId: ID!, $page: Int, $pageSize: Int) {
    communityComments(postId: $postId, page: $page, pageSize: $pageSize) {
      totalCount
      commentCount
      page
      pageSize
      nodes {
        ...CommunityCommentFields
        replies {
          ...CommunityCommentFields
        }
      }
    }
  }
  ${COMMENT_FIELDS}
`;

export async function getCommunityComments(client: GraphqlRequester, postId: string, page: number): Promise<CommunityCommentPage> {
  const data = await client.request<CommunityCommentsQuery, CommunityCommentsQueryVariables>(COMMUNITY_COMMENTS_QUERY, {
    postId,
    page,
    pageSize: null,
  });
  return data.communityComments;
}

export const CREATE_COMMUNITY_COMMENT_MUTATION = /* GraphQL */ `
  mutation CreateCommunityComment($input: CreateCommunityCommentInput!) {
    createCommunityComment(input: $input) {
      commentCount
      comment {
        ...CommunityCommentFields
      }
    }
  }
  ${COMMENT_FIELDS}
`;

export async function createCommunityComment(
  client: GraphqlRequester,
  input: { postId: string; parentId: string | null; body: string },
): Promise<CreateCommunityCommentMutation['createCommunityComment']> {
  const data = await client.request<CreateCommunityCommentMutation, CreateCommunityCommentMutationVariables>(
    CREATE_COMMUNITY_COMMENT_MUTATION,
    { input },
  );
  return data.createCommunityComment;
}

export const UPDATE_COMMUNITY_COMMENT_MUTATION = /* GraphQL */ `
  mutation UpdateCommunityComment($id: ID!, $body: String!) {
    updateCommunityComment(id: $id, body: $body) {
      ...CommunityCommentFields
    }
  }
  ${COMMENT_FIELDS}
`;

export async function updateCommunityComment(
  client: GraphqlRequester,
  args: { id: string; body: string },
): Promise<UpdateCommunityCommentMutation['updateCommunityComment']> {
  const data = await client.request<UpdateCommunityCommentMutation, UpdateCommunityCommentMutationVariables>(
    UPDATE_COMMUNITY_COMMENT_MUTATION,
    args,
  );
  return data.updateCommunityComment;
}

export const DELETE_COMMUNITY_COMMENT_MUTATION = /* GraphQL */ `
  mutation DeleteCommunityComment($id: ID!) {
    deleteCommunityComment(id: $id) {
      id
      commentCount
    }
  }
`;

export async function deleteCommunityComment(
  client: GraphqlRequester,
  id: string,
): Promise<DeleteCommunityCommentMutation['deleteCommunityComment']> {
  const data = await client.request<DeleteCommunityCommentMutation, DeleteCommunityCommentMutationVariables>(
    DELETE_COMMUNITY_COMMENT_MUTATION,
    { id },
  );
  return data.deleteCommunityComment;
}
