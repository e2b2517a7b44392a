/**
 * Contract check: every GraphQL document the web tier sends (portal header, inquiry, chat frame) is valid against
 * the schema the server serves, so a renamed field fails here rather than in a browser.
 */
import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as chatApi from '../../../web/chat-app/chat-api';
import * as portalApi from '../../../web/api/portal-api';
import * as uploadsApi from '../../../web/api/uploads-api';
import { type TestApp, createTestApp } from '../../../test/test-app';

let t: TestApp;
let schema: GraphQLSchema;
beforeAll(async () => {
  t = await createTestApp();
  // The schema as a client sees it: introspected over HTTP, like any GraphQL tool would.
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { host: 'localhost:3000', 'content-type': 'application/json' },
    payload: { query: getIntrospectionQuery() },
  });
  schema = buildClientSchema((response.json() as { data: IntrospectionQuery }).data);
});
afterAll(() => t.close());

const documents = (Object.entries({ ...portalApi, ...uploadsApi, ...chatApi }) as Array<[string, unknown]>).filter(
  (entry): entry is [string, string] => /_(QUERY|MUTATION)$/.test(entry[0]) && typeof entry[1] === 'string',
);

describe('web GraphQL documents', () => {
  it('finds the documents to check', () => {
    expect(documents.map(([name]) => name)).toEqual(
      expect.arrayContaining(['CURRENT_USER_QUERY', 'CHAT_ROOMS_QUERY', 'SEND_CHAT_MESSAGE_MUTATION', 'JOIN_CHAT_ROOM_MUTATION']),
    );
  });

  it.each(documents)('%s is valid against the portal schema', (_name, document) => {
    expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
  });
});
