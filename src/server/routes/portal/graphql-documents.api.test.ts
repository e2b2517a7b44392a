/**
 * Contract check: every GraphQL document the web tier sends to /graphql (portal pages, header, inquiry, chat frame) is
 * valid against the schema the server serves and within the server's own limits (the cost rule prices a page size
 * given by a variable as the largest allowed), so a renamed field or a too costly document fails here rather than in
 * a browser.
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
import * as applicationsApi from '../../../web/api/applications-api';
import * as careerSpecsApi from '../../../web/api/career-specs-api';
import * as channelManagementApi from '../../../web/api/channel-management-api';
import * as postingManagementApi from '../../../web/api/posting-management-api';
import * as channelsApi from '../../../web/api/channels-api';
import * as coverLettersApi from '../../../web/api/cover-letters-api';
import * as mediaKitApi from '../../../web/api/media-kit-api';
import * as memberInterestsApi from '../../../web/api/member-interests-api';
import * as notificationsApi from '../../../web/api/notifications-api';
import * as portalApi from '../../../web/api/portal-api';
import * as portalCommentsApi from '../../../web/api/portal-comments-api';
import * as postingCalendarApi from '../../../web/api/posting-calendar-api';
import * as postingPracticeApi from '../../../web/api/posting-practice-api';
import * as postingsApi from '../../../web/api/postings-api';
import * as profileApi from '../../../web/api/profile-api';
import * as uploadsApi from '../../../web/api/uploads-api';
import * as chatApi from '../../../web/chat-app/chat-api';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { graphqlLimitOptions } from '../graphql-limits';

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

// The documents of every web module codegen types against the portal schema (scripts/graphql-codegen.config.ts).
const modules = [
  portalApi,
  uploadsApi,
  postingsApi,
  postingPracticeApi,
  notificationsApi,
  memberInterestsApi,
  postingCalendarApi,
  channelsApi,
  channelManagementApi,
  postingManagementApi,
  portalCommentsApi,
  careerSpecsApi,
  coverLettersApi,
  profileApi,
  applicationsApi,
  mediaKitApi,
  chatApi,
];
const documents = (modules.flatMap((module) => Object.entries(module)) as Array<[string, unknown]>).filter(
  (entry): entry is [string, string] => /_(QUERY|MUTATION)$/.test(entry[0]) && typeof entry[1] === 'string',
);

describe('web GraphQL documents', () => {
  it('finds the documents to check', () => {
    expect(documents.map(([name]) => name)).toEqual(
      expect.arrayContaining(['CURRENT_USER_QUERY', 'CHAT_ROOMS_QUERY', 'SEND_CHAT_MESSAGE_MUTATION', 'JOIN_CHAT_ROOM_MUTATION']),
    );
  });

  const rules = [...specifiedRules, ...(graphqlLimitOptions('test').validationRules as ValidationRule[])];
  it.each(documents)('%s is valid against the portal schema and within its limits', (_name, document) => {
    expect(validate(schema, parse(document), rules).map((error) => error.message)).toEqual([]);
  });
});
