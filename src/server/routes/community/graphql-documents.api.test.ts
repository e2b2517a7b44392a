/**
 * Contract check: every GraphQL document the web tier sends to the community endpoint is valid against the schema
 * served at /community/graphql, so a renamed field fails here rather than in a browser.
 */
import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as communityApi from '../../../web/api/community-api';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { communityCall } from '../../../test/community-kit';

let t: TestApp;
let schema: GraphQLSchema;
beforeAll(async () => {
  t = await createTestApp();
  // The schema as a client sees it: introspected over HTTP, like any GraphQL tool would.
  const response = await communityCall(t, { query: getIntrospectionQuery() });
  schema = buildClientSchema((response.json() as { data: IntrospectionQuery }).data);
});
afterAll(() => t.close());

const documents = (Object.entries(communityApi) as Array<[string, unknown]>).filter(
  (entry): entry is [string, string] => /_(QUERY|MUTATION)$/.test(entry[0]) && typeof entry[1] === 'string',
);

describe('web community GraphQL documents', () => {
  it('finds the documents to check', () => {
    expect(documents.map(([name]) => name)).toEqual(
      expect.arrayContaining(['BOARD_BY_SLUG_QUERY', 'BOARD_QUERY', 'ADD_BOOKMARK_MUTATION', 'EMBEDDABLE_POSTS_QUERY']),
    );
  });

  it.each(documents)('%s is valid against the community schema', (_name, document) => {
    expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
  });
});
