/**
 * A company's postings over the portal GraphQL (ADR 25; SDL in
 * src/server/routes/portal/posting-management-graphql-schema.ts): /activities/{status}'s list, the form's draft,
 * save, preview and 검토 요청, closing early, duplicating and deleting. The preview answers the portal's own
 * PostingDetail shape, so the form shows it with the portal's posting page. Every function takes the client first.
 */
import { MANAGED_POSTINGS_PAGE_SIZE, type ManagedPostingFilter } from '../../contracts/postings';
import type { GraphqlRequester } from './graphql-clients';
import type {
  ClosePostingEarlyMutation,
  ClosePostingEarlyMutationVariables,
  CreatePostingDraftMutation,
  CreatePostingDraftMutationVariables,
  DeletePostingDraftMutation,
  DeletePostingDraftMutationVariables,
  DuplicatePostingMutation,
  DuplicatePostingMutationVariables,
  ManagedPostingInput,
  ManagedPostingPreviewQuery,
  ManagedPostingPreviewQueryVariables,
  ManagedPostingQuery,
  ManagedPostingQueryVariables,
  ManagedPostingsQuery,
  ManagedPostingsQueryVariables,
  SubmitPostingForReviewMutation,
  SubmitPostingForReviewMutationVariables,
  UpdateManagedPostingMutation,
  UpdateManagedPostingMutationVariables,
} from './graphql/portal-operations.generated';
import { POSTING_DETAIL_FIELDS, type PostingDetail } from './postings-api';

export type ManagedPosting = ManagedPostingQuery['managedPosting'];
export type ManagedPostingPage = ManagedPostingsQuery['managedPostings'];
export type ManagedPostingRow = ManagedPostingPage['nodes'][number];
export type { ManagedPostingInput };


const MANAGED_POSTING_FIELDS = /* GraphQL */ `
  fragment ManagedPostingFields on ManagedPosting {
    id
    managementStatus
    reviewStatus
    rejectionReason
    kind
    title
    organiserName
    organiserType
    fields
    targets
    region
    benefits
    prizeMoney
    employmentType
    careerLevel
    posterUrl
    posterSvg
    applyUrl
    applyEmail
    acceptsApplications
    receptionStartDay
    receptionEndDay
    announcementDay
    bodyHtml
    views
    scrapCount
    commentCount
    submittedAt
    publishedAt
    createdAt
    updatedAt
    canEdit
    canSubmit
    canDelete
    canClose
  }
`;

// A row of /activities: what the list shows and allows (the whole posting is read by the form).
const MANAGED_POSTING_ROW_FIELDS = /* GraphQL */ `
  fragment ManagedPostingRowFields on ManagedPosting {
    id
    managementStatus
    reviewStatus
    rejectionReason
    kind
    title
    acceptsApplications
    applicantCount
    receptionStartDay
    receptionEndDay
    views
    scrapCount
    commentCount
    canEdit
    canSubmit
    canDelete
    canClose
  }
`;

export const MANAGED_POSTINGS_QUERY = /* GraphQL */ `
  query ManagedPostings($status: String, $page: Int, $pageSize: Int) {
    managedPostings(status: $status, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      counts {
        all
        draft
        inReview
        open
        closed
      }
      nodes {
        ...ManagedPostingRowFields
      }
    }
  }
  ${MANAGED_POSTING_ROW_FIELDS}
`;

export const MANAGED_POSTING_QUERY = /* GraphQL */ `
  query ManagedPosting($id: ID!) {
    managedPosting(id: $id) {
      ...ManagedPostingFields
    }
  }
  ${MANAGED_POSTING_FIELDS}
`;

// The posting page's own selection, so the answer is the portal page's PostingDetail.
export const MANAGED_POSTING_PREVIEW_QUERY = /* GraphQL */ `
  query ManagedPostingPreview($id: ID, $input: ManagedPostingInput!) {
    managedPostingPreview(id: $id, input: $input) {
      ...PostingDetailFields
    }
  }
  ${POSTING_DETAIL_FIELDS}
`;

export const CREATE_POSTING_DRAFT_MUTATION = /* GraphQL */ `
  mutation CreatePostingDraft($input: ManagedPostingInput!) {
    createPostingDraft(input: $input) {
      ...ManagedPostingFields
    }
  }
  ${MANAGED_POSTING_FIELDS}
`;

