/**
 * What `npm run codegen` (scripts/graphql-codegen.ts) generates: each GraphQL endpoint's schema as a .graphql file,
 * and TypeScript types for the web documents sent to it, so the web's GraphQL calls are checked against the server's
 * schema at type-check time. A target reads only the documents sent to its endpoint.
 */
import type { TypeScriptDocumentsPluginConfig } from '@graphql-codegen/typescript-operations';
import { communityGraphqlSchema } from '../src/server/routes/community/community-graphql-schema';
import { portalGraphqlSchema } from '../src/server/routes/portal/portal-graphql-schema';

const OUT = 'src/web/api/graphql';

export interface GraphqlSchemaSource {
  /** Named in the generated files' headers. */
  module: string;
  sdl: string;
  /** The schema as SDL, printed for reviewers and editors; the types are generated from this text. */
  output: string;
}

export interface GraphqlTypesTarget {
  schema: GraphqlSchemaSource;
  /** Source files whose `/* GraphQL *\/` template literals are this target's documents (fragments included). */
  documents: string[];
  output: string;
}

const portal: GraphqlSchemaSource = {
  module: 'src/server/routes/portal/portal-graphql-schema.ts',
  sdl: portalGraphqlSchema,
  output: `${OUT}/portal-schema.graphql`,
};

const community: GraphqlSchemaSource = {
  module: 'src/server/routes/community/community-graphql-schema.ts',
  sdl: communityGraphqlSchema,
  output: `${OUT}/community-schema.graphql`,
};

export const graphqlSchemas: GraphqlSchemaSource[] = [portal, community];

export const graphqlTargets: GraphqlTypesTarget[] = [
  {
    schema: portal,
    documents: [
      'src/web/api/portal-api.ts',
      'src/web/api/uploads-api.ts',
      'src/web/api/channel-management-api.ts',
      'src/web/api/posting-management-api.ts',
      'src/web/api/postings-api.ts',
      'src/web/api/posting-practice-api.ts',
      'src/web/api/notifications-api.ts',
      'src/web/api/member-interests-api.ts',
      'src/web/api/posting-calendar-api.ts',
      'src/web/api/channels-api.ts',
      'src/web/api/portal-comments-api.ts',
      'src/web/api/career-specs-api.ts',
      'src/web/api/cover-letters-api.ts',
      'src/web/api/profile-api.ts',
      'src/web/api/applications-api.ts',
      'src/web/api/media-kit-api.ts',
    ],
    output: `${OUT}/portal-operations.generated.ts`,
  },
  // Same endpoint, own file: the chat frame's `CbtExamChatRoom` selects the whole room under the operation name the
  // product page's smaller one uses (tests and logs key on that name), and one file cannot hold two such types.
  {
    schema: portal,
    documents: ['src/web/chat-app/chat-api.ts'],
    output: `${OUT}/chat-operations.generated.ts`,
  },
  {
    schema: community,
    documents: [
      // The documents the server also knows by their text (the read cache's public queries) are written once here.
      'src/contracts/community.ts',
      'src/web/api/community-api.ts',
      'src/web/api/community-posts-api.ts',
      'src/web/api/community-comments-api.ts',
      'src/web/api/community-post-actions-api.ts',
      'src/web/api/community-search-api.ts',
    ],
    output: `${OUT}/community-operations.generated.ts`,
  },
];

/** typescript-operations settings: result shapes exactly as the server sends them for these documents. */
export const operationsConfig: TypeScriptDocumentsPluginConfig = {
  // IDs travel as strings both ways; the default input type would also accept numbers.
  scalars: { ID: 'string' },
  // A list variable takes a list, not a lone value that GraphQL would coerce.
  arrayInputCoercion: false,
};
