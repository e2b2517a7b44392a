/**
 * The console's posting review queue (ADR 25 and 30, src/contracts/posting-reviews.ts): the queue, a
 * posting's preview in the portal's detail shape, approve and reject. Client first.
 */
import type { ApiClient } from './api-client';
import type { PostingReviewPage, PostingReviewResult, PostingReviewsQuery } from '../../contracts/posting-reviews';
import type { PostingDetail } from './postings-api';

export type { PostingReviewItem, PostingReviewPage } from '../../contracts/posting-reviews';

const BASE = '/apiV2/admin/posting-reviews';

export interface PostingReviewPreview {
  reviewStatus: string;
  submittedAt: string | null;
  detail: PostingDetail;
}

export const postingReviewsKey = (query: PostingReviewsQuery) => ['console', 'posting-reviews', query] as const;
export const postingReviewKey = (postingId: string) => ['console', 'posting-review', postingId] as const;

export async function listPostingReviews(client: ApiClient, query: PostingReviewsQuery): Promise<PostingReviewPage> {
  const { data } = await client.get<PostingReviewPage>(BASE, { params: query });
  return data;
}

export async function getPostingReview(client: ApiClient, postingId: string): Promise<PostingReviewPreview> {
  const { data } = await client.get<PostingReviewPreview>(`${BASE}/${encodeURIComponent(postingId)}`);
  return data;
}

export async function approvePostingReview(client: ApiClient, postingId: string): Promise<PostingReviewResult> {
  const { data } = await client.post<PostingReviewResult>(`${BASE}/${encodeURIComponent(postingId)}/approve`);
  return data;
}

export async function rejectPostingReview(client: ApiClient, postingId: string, reason: string): Promise<PostingReviewResult> {
  const { data } = await client.post<PostingReviewResult>(`${BASE}/${encodeURIComponent(postingId)}/reject`, { reason });
  return data;
}
