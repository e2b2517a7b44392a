/**
 * 스펙 관리 over the portal GraphQL (docs/CONTRACTS.md "스펙 관리"): a section's entries, adding, editing
 * and deleting one, the overview with completeness, and the 자격증 search. Individual members only (a visitor's
 * call is 401). A refused field answers a Korean 400 whose code names the field (CAREER_SPEC_INVALID_SCORE …).
 */
import type { GraphqlRequester } from './graphql-clients';
import type {
  AddCareerSpecMutation,
  AddCareerSpecMutationVariables,
  CareerOverviewQuery,
  CareerSpecInput,
  CareerSpecSection,
  CareerSpecsQuery,
  CareerSpecsQueryVariables,
  CertificateSearchQuery,
  CertificateSearchQueryVariables,
  DeleteCareerSpecMutation,
  DeleteCareerSpecMutationVariables,
  UpdateCareerSpecMutation,
  UpdateCareerSpecMutationVariables,
} from './graphql/portal-operations.generated';

export type { CareerSpecInput, CareerSpecSection };
export type CareerSpecList = CareerSpecsQuery['careerSpecs'];
export type CareerSpecEntry = CareerSpecList['nodes'][number];
export type CareerOverview = CareerOverviewQuery['careerOverview'];
export type CertificateOption = CertificateSearchQuery['certificateSearch'][number];

const CAREER_SPEC_FIELDS = /* GraphQL */ `
  fragment CareerSpecFields on CareerSpec {
    id
    section
    postingId
    createdAt
    updatedAt
    education {
      school
      major
      degree
      status
      startMonth
      endMonth
      gpa
      gpaScale
    }
    language {
      test
      testName
      score
      level
      takenOn
    }
    certificate {
      certificateId
      name
      issuer
      acquiredOn
    }
    award {
      title
      organiser
      awardedOn
      description
    }
    activity {
      kind
      title
      organisation
      startMonth
      endMonth
      description
    }
  }
`;

export const CAREER_SPECS_QUERY = /* GraphQL */ `
  query CareerSpecs($section: CareerSpecSection!) {
    careerSpecs(section: $section) {
      section
      maxCount
      nodes {
        ...CareerSpecFields
      }
    }
  }
  ${CAREER_SPEC_FIELDS}
`;

export async function getCareerSpecs(client: GraphqlRequester, section: CareerSpecSection): Promise<CareerSpecList> {
  const data = await client.request<CareerSpecsQuery, CareerSpecsQueryVariables>(CAREER_SPECS_QUERY, { section });
  return data.careerSpecs;
}

export const CAREER_OVERVIEW_QUERY = /* GraphQL */ `
  query CareerOverview {
    careerOverview {
      basics {
        username
        email
        name
        phone
        birthYear
        school
        major
      }
      counts {
        education
        language
        certificate
        award
        activity
      }
      completenessPercent
      completeness {
        part
        weight
        done
      }
    }
  }
`;

export async function getCareerOverview(client: GraphqlRequester): Promise<CareerOverview> {
  const data = await client.request<CareerOverviewQuery>(CAREER_OVERVIEW_QUERY);
  return data.careerOverview;
}

export const ADD_CAREER_SPEC_MUTATION = /* GraphQL */ `
  mutation AddCareerSpec($input: CareerSpecInput!) {
    addCareerSpec(input: $input) {
      ...CareerSpecFields
    }
  }
  ${CAREER_SPEC_FIELDS}
`;

export async function addCareerSpec(client: GraphqlRequester, input: CareerSpecInput): Promise<CareerSpecEntry> {
  const data = await client.request<AddCareerSpecMutation, AddCareerSpecMutationVariables>(ADD_CAREER_SPEC_MUTATION, { input });
  return data.addCareerSpec;
}

export const UPDATE_CAREER_SPEC_MUTATION = /* GraphQL */ `
  mutation UpdateCareerSpec($id: ID!, $input: CareerSpecInput!) {
    updateCareerSpec(id: $id, input: $input) {
      ...CareerSpecFields
    }
  }
  ${CAREER_SPEC_FIELDS}
`;

export async function updateCareerSpec(client: GraphqlRequester, id: string, input: CareerSpecInput): Promise<CareerSpecEntry> {
  const data = await client.request<UpdateCareerSpecMutation, UpdateCareerSpecMutationVariables>(UPDATE_CAREER_SPEC_MUTATION, {
    id,
    input,
  });
  return data.updateCareerSpec;
}

export const DELETE_CAREER_SPEC_MUTATION = /* GraphQL */ `
  mutation DeleteCareerSpec($id: ID!) {
    deleteCareerSpec(id: $id) {
      id
    }
  }
`;

export async function deleteCareerSpec(client: GraphqlRequester, id: string): Promise<string> {
  const data = await client.request<DeleteCareerSpecMutation, DeleteCareerSpecMutationVariables>(DELETE_CAREER_SPEC_MUTATION, { id });
  return data.deleteCareerSpec.id;
}

export const CERTIFICATE_SEARCH_QUERY = /* GraphQL */ `
  query CertificateSearch($query: String!, $limit: Int) {
    certificateSearch(query: $query, limit: $limit) {
      id
      name
      issuer
    }
  }
`;

/** Up to `limit` (≤ 20) certificates of the list matching a word, an abbreviation (정처기) or 초성 (ㅈㅂㅊㄹ). */
export async function searchCertificates(client: GraphqlRequester, query: string, limit = 8): Promise<CertificateOption[]> {
  const data = await client.request<CertificateSearchQuery, CertificateSearchQueryVariables>(CERTIFICATE_SEARCH_QUERY, {
    query,
    limit,
  });
  return data.certificateSearch;
}
