/**
 * Community GraphQL calls (spec §3 Board/Menu/Embeddable post, §5 lookups, §7.3; docs/CONTRACTS.md "Community").
 * Every function takes the client first. The lookups raise spec §5's errors when the server has no answer.
 */
import { EMBEDDABLE_POSTS_QUERY } from '../../contracts/community';
import type { GraphqlRequester } from './graphql-clients';
import type {
  AddBookmarkMutation,
  AddBookmarkMutationVariables,
  BoardBySlugQuery,
  BoardBySlugQueryVariables,
  BoardQuery,
  BoardQueryVariables,
  CommunityMenuFieldsFragment,
  EmbeddablePostsQuery,
  EmbeddablePostsQueryVariables,
  RemoveBookmarkMutation,
  RemoveBookmarkMutationVariables,
} from './graphql/community-operations.generated';

// Result and variable types are generated from the community schema and the documents below (npm run codegen).
export type CommunityMenu = CommunityMenuFieldsFragment;
/** A board as BOARD_QUERY and BOARD_BY_SLUG_QUERY select it. */
export type CommunityBoard = NonNullable<BoardQuery['board']>;
export type EmbeddablePostPage = EmbeddablePostsQuery['embeddablePosts'];
export type EmbeddablePost = EmbeddablePostPage['nodes'][number];

export const MENU_FIELDS = /* GraphQL */ `
  fragment CommunityMenuFields on Menu {
    id
    title
    slug
    hasNewPost
    isShortcut
    bookmarkable
    viewerHasBookmarked
  }
`;

export const BOARD_BY_SLUG_QUERY = /* GraphQL */ `
  query BoardBySlug($boardSlug: String!) {
    boardBySlug(boardSlug: $boardSlug) {
      id
      slug
      title
      menu {
        ...CommunityMenuFields
      }
    }
  }
  ${MENU_FIELDS}
`;

export const BOARD_QUERY = /* GraphQL */ `
  query Board($id: ID!) {
    board(id: $id) {
      id
      slug
      title
      menu {
        ...CommunityMenuFields
      }
    }
  }
  ${MENU_FIELDS}
`;

export const ADD_BOOKMARK_MUTATION = /* GraphQL */ `
  mutation AddBookmark($menuId: ID!) {
    addBookmark(menuId: $menuId) {
      ...CommunityMenuFields
    }
  }
  ${MENU_FIELDS}
`;

/** A board by its slug (an exam's communityBoardId); spec §5: "board slug not found" when there is none. */
export async function getBoardBySlug(client: GraphqlRequester, boardSlug: string): Promise<CommunityBoard> {
  const data = await client.request<BoardBySlugQuery, BoardBySlugQueryVariables>(BOARD_BY_SLUG_QUERY, {
    boardSlug,
  });
  if (!data?.boardBySlug?.menu?.id) throw new Error('board slug not found');
  return data.boardBySlug;
}

/** A board by its id; spec §5: "board id not found" when there is none. */
export async function getBoard(client: GraphqlRequester, id: string): Promise<CommunityBoard> {
  const data = await client.request<BoardQuery, BoardQueryVariables>(BOARD_QUERY, { id });
  if (!data?.board?.id) throw new Error('board id not found');
  return data.board;
}

/** Bookmarks a menu for the member (idempotent on the server). */
export async function addBookmark(client: GraphqlRequester, menuId: string): Promise<CommunityMenu> {
  const data = await client.request<AddBookmarkMutation, AddBookmarkMutationVariables>(ADD_BOOKMARK_MUTATION, {
    menuId,
  });
  return data.addBookmark;
}

export const REMOVE_BOOKMARK_MUTATION = /* GraphQL */ `
  mutation RemoveBookmark($menuId: ID!) {
    removeBookmark(menuId: $menuId) {
      ...CommunityMenuFields
    }
  }
  ${MENU_FIELDS}
`;

/** Adds the menu to the member's shortcuts or takes it out (both idempotent on the server). */
export async function setMenuBookmark(client: GraphqlRequester, menuId: string, bookmarked: boolean): Promise<CommunityMenu> {
  if (bookmarked) return addBookmark(client, menuId);
  const data = await client.request<RemoveBookmarkMutation, RemoveBookmarkMutationVariables>(REMOVE_BOOKMARK_MUTATION, {
    menuId,
  });
  return data.removeBookmark;
}

/** `uri` is the board's community URI, `/community/<slug>` (see `communityBoardPath`). */
export type EmbeddablePostsVariables = EmbeddablePostsQueryVariables;

/** Latest posts of a board to embed in a page; spec §5: any failure is "failed to load embeddable posts". */
export async function getEmbeddablePosts(client: GraphqlRequester, variables: EmbeddablePostsVariables): Promise<EmbeddablePostPage> {
  let data: EmbeddablePostsQuery | undefined;
  try {
    data = await client.request<EmbeddablePostsQuery, EmbeddablePostsVariables>(EMBEDDABLE_POSTS_QUERY, variables);
  } catch (cause) {
    throw new Error('failed to load embeddable posts', { cause });
  }
  if (!data?.embeddablePosts) throw new Error('failed to load embeddable posts');
  return data.embeddablePosts;
}

/** A board's page on the community site (spec §3: communityBoardId is a board slug). */
export function communityBoardPath(boardSlug: string): string {
  return `/community/${encodeURIComponent(boardSlug)}`;
}

/** A post's page on the community site. */
export function communityPostPath(post: { id: string; board: { slug: string } }): string {
  return `${communityBoardPath(post.board.slug)}/${encodeURIComponent(post.id)}`;
}
