/**
 * The community site's reading calls over the community GraphQL (SDL in
 * src/server/routes/community/community-graphql-schema.ts): the home, a board's page of posts, a post and its view,
 * and writing, editing and deleting posts. Menu bookmarks are in community-api.ts. Every function takes the client
 * first.
 */
import { MENU_FIELDS } from './community-api';
import type { GraphqlRequester } from './graphql-clients';
import type {
  BoardPostsQuery,
  BoardPostsQueryVariables,
  CommunityHomeQuery,
  CommunityHomeQueryVariables,
  CommunityPostQuery,
  CommunityPostQueryVariables,
  CommunityPostSort,
  CreateCommunityPostMutation,
  CreateCommunityPostMutationVariables,
  DeleteCommunityPostMutation,
  DeleteCommunityPostMutationVariables,
  RecordCommunityPostViewMutation,
  RecordCommunityPostViewMutationVariables,
  UpdateCommunityPostMutation,
  UpdateCommunityPostMutationVariables,
} from './graphql/community-operations.generated';

export type { CommunityPostSort };
export type CommunityHome = CommunityHomeQuery['communityHome'];
export type CommunityPostSummary = CommunityHome['newestPosts'][number];
export type BoardPostPage = BoardPostsQuery['boardPosts'];
export type CommunityPost = CommunityPostQuery['communityPost'];
export interface CommunityPostInput {
  title: string;
  bodyHtml: string;
  isNotice?: boolean;
}

/**
 * A board page's size, written into BOARD_POSTS_QUERY as a literal: the GraphQL cost limit counts a page size given
 * by a variable as the largest allowed (50), which would price the board's page (with its notices) over the limit.
 */
export const BOARD_POSTS_PAGE_SIZE = 20;

export const POST_SUMMARY_FIELDS = /* GraphQL */ `
  fragment CommunityPostSummaryFields on EmbeddablePost {
    id
    title
    createdAt
    contentText
    nickname
    views
    commentCount
    containsImage
    containsYoutube
    isNotice
    board {
      slug
      title
    }
  }
`;

export const COMMUNITY_HOME_QUERY = /* GraphQL */ `
  query CommunityHome {
    communityHome {
      shortcuts {
        ...CommunityMenuFields
      }
      menus {
        menu {
          ...CommunityMenuFields
        }
        boards {
          id
          slug
          title
        }
      }
      popularPosts {
        ...CommunityPostSummaryFields
      }
      newestPosts {
        ...CommunityPostSummaryFields
      }
    }
  }
  ${MENU_FIELDS}
  ${POST_SUMMARY_FIELDS}
`;

export async function getCommunityHome(client: GraphqlRequester): Promise<CommunityHome> {
  const data = await client.request<CommunityHomeQuery, CommunityHomeQueryVariables>(COMMUNITY_HOME_QUERY);
  return data.communityHome;
}

export const BOARD_POSTS_QUERY = /* GraphQL */ `
  query BoardPosts($boardSlug: String!, $page: Int, $sort: CommunityPostSort) {
    boardPosts(boardSlug: $boardSlug, page: $page, pageSize: 20, sort: $sort) {
      board {
        id
        slug
        title
        menu {
          ...CommunityMenuFields
        }
      }
      notices {
        ...CommunityPostSummaryFields
      }
      totalCount
      page
      pageSize
      nodes {
        ...CommunityPostSummaryFields
      }
    }
  }
  ${MENU_FIELDS}
  ${POST_SUMMARY_FIELDS}
`;

export async function getBoardPosts(
  client: GraphqlRequester,
  args: { boardSlug: string; page: number; sort: CommunityPostSort },
): Promise<BoardPostPage> {
  const data = await client.request<BoardPostsQuery, BoardPostsQueryVariables>(BOARD_POSTS_QUERY, args);
  return data.boardPosts;
}

