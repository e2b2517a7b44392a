/**
 * The community documents whose answer is the same for every visitor of a brand, so that /community/graphql may
 * answer a visitor's execution of one from the read cache (http/serve-public-graphql.ts, ADR 11). A document
 * belongs here only when its answer depends on nothing but the brand, its variables and rows whose writes bump its
 * tags: no viewer field (viewerHasBookmarked) and nothing that turns with the clock (hasNewPost). Each is the text the
 * web sends, written once in src/contracts (the web's client and this list import the same string).
 *
 * The community site's own reads (communityHome, boardPosts, communityPost, communityComments, and embeddablePosts
 * asked otherwise) come through many documents of the pages, so those are judged by their parsed root fields
 * instead (routes/public-graphql-fields.ts, as the portal's are). Their viewer fields (viewerIsAuthor, viewerCan…,
 * viewerHasBookmarked) are false for every visitor, and a member's request never reaches the door; hasNewPost and the
 * home's "last 7 days" turn with the clock, so those answers are kept for the minute they were made in.
 *
 * A request matches the fixed list by its text with every run of whitespace folded to one space. GraphQL reads whitespace only as a
 * separator, except inside strings and comments, and these documents have neither: a text that folds to one of them
 * is the same document. Only texts that differ in indentation or line breaks match; anything else (a comment, a
 * reordered field) goes through Mercurius as before. A hash would match nothing more (clients send the text, none a
 * persisted-query hash) and would cost a digest per request where a Map lookup of the text is enough.
 */
import type { BrandId } from '../../../config/hosts';
import { EMBEDDABLE_POSTS_QUERY } from '../../../contracts/community';
import type { PublicQuery } from '../../http/serve-public-graphql';
import { readTags } from '../../http/public-read';
import { publicQueriesByRootFields } from '../public-graphql-fields';

const PUBLIC_QUERIES: ReadonlyArray<PublicQuery & { document: string }> = [
  {
    name: 'embeddablePosts',
    document: EMBEDDABLE_POSTS_QUERY,
    operationName: 'EmbeddablePosts',
    variableNames: ['uri', 'page', 'pageSize'],
    tags: (brand) => [readTags.communityPosts(brand)],
  },
];

const foldWhitespace = (text: string) => text.replace(/[ \t\r\n]+/g, ' ').trim();

const byText = new Map<string, PublicQuery>();
for (const { document, ...query } of PUBLIC_QUERIES) {
  // The text as written (what the web sends, found without folding) and folded.
  byText.set(document, query);
  byText.set(foldWhitespace(document), query);
}

/** Folding a long text to find nothing would waste time: a matching text is at most this long. */
const LONGEST_MATCH = 8 * Math.max(...PUBLIC_QUERIES.map(({ document }) => document.length));

const postsChanged = (brand: BrandId) => [readTags.communityPosts(brand)];

/** The community site's reads, judged by root fields; kept per minute (hasNewPost, the week's popular posts). */
const findByRootFields = publicQueriesByRootFields({
  fields: {
    communityHome: postsChanged,
    boardPosts: postsChanged,
    communityPost: postsChanged,
    communityComments: postsChanged,
    embeddablePosts: postsChanged,
  },
  clockSliceMs: 60_000,
});

/** The public query a request's document is, if any. */
export function findPublicQuery(text: string): PublicQuery | undefined {
  const exact = byText.get(text) ?? (text.length > LONGEST_MATCH ? undefined : byText.get(foldWhitespace(text)));
  return exact ?? findByRootFields(text);
}
