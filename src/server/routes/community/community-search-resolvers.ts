/**
 * searchCommunityPosts on /community/graphql (search within a board and across the community; SDL in
 * community-graphql-schema.ts, docs/CONTRACTS.md "Community"). Thin, like the rest of graphql.ts: validate → operation
 * (search-community-posts.ts) → present as the board lists do (익명 on anonymous boards, community-presenter.ts).
 *
 * Not served from the read cache, neither here nor at the visitors' door (public-queries.ts leaves the field out):
 * every distinct text and page is its own entry, so searches would hit the cache rarely while filling it with
 * entries that push the boards' and home's hot answers out; a search is a few indexed milliseconds
 * (ADR 14's measurements); and a post is findable, or no longer found, the moment its write commits.
 */
import type { FastifyRequest } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { Db } from '../../../db/client';
import { parseCommunitySearchArgs } from '../../community/community-search-arguments';
import { presentEmbeddablePost } from '../../community/community-presenter';
import { findCommunitySearchPage } from '../../community/search-community-posts';

interface SearchCommunityPostsArgs {
  query: string;
  boardSlug?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

/**
 * The Query resolvers of the community search, merged into the community schema's (graphql.ts); `limit` is the
 * search's rate limit (per member, per address for a visitor), checked before the arguments are read.
 */
export function communitySearchQueryResolvers(db: Db, limit: (request: FastifyRequest) => Promise<void>) {
  return {
    searchCommunityPosts: async (_root: unknown, args: SearchCommunityPostsArgs, ctx: MercuriusContext) => {
      const { request } = ctx.reply;
      await limit(request);
      const { query, boardSlug, ...paging } = parseCommunitySearchArgs(args);
      const viewerId = (await request.getSession())?.user.id ?? null;
      const found = await findCommunitySearchPage(db, { brand: request.site.brand, query, boardSlug, paging, viewerId });
      return {
        totalCount: found.totalCount,
        ...paging,
        nodes: found.posts.map((post) => presentEmbeddablePost(post, found.boards.get(post.boardId)!)),
      };
    },
  };
}
