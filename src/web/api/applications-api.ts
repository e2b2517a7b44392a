/**
 * Applications over the portal GraphQL (ADR 26, SDL in src/server/routes/portal/applications-graphql-schema.ts):
 * a member's 지원하기, 지원 현황 and 지원 취소 on the portal; a company's applicant list, one application and its
 * 서류 합격 / 불합격 on the corporate site. Every function takes the client first.
 */
import { APPLICANTS_PAGE_SIZE, MY_APPLICATIONS_PAGE_SIZE } from '../../contracts/applications';
import type { GraphqlRequester } from './graphql-clients';
import type {
  ApplicationDecision,
  ApplicationQuery,
  ApplicationQueryVariables,
  ApplyToPostingMutation,
  ApplyToPostingMutationVariables,
  DecideApplicationMutation,
  DecideApplicationMutationVariables,
  MyApplicationsQuery,
  MyApplicationsQueryVariables,
  PostingApplicantsQuery,
  PostingApplicantsQueryVariables,
  WithdrawApplicationMutation,
  WithdrawApplicationMutationVariables,
} from './graphql/portal-operations.generated';

export type { ApplicationDecision };
export type MyApplicationPage = MyApplicationsQuery['myApplications'];
export type MyApplication = MyApplicationPage['nodes'][number];
export type PostingApplicantPage = PostingApplicantsQuery['postingApplicants'];
export type Applicant = PostingApplicantPage['nodes'][number];
export type ApplicationDetail = ApplicationQuery['application'];
export type ApplicationStatus = MyApplication['status'];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  SUBMITTED: '서류 검토 중',
  PASSED: '서류 합격',
  FAILED: '불합격',
};

const MY_APPLICATION_FIELDS = /* GraphQL */ `
  fragment MyApplicationFields on MyApplication {
    id
    status
    coverLetterTitle
    createdAt
    decidedAt
    canWithdraw
    posting {
      id
      title
      organiserName
      receptionEndAt
    }
  }
`;

const APPLICATION_POSTING_FIELDS = /* GraphQL */ `
  fragment ApplicationPostingFields on ApplicationPosting {
    id
    title
    organiserName
    receptionEndAt
  }
`;

const APPLICATION_FIELDS = /* GraphQL */ `
  fragment ApplicationFields on Application {
    id
    status
    applicantName
    applicantEmail
    applicantPhone
    coverLetterTitle
    hasSpecSummary
    createdAt
    decidedAt
    coverLetter {
      title
      questions {
        question
        charLimit
        answer
      }
    }
    specSummary {
      school
      major
      completenessPercent
      sections {
        section
        items
      }
    }
    posting {
      ...ApplicationPostingFields
    }
  }
  ${APPLICATION_POSTING_FIELDS}
`;

export const MY_APPLICATIONS_QUERY = /* GraphQL */ `
  query MyApplications($postingId: ID, $page: Int, $pageSize: Int) {
    myApplications(postingId: $postingId, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      nodes {
        ...MyApplicationFields
      }
    }
  }
  ${MY_APPLICATION_FIELDS}
`;

export const POSTING_APPLICANTS_QUERY = /* GraphQL */ `
  query PostingApplicants($postingId: ID!, $page: Int, $pageSize: Int) {
    postingApplicants(postingId: $postingId, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      counts {
        submitted
        passed
        failed
      }
      posting {
        ...ApplicationPostingFields
      }
      nodes {
        id
        status
        applicantName
        coverLetterTitle
        hasSpecSummary
        createdAt
        decidedAt
      }
    }
  }
  ${APPLICATION_POSTING_FIELDS}
`;

export const APPLICATION_QUERY = /* GraphQL */ `
  query Application($id: ID!) {
    application(id: $id) {
      ...ApplicationFields
    }
  }
  ${APPLICATION_FIELDS}
`;

export const APPLY_TO_POSTING_MUTATION = /* GraphQL */ `
  mutation ApplyToPosting($input: ApplyToPostingInput!) {
    applyToPosting(input: $input) {
      ...MyApplicationFields
    }
  }
  ${MY_APPLICATION_FIELDS}
`;

export const WITHDRAW_APPLICATION_MUTATION = /* GraphQL */ `
  mutation WithdrawApplication($id: ID!) {
    withdrawApplication(id: $id) {
      id
    }
  }
`;

export const DECIDE_APPLICATION_MUTATION = /* GraphQL */ `
  mutation DecideApplication($id: ID!, $decision: ApplicationDecision!) {
    decideApplication(id: $id, decision: $decision) {
      ...ApplicationFields
    }
  }
  ${APPLICATION_FIELDS}
`;

export async function getMyApplications(
  client: GraphqlRequester,
  options: { page?: number; postingId?: string | null } = {},
): Promise<MyApplicationPage> {
  const data = await client.request<MyApplicationsQuery, MyApplicationsQueryVariables>(MY_APPLICATIONS_QUERY, {
    postingId: options.postingId ?? null,
    page: options.page ?? 1,
    pageSize: MY_APPLICATIONS_PAGE_SIZE,
  });
  return data.myApplications;
}

export async function getPostingApplicants(client: GraphqlRequester, postingId: string, page: number): Promise<PostingApplicantPage> {
  const data = await client.request<PostingApplicantsQuery, PostingApplicantsQueryVariables>(POSTING_APPLICANTS_QUERY, {
    postingId,
    page,
    pageSize: APPLICANTS_PAGE_SIZE,
  });
  return data.postingApplicants;
}

export async function getApplication(client: GraphqlRequester, id: string): Promise<ApplicationDetail> {
  return (await client.request<ApplicationQuery, ApplicationQueryVariables>(APPLICATION_QUERY, { id })).application;
}

export async function applyToPosting(
  client: GraphqlRequester,
  input: { postingId: string; coverLetterId: string; includeSpecSummary: boolean },
): Promise<MyApplication> {
  return (await client.request<ApplyToPostingMutation, ApplyToPostingMutationVariables>(APPLY_TO_POSTING_MUTATION, { input })).applyToPosting;
}

export async function withdrawApplication(client: GraphqlRequester, id: string): Promise<void> {
  await client.request<WithdrawApplicationMutation, WithdrawApplicationMutationVariables>(WITHDRAW_APPLICATION_MUTATION, { id });
}

export async function decideApplication(client: GraphqlRequester, id: string, decision: ApplicationDecision): Promise<ApplicationDetail> {
  return (await client.request<DecideApplicationMutation, DecideApplicationMutationVariables>(DECIDE_APPLICATION_MUTATION, { id, decision }))
    .decideApplication;
}
