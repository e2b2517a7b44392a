/** React Query keys and options of the my-CBT lists, shared by getServerSideProps and the browser. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-client';
import {
  getLikedExams,
  getEntitledExams,
  LIKED_EXAMS_PATH,
  ENTITLED_EXAMS_PATH,
  type PageQuery,
} from '../../api/exams-api';
import { getUserRecords, type RecordListQuery, USER_RECORDS_PATH } from '../../api/records-api';
import {
  getReviewNoteAggregate,
  getReviewNotes,
  REVIEW_NOTE_AGGREGATE_PATH,
  REVIEW_NOTES_PATH,
  type ReviewNoteQuery,
} from '../../api/review-notes-api';

export const MY_LIST_PAGE_SIZE = 20;
export const NOTES_PAGE_SIZE = 20;

export const myCbtKeys = {
  likes: (query: PageQuery) => [LIKED_EXAMS_PATH, query] as const,
  likesAll: [LIKED_EXAMS_PATH] as const,
  purchases: (query: PageQuery) => [ENTITLED_EXAMS_PATH, query] as const,
  records: (query: RecordListQuery) => [USER_RECORDS_PATH, query] as const,
  notes: (query: ReviewNoteQuery) => [REVIEW_NOTES_PATH, query] as const,
  notesAll: [REVIEW_NOTES_PATH] as const,
  aggregate: () => [REVIEW_NOTE_AGGREGATE_PATH] as const,
};

export const myCbtQueries = {
  likes: (client: ApiClient, page: number) => {
    const query = { page, pageSize: MY_LIST_PAGE_SIZE };
    return queryOptions({ queryKey: myCbtKeys.likes(query), queryFn: () => getLikedExams(client, query) });
  },
  purchases: (client: ApiClient, page: number) => {
    const query = { page, pageSize: MY_LIST_PAGE_SIZE };
    return queryOptions({ queryKey: myCbtKeys.purchases(query), queryFn: () => getEntitledExams(client, query) });
  },
  /** The whole list in one page (the API's default of 1000, spec §9), filtered by top-level type. */
  records: (client: ApiClient, examTypeId: number | null) => {
    const query: RecordListQuery = { examTypeIds: examTypeId === null ? [] : [examTypeId] };
    return queryOptions({ queryKey: myCbtKeys.records(query), queryFn: () => getUserRecords(client, query) });
  },
  notes: (client: ApiClient, filter: { examTypeId: number | null; includeMastered: boolean; page: number }) => {
    const query: ReviewNoteQuery = {
      examTypeId: filter.examTypeId ?? undefined,
      includeMastered: filter.includeMastered,
      page: filter.page,
      pageSize: NOTES_PAGE_SIZE,
    };
    return queryOptions({ queryKey: myCbtKeys.notes(query), queryFn: () => getReviewNotes(client, query) });
  },
  aggregate: (client: ApiClient) =>
    queryOptions({ queryKey: myCbtKeys.aggregate(), queryFn: () => getReviewNoteAggregate(client) }),
};
