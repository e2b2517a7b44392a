import type { BrandId } from '../../config/hosts';
import { NURSING_JOB_FIELDS, NURSING_JOB_KINDS } from '../../contracts/postings';
import type { Db } from '../../db/client';
import { findPostings, type PostingPage } from './find-postings';
import type { PostingPaging } from './posting-arguments';

/** The brand whose portal holds the postings: the only one with a corporate site where companies write them. */
export const NURSING_JOBS_SOURCE_BRAND: BrandId = 'a';

/**
 * A page of brand B's 채용공고 (ADR 45): brand A's published 채용 and 인턴 postings in 보건·의료, whatever brand asks,
 * open and upcoming ones first by reception end (the nearest deadline on top), closed ones last.
 */
export function findNursingJobPostings(db: Db, input: { paging: PostingPaging; now?: Date }): Promise<PostingPage> {
  return findPostings(db, {
    brand: NURSING_JOBS_SOURCE_BRAND,
    filters: {
      kinds: [...NURSING_JOB_KINDS],
      fields: [...NURSING_JOB_FIELDS],
      organiserTypes: [],
      targets: [],
      regions: [],
      statuses: [],
    },
    sort: 'DEADLINE',
    paging: input.paging,
    now: input.now,
  });
}
