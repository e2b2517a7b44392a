/**
 * Community GraphQL calls (spec §3 Board/Menu/Embeddable post, §5 lookups, §7.3; docs/CONTRACTS.md "Community").
 * Every function takes the client first. The lookups raise spec §5's errors when the server has no answer.
 */
import type { GraphQLClient } from 'graphql-request';

export interface CommunityMenu {
  id: string;
  title: string;
  slug: string;
  hasNewPost: boolean;
  isShortcut: boolean;
  bookmarkable: boolean;
  viewerHasBookmarked: boolean;
}

export interface CommunityBoard {
  id: string;
  slug: string;
  title: string;
  menu: CommunityMenu;
}

export interface EmbeddablePost {
  id: string;
  title: string;
  /** ISO 8601. */
  createdAt: string;
  contentText: string;
  nickname: string;
  views: number;
  commentCount: number;
  containsImage: boolean;
  containsYoutube: boolean;
  board: Pick<CommunityBoard, 'id' | 'slug' | 'title'>;
}

export interface EmbeddablePostPage {
  totalCount: number;
  nodes: EmbeddablePost[];
}

const MENU_FIELDS = /* GraphQL */ `
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

export const EMBEDDABLE_POSTS_QUERY = /* GraphQL */ `
  query EmbeddablePosts($uri: String!, $page: Int, $pageSize: Int) {
    embeddablePosts(uri: $uri, page: $page, pageSize: $pageSize) {
      totalCount
      nodes {
        id
        title
        createdAt
        contentText
        nickname
        views
        commentCount
        containsImage
        containsYoutube
        board {
          id
          slug
          title
        }
      }
    }
  }
`;

/** A board by its slug (an exam's communityBoardId); spec §5: "board slug not found" when there is none. */
export async function getBoardBySlug(client: GraphQLClient, boardSlug: string): Promise<CommunityBoard> {
  const data = await client.request<{ boardBySlug: CommunityBoard | null }, { boardSlug: string }>(BOARD_BY_SLUG_QUERY, {
    boardSlug,
  });
  if (!data?.boardBySlug?.menu?.id) throw new Error('board slug not found');
  return data.boardBySlug;
}

/** A board by its id; spec §5: "board id not found" when there is none. */
export async function getBoard(client: GraphQLClient, id: string): Promise<CommunityBoard> {
  const data = await client.request<{ board: CommunityBoard | null }, { id: string }>(BOARD_QUERY, { id });
  if (!data?.board?.id) throw new Error('board id not found');
  return data.board;
}

/** Bookmarks a menu for the member (idempotent on the server). */
export async function addBookmark(client: GraphQLClient, menuId: string): Promise<CommunityMenu> {
  const data = await client.request<{ addBookmark: CommunityMenu }, { menuId: string }>(ADD_BOOKMARK_MUTATION, { menuId });
  return data.addBookmark;
}

export interface EmbeddablePostsVariables {
  /** The board's community URI, `/community/<slug>` (see `communityBoardPath`). */
  uri: string;
  page?: number;
  pageSize?: number;
}

/** Latest posts of a board to embed in a page; spec §5: any failure is "failed to load embeddable posts". */
export async function getEmbeddablePosts(client: GraphQLClient, variables: EmbeddablePostsVariables): Promise<EmbeddablePostPage> {
  let data: { embeddablePosts: EmbeddablePostPage | null } | undefined;
  try {
    data = await client.request<{ embeddablePosts: EmbeddablePostPage | null }, EmbeddablePostsVariables>(
      EMBEDDABLE_POSTS_QUERY,
      variables,
    );
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