export const UPDATE_MANAGED_POSTING_MUTATION = /* GraphQL */ `
  mutation UpdateManagedPosting($id: ID!, $input: ManagedPostingInput!) {
    updateManagedPosting(id: $id, input: $input) {
      ...ManagedPostingFields
    }
  }
  ${MANAGED_POSTING_FIELDS}
`;

export const SUBMIT_POSTING_FOR_REVIEW_MUTATION = /* GraphQL */ `
  mutation SubmitPostingForReview($id: ID!) {
    submitPostingForReview(id: $id) {
      ...ManagedPostingFields
    }
  }
  ${MANAGED_POSTING_FIELDS}
`;

export const CLOSE_POSTING_EARLY_MUTATION = /* GraphQL */ `
  mutation ClosePostingEarly($id: ID!) {
    closePostingEarly(id: $id) {
      ...ManagedPostingFields
    }
  }
  ${MANAGED_POSTING_FIELDS}
`;

export const DUPLICATE_POSTING_MUTATION = /* GraphQL */ `
  mutation DuplicatePosting($id: ID!) {
    duplicatePosting(id: $id) {
      ...ManagedPostingFields
    }
  }
  ${MANAGED_POSTING_FIELDS}
`;

export const DELETE_POSTING_DRAFT_MUTATION = /* GraphQL */ `
  mutation DeletePostingDraft($id: ID!) {
    deletePostingDraft(id: $id) {
      id
    }
  }
`;

export async function getManagedPostings(client: GraphqlRequester, status: ManagedPostingFilter, page: number): Promise<ManagedPostingPage> {
  const data = await client.request<ManagedPostingsQuery, ManagedPostingsQueryVariables>(MANAGED_POSTINGS_QUERY, {
    status,
    page,
    pageSize: MANAGED_POSTINGS_PAGE_SIZE,
  });
  return data.managedPostings;
}

export async function getManagedPosting(client: GraphqlRequester, id: string): Promise<ManagedPosting> {
  return (await client.request<ManagedPostingQuery, ManagedPostingQueryVariables>(MANAGED_POSTING_QUERY, { id })).managedPosting;
}

export async function previewManagedPosting(client: GraphqlRequester, id: string | null, input: ManagedPostingInput): Promise<PostingDetail> {
  const data = await client.request<ManagedPostingPreviewQuery, ManagedPostingPreviewQueryVariables>(MANAGED_POSTING_PREVIEW_QUERY, { id, input });
  return data.managedPostingPreview;
}

/** 임시저장: a new draft, or the posting being edited saved (a live one changes at once). */
export async function savePosting(client: GraphqlRequester, id: string | null, input: ManagedPostingInput): Promise<ManagedPosting> {
  if (id === null) {
    return (await client.request<CreatePostingDraftMutation, CreatePostingDraftMutationVariables>(CREATE_POSTING_DRAFT_MUTATION, { input }))
      .createPostingDraft;
  }
  return (
    await client.request<UpdateManagedPostingMutation, UpdateManagedPostingMutationVariables>(UPDATE_MANAGED_POSTING_MUTATION, { id, input })
  ).updateManagedPosting;
}

export async function submitPostingForReview(client: GraphqlRequester, id: string): Promise<ManagedPosting> {
  return (
    await client.request<SubmitPostingForReviewMutation, SubmitPostingForReviewMutationVariables>(SUBMIT_POSTING_FOR_REVIEW_MUTATION, { id })
  ).submitPostingForReview;
}

export async function closePostingEarly(client: GraphqlRequester, id: string): Promise<ManagedPosting> {
  return (await client.request<ClosePostingEarlyMutation, ClosePostingEarlyMutationVariables>(CLOSE_POSTING_EARLY_MUTATION, { id }))
    .closePostingEarly;
}

export async function duplicatePosting(client: GraphqlRequester, id: string): Promise<ManagedPosting> {
  return (await client.request<DuplicatePostingMutation, DuplicatePostingMutationVariables>(DUPLICATE_POSTING_MUTATION, { id }))
    .duplicatePosting;
}

export async function deletePostingDraft(client: GraphqlRequester, id: string): Promise<void> {
  await client.request<DeletePostingDraftMutation, DeletePostingDraftMutationVariables>(DELETE_POSTING_DRAFT_MUTATION, { id });
}
