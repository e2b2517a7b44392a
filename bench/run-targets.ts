/** The throughput rows of run.ts: each API route with the bare Fastify route serving its bytes, and its target ratio. */
import { EMBEDDABLE_POSTS_QUERY } from '../src/contracts/community';
import { POSTING_LIST_QUERY, SEARCH_POSTINGS_QUERY } from '../src/web/api/postings-api';
import { HOST, HOST_B, HOST_PORTAL } from './run-config';
import type { Target } from './run-load';

export function throughputTargets({
  headersOf,
  firstCookie,
  firstExamId,
  firstRecordId,
}: {
  headersOf: (cookie: string) => Record<string, string>;
  firstCookie: string;
  firstExamId: number;
  firstRecordId: number;
}): Array<Target & { goal: number }> {
  const anonymous = { host: HOST };
  return [
    { route: 'GET /apiV2/auth/profile', goal: 0.3, method: 'GET', barePath: '/apiV2/auth/profile', requests: [{ path: '/apiV2/auth/profile', headers: headersOf(firstCookie) }] },
    // Public reads a visitor makes (served from the read cache and its door).
    { route: 'GET /apiV2/exam-types', goal: 0.5, method: 'GET', barePath: '/apiV2/exam-types', requests: [{ path: '/apiV2/exam-types', headers: anonymous }] },
    { route: 'GET /apiV2/exams (category list)', goal: 0.5, method: 'GET', barePath: '/apiV2/exams', requests: [{ path: '/apiV2/exams?categorySlug=public-company', headers: anonymous }] },
    { route: 'GET /apiV2/exams/:id (exam detail)', goal: 0.5, method: 'GET', barePath: '/apiV2/exams/1', requests: [{ path: `/apiV2/exams/${firstExamId}`, headers: anonymous }] },
    { route: 'GET /apiV2/exams/best', goal: 0.5, method: 'GET', barePath: '/apiV2/exams/best', requests: [{ path: '/apiV2/exams/best', headers: anonymous }] },
    { route: 'GET /v2/categories/gnb (brand B)', goal: 0.5, method: 'GET', barePath: '/v2/categories/gnb', requests: [{ path: '/v2/categories/gnb', headers: { host: HOST_B } }] },
    {
      // A visitor's exam detail page embedding its information room (community GraphQL through Mercurius).
      route: 'POST /community/graphql (embeddablePosts, 5 posts)',
      goal: 0.5,
      method: 'POST',
      barePath: '/community/graphql',
      requests: [
        {
          path: '/community/graphql',
          headers: { host: HOST, 'content-type': 'application/json' },
          body: JSON.stringify({ query: EMBEDDABLE_POSTS_QUERY, variables: { uri: '/community/cbt-ncs', page: 1, pageSize: 5 } }),
        },
      ],
    },
    {
      // A visitor's portal posting list: the first page, newest first, as the list page asks for it.
      route: 'POST /graphql (postings, first page, LATEST)',
      goal: 0.5,
      method: 'POST',
      barePath: '/graphql',
      requests: [
        {
          path: '/graphql',
          headers: { host: HOST_PORTAL, 'content-type': 'application/json' },
          body: JSON.stringify({ query: POSTING_LIST_QUERY, variables: { sort: 'LATEST', page: 1, pageSize: 20 } }),
        },
      ],
    },
    {
      // A visitor's portal search (trigram search behind the read cache, ADR 14). The bare route needs its own path:
      // both GraphQL reads are POST /graphql on our API.
      route: 'POST /graphql (searchPostings "공모", first page)',
      goal: 0.2,
      method: 'POST',
      barePath: '/graphql-search',
      requests: [
        {
          path: '/graphql',
          headers: { host: HOST_PORTAL, 'content-type': 'application/json' },
          body: JSON.stringify({ query: SEARCH_POSTINGS_QUERY, variables: { query: '공모', page: 1, pageSize: 20 } }),
        },
      ],
    },
    { route: 'GET /apiV2/records/:id (paper with 20 problems)', goal: 0.3, method: 'GET', barePath: '/apiV2/records/1', requests: [{ path: `/apiV2/records/${firstRecordId}`, headers: headersOf(firstCookie) }] },
  ];
}
