/** GraphQL documents and a request helper for the community API tests. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { COMMUNITY_GRAPHQL_PATH } from '../server/routes/community/graphql';
import { refusal } from './graphql-call';
import { BRAND_A_HOST } from './test-app';

const MENU = 'id title slug hasNewPost isShortcut bookmarkable viewerHasBookmarked';
const BOARD = `id slug title menu { ${MENU} }`;
const POST = `id title createdAt contentText nickname views commentCount containsImage containsYoutube board { ${BOARD} }`;

const COMMENT = 'id parentId body deleted authorName createdAt edited viewerIsAuthor viewerCanEdit viewerCanDelete';

const POST_PAGE = `id title bodyHtml nickname createdAt updatedAt views commentCount isNotice containsImage containsYoutube
    board { ${BOARD} } viewerIsAuthor viewerCanEdit viewerCanDelete previous { id title } next { id title }`;

/**
 * Documents of the community site's reads. A list field with a variable pageSize is costed as 50 times its whole
 * selection (graphql-limits.ts), so boardPosts asks for the fields a list shows, not every board's menu.
 */
export const COMMUNITY_DOCS = {
  boardBySlug: `query ($boardSlug: String!) { boardBySlug(boardSlug: $boardSlug) { ${BOARD} } }`,
  board: `query ($id: ID!) { board(id: $id) { ${BOARD} } }`,
  posts: `query ($uri: String!, $page: Int, $pageSize: Int) {
    embeddablePosts(uri: $uri, page: $page, pageSize: $pageSize) { totalCount nodes { ${POST} } }
  }`,
  addBookmark: `mutation ($menuId: ID!) { addBookmark(menuId: $menuId) { ${MENU} } }`,
  removeBookmark: `mutation ($menuId: ID!) { removeBookmark(menuId: $menuId) { ${MENU} } }`,
  home: `query { communityHome {
    shortcuts { ${MENU} } menus { menu { ${MENU} } boards { ${BOARD} } }
    popularPosts { ${POST} isNotice } newestPosts { ${POST} isNotice }
  } }`,
  boardPosts: `query ($boardSlug: String!, $page: Int, $pageSize: Int, $sort: CommunityPostSort) {
    boardPosts(boardSlug: $boardSlug, page: $page, pageSize: $pageSize, sort: $sort) {
      board { id slug title menu { id } } notices { id title nickname isNotice } totalCount page pageSize
      nodes { id title nickname views commentCount createdAt isNotice }
    }
  }`,
  post: `query ($id: ID!) { communityPost(id: $id) { ${POST_PAGE} } }`,
  createPost: `mutation ($boardSlug: String!, $input: CommunityPostInput!) {
    createCommunityPost(boardSlug: $boardSlug, input: $input) { ${POST_PAGE} }
  }`,
  updatePost: `mutation ($id: ID!, $input: CommunityPostInput!) { updateCommunityPost(id: $id, input: $input) { ${POST_PAGE} } }`,
  deletePost: `mutation ($id: ID!) { deleteCommunityPost(id: $id) { id boardSlug } }`,
  comments: `query ($postId: ID!, $page: Int, $pageSize: Int) {
    communityComments(postId: $postId, page: $page, pageSize: $pageSize) {
      totalCount commentCount page pageSize nodes { ${COMMENT} replies { ${COMMENT} replies { id } } }
    }
  }`,
  recordView: `mutation ($id: ID!) { recordCommunityPostView(id: $id) }`,
  createComment: `mutation ($input: CreateCommunityCommentInput!) {
    createCommunityComment(input: $input) { comment { ${COMMENT} replies { id } } commentCount }
  }`,
  updateComment: `mutation ($id: ID!, $body: String!) { updateCommunityComment(id: $id, body: $body) { ${COMMENT} replies { id } } }`,
  deleteComment: `mutation ($id: ID!) { deleteCommunityComment(id: $id) { id commentCount } }`,
} as const;

export interface CommunityCallOptions {
  cookie?: string;
  /** Brand A's CBT host unless given. */
  host?: string;
  origin?: string;
  authorization?: string;
}

export function communityCall(
  t: { app: FastifyInstance },
  doc: keyof typeof COMMUNITY_DOCS | { query: string },
  variables: Record<string, unknown> = {},
  options: CommunityCallOptions = {},
) {
  return t.app.inject({
    method: 'POST',
    url: COMMUNITY_GRAPHQL_PATH,
    headers: {
      host: options.host ?? BRAND_A_HOST,
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
      ...(options.authorization ? { authorization: options.authorization } : {}),
    },
    payload: { query: typeof doc === 'string' ? COMMUNITY_DOCS[doc] : doc.query, variables },
  });
}

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

// The community API's refusals, as `refusal()` reads them.
export const LOGIN_REQUIRED = { status: 401, code: 'UNAUTHORIZED', message: '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.' };
export const INVALID_URI = { status: 400, code: 'INVALID_URI', message: '게시판 주소가 올바르지 않습니다.' };
export const INVALID_PAGE = { status: 400, code: 'INVALID_PAGE', message: '페이지 값이 올바르지 않습니다.' };
export const BOARD_NOT_FOUND = { status: 404, code: 'BOARD_NOT_FOUND', message: '게시판을 찾을 수 없습니다.' };
export const MENU_NOT_FOUND = { status: 404, code: 'MENU_NOT_FOUND', message: '메뉴를 찾을 수 없습니다.' };
export const NOT_BOOKMARKABLE = { status: 400, code: 'MENU_NOT_BOOKMARKABLE', message: '즐겨찾기할 수 없는 메뉴입니다.' };
export const POST_NOT_FOUND = { status: 404, code: 'POST_NOT_FOUND', message: '게시글을 찾을 수 없습니다.' };
export const INVALID_POST_ID = { status: 400, code: 'INVALID_POST_ID', message: '게시글 번호가 올바르지 않습니다.' };
export const COMMENT_NOT_FOUND = { status: 404, code: 'COMMENT_NOT_FOUND', message: '댓글을 찾을 수 없습니다.' };
export const INVALID_PARENT = { status: 400, code: 'INVALID_PARENT_COMMENT', message: '이 댓글에는 답글을 달 수 없습니다.' };
export const POST_LOGIN_REQUIRED = { status: 401, code: 'UNAUTHORIZED', message: '로그인 후 글을 쓸 수 있어요.' };
export const COMMENT_LOGIN_REQUIRED = { status: 401, code: 'UNAUTHORIZED', message: '로그인 후 댓글을 쓸 수 있어요.' };
export const FOREIGN_ORIGIN = { status: 403, code: 'FORBIDDEN', message: '허용되지 않은 출처의 요청입니다.' };

/** A refused call: the contract's error shape, `data: null`, and nothing of the server's insides. */
export function expectRefusal(response: Awaited<ReturnType<typeof communityCall>>, expected: ReturnType<typeof refusal>) {
  expect(refusal(response)).toEqual(expected);
  expect(response.json().data).toBeNull();
  expect(response.body).not.toMatch(/\bat \w+ \(|node_modules|Error:|\.ts:\d+/);
}
