/**
 * 자기소개서 over the portal GraphQL (SDL in src/server/routes/portal/cover-letters-graphql-schema.ts):
 * the member's letters, one letter, whole-letter saves over a base version (409 COVER_LETTER_STALE when another
 * save came first), deletion, and kept versions with restore. Members only. Every function takes the client first.
 */
import { COVER_LETTERS_DEFAULT_PAGE_SIZE } from '../../contracts/cover-letters';
import type { GraphqlRequester } from './graphql-clients';
import type {
  CoverLetterQuery,
  CoverLetterQueryVariables,
  CoverLettersQuery,
  CoverLettersQueryVariables,
  CoverLetterVersionQuery,
  CoverLetterVersionQueryVariables,
  CoverLetterVersionsQuery,
  CoverLetterVersionsQueryVariables,
  CreateCoverLetterMutation,
  CreateCoverLetterMutationVariables,
  DeleteCoverLetterMutation,
  DeleteCoverLetterMutationVariables,
  RestoreCoverLetterVersionMutation,
  RestoreCoverLetterVersionMutationVariables,
  SaveCoverLetterInput,
  SaveCoverLetterMutation,
  SaveCoverLetterMutationVariables,
} from './graphql/portal-operations.generated';

export type { SaveCoverLetterInput };
export type CoverLetterPage = CoverLettersQuery['coverLetters'];
export type CoverLetterSummary = CoverLetterPage['nodes'][number];
export type CoverLetter = CoverLetterQuery['coverLetter'];
export type CoverLetterVersion = CoverLetterVersionsQuery['coverLetterVersions'][number];
export type CoverLetterSnapshot = CoverLetterVersionQuery['coverLetterVersion'];


const LETTER_FIELDS = /* GraphQL */ `
  fragment CoverLetterFields on CoverLetter {
    id
    title
    company
    job
    version
    createdAt
    updatedAt
    posting {
      id
      title
      organiserName
      receptionEndAt
    }
    questions {
      id
      question
      charLimit
      answer
    }
  }
`;

export const COVER_LETTERS_QUERY = /* GraphQL */ `
  query CoverLetters($page: Int, $pageSize: Int) {
    coverLetters(page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      nodes {
        id
        title
        company
        job
        version
        questionCount
        updatedAt
        posting {
          id
          title
          organiserName
          receptionEndAt
        }
      }
    }
  }
`;

export async function getCoverLetters(client: GraphqlRequester, page: number): Promise<CoverLetterPage> {
  const data = await client.request<CoverLettersQuery, CoverLettersQueryVariables>(COVER_LETTERS_QUERY, {
    page,
    pageSize: COVER_LETTERS_DEFAULT_PAGE_SIZE,
  });
  return data.coverLetters;
}

export const COVER_LETTER_QUERY = /* GraphQL */ `
  query CoverLetter($id: ID!) {
    coverLetter(id: $id) {
      ...CoverLetterFields
    }
  }
  ${LETTER_FIELDS}
`;

export async function getCoverLetter(client: GraphqlRequester, id: string): Promise<CoverLetter> {
  const data = await client.request<CoverLetterQuery, CoverLetterQueryVariables>(COVER_LETTER_QUERY, { id });
  return data.coverLetter;
}

export const CREATE_COVER_LETTER_MUTATION = /* GraphQL */ `
  mutation CreateCoverLetter($title: String) {
    createCoverLetter(title: $title) {
      ...CoverLetterFields
    }
  }
  ${LETTER_FIELDS}
`;

export async function createCoverLetter(client: GraphqlRequester, title: string): Promise<CoverLetter> {
  const data = await client.request<CreateCoverLetterMutation, CreateCoverLetterMutationVariables>(CREATE_COVER_LETTER_MUTATION, {
    title,
  });
  return data.createCoverLetter;
}

export const SAVE_COVER_LETTER_MUTATION = /* GraphQL */ `
  mutation SaveCoverLetter($input: SaveCoverLetterInput!) {
    saveCoverLetter(input: $input) {
      ...CoverLetterFields
    }
  }
  ${LETTER_FIELDS}
`;

/** Saves the whole letter over `input.baseVersion`; a stale base is refused (409, COVER_LETTER_STALE_CODE). */
export async function saveCoverLetter(client: GraphqlRequester, input: SaveCoverLetterInput): Promise<CoverLetter> {
  const data = await client.request<SaveCoverLetterMutation, SaveCoverLetterMutationVariables>(SAVE_COVER_LETTER_MUTATION, { input });
  return data.saveCoverLetter;
}

export const DELETE_COVER_LETTER_MUTATION = /* GraphQL */ `
  mutation DeleteCoverLetter($id: ID!) {
    deleteCoverLetter(id: $id) {
      id
    }
  }
`;

export async function deleteCoverLetter(client: GraphqlRequester, id: string): Promise<string> {
  const data = await client.request<DeleteCoverLetterMutation, DeleteCoverLetterMutationVariables>(DELETE_COVER_LETTER_MUTATION, { id });
  return data.deleteCoverLetter.id;
}

export const COVER_LETTER_VERSIONS_QUERY = /* GraphQL */ `
  query CoverLetterVersions($id: ID!) {
    coverLetterVersions(id: $id) {
      version
      number
      createdAt
      title
      questionCount
    }
  }
`;

export async function getCoverLetterVersions(client: GraphqlRequester, id: string): Promise<CoverLetterVersion[]> {
  const data = await client.request<CoverLetterVersionsQuery, CoverLetterVersionsQueryVariables>(COVER_LETTER_VERSIONS_QUERY, { id });
  return data.coverLetterVersions;
}

export const COVER_LETTER_VERSION_QUERY = /* GraphQL */ `
  query CoverLetterVersion($id: ID!, $version: Int!) {
    coverLetterVersion(id: $id, version: $version) {
      version
      number
      createdAt
      title
      company
      job
      postingId
      questions {
        question
        charLimit
        answer
      }
    }
  }
`;

export async function getCoverLetterVersion(client: GraphqlRequester, id: string, version: number): Promise<CoverLetterSnapshot> {
  const data = await client.request<CoverLetterVersionQuery, CoverLetterVersionQueryVariables>(COVER_LETTER_VERSION_QUERY, {
    id,
    version,
  });
  return data.coverLetterVersion;
}

export const RESTORE_COVER_LETTER_VERSION_MUTATION = /* GraphQL */ `
  mutation RestoreCoverLetterVersion($id: ID!, $version: Int!, $baseVersion: Int!) {
    restoreCoverLetterVersion(id: $id, version: $version, baseVersion: $baseVersion) {
      ...CoverLetterFields
    }
  }
  ${LETTER_FIELDS}
`;

export async function restoreCoverLetterVersion(
  client: GraphqlRequester,
  args: { id: string; version: number; baseVersion: number },
): Promise<CoverLetter> {
  const data = await client.request<RestoreCoverLetterVersionMutation, RestoreCoverLetterVersionMutationVariables>(
    RESTORE_COVER_LETTER_VERSION_MUTATION,
    args,
  );
  return data.restoreCoverLetterVersion;
}

/** The code of a refused GraphQL call (COVER_LETTER_STALE, …), else null (a network failure). */
export function graphqlErrorCode(error: unknown): string | null {
  const code = (error as { response?: { errors?: Array<{ extensions?: { code?: unknown } }> } } | null)?.response?.errors?.[0]?.extensions
    ?.code;
  return typeof code === 'string' ? code : null;
}
