/**
 * The community GraphQL's rules both sides hold (boards, search, reports) and the documents the server recognises as
 * the web sends them. Plain values without typebox, so the browser imports them as values
 * (.dependency-cruiser.cjs, VALUE_CONTRACTS).
 */

/** A board's or menu's slug (the tables check it too); a regular expression's source, anchored. */
export const COMMUNITY_SLUG_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';
const COMMUNITY_SLUG = new RegExp(COMMUNITY_SLUG_PATTERN);

export function isCommunitySlug(value: string): boolean {
  return COMMUNITY_SLUG.test(value);
}

/** A post's title: 1–100 characters (code points) once trimmed. */
export const POST_TITLE_MAX_LENGTH = 100;
/** A post's body as sent, before sanitising (characters, code points). */
export const POST_BODY_MAX_LENGTH = 50_000;
/** Images (`<img>`) in one post's sanitised body. */
export const POST_MAX_IMAGES = 20;

/** The longest search text (code points once trimmed); a search text, not a document. */
export const COMMUNITY_SEARCH_QUERY_MAX_LENGTH = 100;
/** The refusal of a blank search, which the search box says before asking. */
export const COMMUNITY_SEARCH_BLANK_MESSAGE = '1글자 이상 검색해주세요.';

/** A report's detail: at most this many characters (code points) once trimmed; the table checks it too. */
export const REPORT_DETAIL_MAX_LENGTH = 300;

/**
 * The exam detail page's 시험 정보방 posts (spec §7.3 EmbeddablePosts); the board's menu is not asked for. The web
 * sends this text and /community/graphql answers a visitor's request of it from the read cache
 * (src/server/routes/community/public-queries.ts), so it is written once, here.
 */
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
