/**
 * What every community resolver module (community-*-resolvers.ts) shares, built once per Mercurius instance by
 * graphql.ts: the rate limits in the app's one limiter, who the request's viewer or member is, and the read cache's
 * invalidation after a write that changes what cached lists and pages show.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HostEntry } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../accounts/get-session-user';
import type { CommentActor } from '../../community/community-comment-policy';

type Limit = (request: FastifyRequest) => Promise<void>;

export interface CommunityResolverContext {
  app: FastifyInstance;
  db: Db;
  /** The environment's host table: which hosts are the brand's community hosts in an absolute uri. */
  hostTable: Readonly<Record<string, HostEntry>>;
  limits: {
    bookmark: Limit;
    commentWrite: Limit;
    postCreate: Limit;
    postChange: Limit;
    reaction: Limit;
    report: Limit;
    moderation: Limit;
  };
  viewerIdOf: (request: FastifyRequest) => Promise<string | null>;
  viewerOf: (request: FastifyRequest) => Promise<CommentActor | null>;
  /** The session's member, or null for a visitor (requireCommenter and requirePostWriter refuse them in their words). */
  memberOf: (request: FastifyRequest) => Promise<SessionUser['user'] | null>;
  postsChanged: (brand: string) => Promise<unknown>;
}

export interface PageArgs {
  page?: number | null;
  pageSize?: number | null;
}
