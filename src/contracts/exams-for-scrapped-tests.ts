/**
 * A member's upcoming written tests (`GET /apiV2/exams/for-my-tests`): the postings they scrapped on the
 * portal whose 필기전형 is still ahead, each with the brand's published mock exams for the categories it tests.
 */
import { type Static, Type } from 'typebox';
import { DateTime, Page, PageQueryProperties } from './common';
import { ExamSummary } from './exams';

export const SCRAPPED_TESTS_MAX_PAGE_SIZE = 20;
export const SCRAPPED_TEST_EXAMS_MAX_LIMIT = 10;

export const ExamsForScrappedTestsQuery = Type.Object({
  examLimit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: SCRAPPED_TEST_EXAMS_MAX_LIMIT,
      default: 3,
      description: `시험마다 보여 줄 모의고사 수 (기본 3, 최대 ${SCRAPPED_TEST_EXAMS_MAX_LIMIT})`,
    }),
  ),
  ...PageQueryProperties(5, SCRAPPED_TESTS_MAX_PAGE_SIZE),
});
export type ExamsForScrappedTestsQuery = Static<typeof ExamsForScrappedTestsQuery>;

/** The scrapped posting as the card names it; its page is `/activity/{postingId}` on the portal. */
export const ScrappedTestPosting = Type.Object({
  postingId: Type.Integer(),
  title: Type.String(),
  organiserName: Type.String(),
  writtenTestAt: DateTime({ description: '필기시험 일시 (KST로 표시)' }),
  examTypeSlugs: Type.Array(Type.String(), { description: '필기시험이 다루는 CBT 분류 slug' }),
});
export type ScrappedTestPosting = Static<typeof ScrappedTestPosting>;

export const ScrappedTestExams = Type.Object({
  posting: ScrappedTestPosting,
  exams: Type.Array(ExamSummary, { description: '맞는 공개 모의고사, 인기순' }),
});
export type ScrappedTestExams = Static<typeof ScrappedTestExams>;

/** Tests soonest first; a test stays listed through its KST day (D-Day). */
export const ExamsForScrappedTests = Page(ScrappedTestExams);
export type ExamsForScrappedTests = Static<typeof ExamsForScrappedTests>;