export const COMMUNITY_POST_QUERY = /* GraphQL */ `
  query CommunityPost($id: ID!) {
    communityPost(id: $id) {
      id
      title
      bodyHtml
      nickname
      createdAt
      updatedAt
      views
      commentCount
      isNotice
      containsImage
      containsYoutube
      viewerIsAuthor
      viewerCanEdit
      viewerCanDelete
      likeCount
      viewerHasLiked
      scrapCount
      viewerHasScrapped
      viewerHasReported
      hiddenAt
      viewerCanModerate
      board {
        id
        slug
        title
        menu {
          ...CommunityMenuFields
        }
      }
      previous {
        id
        title
      }
      next {
        id
        title
      }
    }
  }
  ${MENU_FIELDS}
`;

export async function getCommunityPost(client: GraphqlRequester, id: string): Promise<CommunityPost> {
  const data = await client.request<CommunityPostQuery, CommunityPostQueryVariables>(COMMUNITY_POST_QUERY, { id });
  return data.communityPost;
}

export const RECORD_COMMUNITY_POST_VIEW_MUTATION = /* GraphQL */ `
  mutation RecordCommunityPostView($id: ID!) {
    recordCommunityPostView(id: $id)
  }
`;

/** Counts the visitor's view (once a KST day on the server); returns the post's views. */
export async function recordCommunityPostView(client: GraphqlRequester, id: string): Promise<number> {
  const data = await client.request<RecordCommunityPostViewMutation, RecordCommunityPostViewMutationVariables>(
    RECORD_COMMUNITY_POST_VIEW_MUTATION,
    { id },
  );
  return data.recordCommunityPostView;
}

/** What a written or edited post answers: enough to go to its page. */
const WRITTEN_POST_FIELDS = /* GraphQL */ `
  fragment WrittenCommunityPostFields on CommunityPost {
    id
    title
    board {
      slug
    }
  }
`;

export const CREATE_COMMUNITY_POST_MUTATION = /* GraphQL */ `
  mutation CreateCommunityPost($boardSlug: String!, $input: CommunityPostInput!) {
    createCommunityPost(boardSlug: $boardSlug, input: $input) {
      ...WrittenCommunityPostFields
    }
  }
  ${WRITTEN_POST_FIELDS}
`;

export async function createCommunityPost(
  client: GraphqlRequester,
  boardSlug: string,
  input: CommunityPostInput,
): Promise<CreateCommunityPostMutation['createCommunityPost']> {
  const data = await client.request<CreateCommunityPostMutation, CreateCommunityPostMutationVariables>(
    CREATE_COMMUNITY_POST_MUTATION,
    { boardSlug, input },
  );
  return data.createCommunityPost;
}

export const UPDATE_COMMUNITY_POST_MUTATION = /* GraphQL */ `
  mutation UpdateCommunityPost($id: ID!, $input: CommunityPostInput!) {
    updateCommunityPost(id: $id, input: $input) {
      ...WrittenCommunityPostFields
    }
  }
  ${WRITTEN_POST_FIELDS}
`;

export async function updateCommunityPost(
  client: GraphqlRequester,
  id: string,
  input: CommunityPostInput,
): Promise<UpdateCommunityPostMutation['updateCommunityPost']> {
  const data = await client.request<UpdateCommunityPostMutation, UpdateCommunityPostMutationVariables>(
    UPDATE_COMMUNITY_POST_MUTATION,
    { id, input },
  );
  return data.updateCommunityPost;
}

export const DELETE_COMMUNITY_POST_MUTATION = /* GraphQL */ `
  mutation DeleteCommunityPost($id: ID!) {
    deleteCommunityPost(id: $id) {
      id
      boardSlug
    }
  }
`;

export async function deleteCommunityPost(
  client: GraphqlRequester,
  id: string,
): Promise<DeleteCommunityPostMutation['deleteCommunityPost']> {
  const data = await client.request<DeleteCommunityPostMutation, DeleteCommunityPostMutationVariables>(
    DELETE_COMMUNITY_POST_MUTATION,
    { id },
  );
  return data.deleteCommunityPost;
}
