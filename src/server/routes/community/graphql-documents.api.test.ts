/**
 * Contract check: every GraphQL document the web tier sends to the community endpoint is valid against the schema
 * served at /community/graphql and within the server's own limits (the cost rule prices a page size given by a
 * variable as the largest allowed), so a renamed field or a too costly document fails here rather than in a browser.
 */
import {
  buildClientSchema,
  getIntrospectionQuery,
  type GraphQLSchema,
  type IntrospectionQuery,
  parse,
  specifiedRules,
  validate,
  type ValidationRule,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as communityContract from '../../../contracts/community';
import * as communityApi from '../../../web/api/community-api';
import * as communityCommentsApi from '../../../web/api/community-comments-api';
import * as communityPostActionsApi from '../../../web/api/community-post-actions-api';
import * as communityPostsApi from '../../../web/api/community-posts-api';
import * as communitySearchApi from '../../../web/api/community-search-api';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { communityCall } from '../../../test/community-kit';
import { graphqlLimitOptions } from '../graphql-limits';

let t: TestApp;
let schema: GraphQLSchema;
beforeAll(async () => {
  t = await createTestApp();
  // The schema as a client sees it: introspected over HTTP, like any GraphQL tool would.
  const response = await communityCall(t, { query: getIntrospectionQuery() });
  schema = buildClientSchema((response.json() as { data: IntrospectionQuery }).data);
});
afterAll(() => t.close());

const documents = (Object.entries({
  ...communityContract,
  ...communityApi,
  ...communityPostsApi,
  ...communityCommentsApi,
  ...communityPostActionsApi,
  ...communitySearchApi,
}) as Array<[string, unknown]>).filter(
  (entry): entry is [string, string] => /_(QUERY|MUTATION)$/.test(entry[0]) && typeof entry[1] === 'string',
);

describe('web community GraphQL documents', () => {
  it('finds the documents to check', () => {
    expect(documents.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'BOARD_BY_SLUG_QUERY',
        'BOARD_QUERY',
        'ADD_BOOKMARK_MUTATION',
        'EMBEDDABLE_POSTS_QUERY',
        'BOARD_POSTS_QUERY',
        'COMMUNITY_POST_QUERY',
        'COMMUNITY_COMMENTS_QUERY',
        'CREATE_COMMUNITY_COMMENT_MUTATION',
        'LIKE_COMMUNITY_POST_MUTATION',
        'REPORT_COMMUNITY_POST_MUTATION',
        'SET_COMMUNITY_POST_PINNED_MUTATION',
        'SEARCH_COMMUNITY_POSTS_QUERY',
        'MY_COMMUNITY_SCRAPS_QUERY',
      ]),
    );
  });

  const rules = [...specifiedRules, ...(graphqlLimitOptions('test').validationRules as ValidationRule[])];
  it.each(documents)('%s is valid against the community schema and within its limits', (_name, document) => {
    expect(validate(schema, parse(document), rules).map((error) => error.message)).toEqual([]);
  });
});
