/** GraphQL documents and a request helper for the community API tests. */
import type { FastifyInstance } from 'fastify';
import { COMMUNITY_GRAPHQL_PATH } from '../server/routes/community/graphql';
import { BRAND_A_HOST } from './test-app';

const MENU = 'id title slug hasNewPost isShortcut bookmarkable viewerHasBookmarked';
const BOARD = `id slug title menu { ${MENU} }`;
const POST = `id title createdAt contentText nickname views commentCount containsImage containsYoutube board { ${BOARD} }`;

export const COMMUNITY_DOCS = {
  boardBySlug: `query ($boardSlug: String!) { boardBySlug(boardSlug: $boardSlug) { ${BOARD} } }`,
  board: `query ($id: ID!) { board(id: $id) { ${BOARD} } }`,
  posts: `query ($uri: String!, $page: Int, $pageSize: Int) {
    embeddablePosts(uri: $uri, page: $page, pageSize: $pageSize) { totalCount nodes { ${POST} } }
  }`,
  addBookmark: `mutation ($menuId: ID!) { addBookmark(menuId: $menuId) { ${MENU} } }`,
  removeBookmark: `mutation ($menuId: ID!) { removeBookmark(menuId: $menuId) { ${MENU} } }`,
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
