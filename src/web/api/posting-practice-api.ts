/**
 * "모의고사로 준비하기" over the portal GraphQL: the CBT mock exams that prepare for a posting's written
 * test. Takes the client first, so SSR (createSsrPortalClient) and the browser (getBrowserPortalClient) share it.
 */
import type { GraphqlRequester } from './graphql-clients';
import type {
  PostingPracticeExamsQuery,
  PostingPracticeExamsQueryVariables,
} from './graphql/portal-operations.generated';

export type PracticeExam = PostingPracticeExamsQuery['postingPracticeExams'][number];

/** The card's default; the server allows 1-12. */
export const PRACTICE_EXAMS_LIMIT = 4;

export const POSTING_PRACTICE_EXAMS_QUERY = /* GraphQL */ `
  query PostingPracticeExams($postingId: ID!, $limit: Int) {
    postingPracticeExams(postingId: $postingId, limit: $limit) {
      examIdx
      title
      examTypeNames
      examDetailCount
      problemCount
      isFree
      path
      url
    }
  }
`;

/** Best first; empty when the posting has no written test. GraphQL errors (400, 404) propagate. */
export async function getPostingPracticeExams(
  client: GraphqlRequester,
  postingId: string,
  limit = PRACTICE_EXAMS_LIMIT,
): Promise<PracticeExam[]> {
  const data = await client.request<PostingPracticeExamsQuery, PostingPracticeExamsQueryVariables>(
    POSTING_PRACTICE_EXAMS_QUERY,
    { postingId, limit },
  );
  return data.postingPracticeExams;
}
