/** Typed calls of the review notes (오답노트, spec §7.1). Types from src/contracts/review-notes.ts. */
import type { ApiClient } from './api-client';
import type { Page } from '../../contracts/common';
import type { MasteryState, ReviewNote, ReviewNoteAggregate, ReviewNoteQuery } from '../../contracts/review-notes';

export type { MasteryState, NoteCounts, ReviewNote, ReviewNoteAggregate, ReviewNoteQuery } from '../../contracts/review-notes';

export const REVIEW_NOTES_PATH = '/apiV2/user/me/review-notes';
export const REVIEW_NOTE_AGGREGATE_PATH = '/apiV2/user/me/review-notes/aggregate';

const masterPath = (multipleProblemIdx: number) =>
  `${REVIEW_NOTES_PATH}/${encodeURIComponent(String(multipleProblemIdx))}/master`;

export async function getReviewNotes(client: ApiClient, query: ReviewNoteQuery = {}): Promise<Page<ReviewNote>> {
  const { data } = await client.get<Page<ReviewNote>>(REVIEW_NOTES_PATH, { params: query });
  return data;
}

export async function getReviewNoteAggregate(client: ApiClient): Promise<ReviewNoteAggregate> {
  const { data } = await client.get<ReviewNoteAggregate>(REVIEW_NOTE_AGGREGATE_PATH);
  return data;
}

export async function masterReviewNote(client: ApiClient, multipleProblemIdx: number): Promise<MasteryState> {
  const { data } = await client.post<MasteryState>(masterPath(multipleProblemIdx));
  return data;
}

export async function unmasterReviewNote(client: ApiClient, multipleProblemIdx: number): Promise<MasteryState> {
  const { data } = await client.delete<MasteryState>(masterPath(multipleProblemIdx));
  return data;
}
