import { describe, expect, it } from 'vitest';
import { createCbtClient } from './cbt-client';
import { getErrorMessage, getErrorStatus, getServerMessage } from './error-catalogue';
import { getExamDetails } from './exam-details-api';
import {
  type ExamSummary,
  getBestExams,
  getExam,
  getExamCommunityBoard,
  getExams,
  getExamTypes,
  getLikedExams,
  getEntitledExams,
  likeExam,
  unlikeExam,
} from './exams-api';
import { getUserRecords, createReviewRecord } from './records-api';
import { getReviewNoteAggregate, getReviewNotes, masterReviewNote, unmasterReviewNote } from './review-notes-api';
import { sendJson, useRecordingServer } from '../../test/recording-server';

const summary: ExamSummary = {
  examIdx: 7,
  title: '공기업 NCS 실전 모의고사',
  description: '설명',
  isFree: true,
  price: null,
  communityBoardId: 'cbt-ncs',
  examTypes: [
    { id: 1, name: '공기업', parentId: null, slug: 'public-company' },
    { id: 9, name: 'NCS 직업기초능력', parentId: 1, slug: null },
  ],
  examDetailCount: 2,
  problemCount: 40,
  likeCount: 3,
  viewerHasLiked: false,
  viewerIsEntitled: true,
  createdAt: '2026-01-02T03:04:05.000Z',
};

const page = <T>(items: T[]) => ({ items, totalCount: items.length, page: 1, pageSize: 20 });

const server = useRecordingServer();

const client = () => createCbtClient({ baseURL: server.url, getAccessToken: () => 'tok' });
const last = () => server.requests[server.requests.length - 1];

describe('catalogue', () => {
  it('getExamTypes returns the items', async () => {
    const items = [{ id: 1, name: '공기업', parentId: null, slug: 'public-company', sortOrder: 0, examCount: 2 }];
    server.setHandler((_req, res) => sendJson(res, 200, { items }));
    await expect(getExamTypes(client())).resolves.toEqual(items);
    expect(last()).toMatchObject({ method: 'GET', url: '/apiV2/exam-types' });
    expect(last()?.headers.authorization).toBe('Bearer tok');
  });

  it('getExams repeats array keys without indices and skips missing filters', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, page([summary])));
    const result = await getExams(client(), {
      examTypeIds: [3, 4],
      categorySlug: 'public-company',
      keyword: '모의 고사',
      page: 2,
      pageSize: 12,
    });
    expect(result.items[0]).toEqual(summary);
    const url = new URL(last()?.url ?? '', server.url);
    expect(url.pathname).toBe('/apiV2/exams');
    expect(url.searchParams.getAll('examTypeIds')).toEqual(['3', '4']);
    expect(url.search).not.toContain('%5B');
    expect(url.searchParams.get('categorySlug')).toBe('public-company');
    expect(url.searchParams.get('keyword')).toBe('모의 고사');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('pageSize')).toBe('12');
    expect(url.searchParams.has('examTypeId')).toBe(false);
  });

  it('getExams without a query sends no query string', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, page([])));
    await getExams(client());
    expect(last()?.url).toBe('/apiV2/exams');
  });

  it('getBestExams passes the limit and unwraps items', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { items: [summary] }));
    await expect(getBestExams(client(), 4)).resolves.toEqual([summary]);
    expect(last()?.url).toBe('/apiV2/exams/best?limit=4');
    await getBestExams(client());
    expect(last()?.url).toBe('/apiV2/exams/best');
  });

  it('getExam reads one exam and a 404 keeps the server message', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, summary));
    await expect(getExam(client(), 7)).resolves.toEqual(summary);
    expect(last()?.url).toBe('/apiV2/exams/7');

    server.setHandler((_req, res) =>
      sendJson(res, 404, { statusCode: 404, code: 'NOT_FOUND', message: '시험을 찾을 수 없습니다.' }),
    );
    const error: unknown = await getExam(client(), 99).catch((e: unknown) => e);
    expect(getErrorStatus(error)).toBe(404);
    expect(getServerMessage(error)).toBe('시험을 찾을 수 없습니다.');
  });

  it('getExamDetails pages the papers of an exam', async () => {
    const detail = {
      examDetailIdx: 11,
      examIdx: 7,
      title: '1회',
      timeLimitMinutes: 60,
      problemCount: 20,
      sortOrder: 0,
      viewerBestScore: 85,
      viewerRecordCount: 1,
    };
    server.setHandler((_req, res) => sendJson(res, 200, page([detail])));
    await expect(getExamDetails(client(), 7, { pageSize: 100 })).resolves.toMatchObject({ items: [detail] });
    expect(last()?.url).toBe('/apiV2/exams/7/exam-details?pageSize=100');
  });

  it('like and unlike are two POSTs without a body', async () => {
    server.setHandler((req, res) =>
      sendJson(res, 200, { liked: req.url.endsWith('/like'), likeCount: req.url.endsWith('/like') ? 4 : 3 }),
    );
    await expect(likeExam(client(), 7)).resolves.toEqual({ liked: true, likeCount: 4 });
    expect(last()).toMatchObject({ method: 'POST', url: '/apiV2/exams/7/like' });
    await expect(unlikeExam(client(), 7)).resolves.toEqual({ liked: false, likeCount: 3 });
    expect(last()).toMatchObject({ method: 'POST', url: '/apiV2/exams/7/unlike' });
  });

  it('like as a visitor rejects with a 401 the catalogue turns into the login message', async () => {
    server.setHandler((_req, res) =>
      sendJson(res, 401, { statusCode: 401, code: 'UNAUTHORIZED', message: '로그인이 필요한 서비스입니다.' }),
    );
    const error: unknown = await likeExam(client(), 7).catch((e: unknown) => e);
    expect(getErrorStatus(error)).toBe(401);
    expect(getErrorMessage(error)).toBe('로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.');
  });

  it('getExamCommunityBoard returns the board slug', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { boardSlug: 'cbt-ncs' }));
    await expect(getExamCommunityBoard(client(), 7)).resolves.toBe('cbt-ncs');
    expect(last()?.url).toBe('/apiV2/exams/7/community-board');
  });
});

describe('my CBT', () => {
  it('getLikedExams and getEntitledExams page the member lists', async () => {
    server.setHandler((req, res) =>
      sendJson(
        res,
        200,
        page([
          req.url.startsWith('/apiV2/user/me/likes')
            ? { ...summary, likedAt: '2026-01-03T00:00:00.000Z' }
            : { ...summary, source: 'PURCHASE', orderNo: 'A-1', grantedAt: '2026-01-03T00:00:00.000Z' },
        ]),
      ),
    );
    const liked = await getLikedExams(client(), { page: 2 });
    expect(liked.items[0]?.likedAt).toBe('2026-01-03T00:00:00.000Z');
    expect(last()?.url).toBe('/apiV2/user/me/likes/exams?page=2');
    const mine = await getEntitledExams(client());
    expect(mine.items[0]).toMatchObject({ source: 'PURCHASE', orderNo: 'A-1' });
    expect(last()?.url).toBe('/apiV2/user/me/exams');
  });

  it('getUserRecords defaults to page 1 of 1000 and repeats examTypeIds', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, page([])));
    await getUserRecords(client());
    expect(last()?.url).toBe('/apiV2/user-exam-records?page=1&pageSize=1000');
    await getUserRecords(client(), { examTypeIds: [1, 5] });
    expect(last()?.url).toBe('/apiV2/user-exam-records?examTypeIds=1&examTypeIds=5&page=1&pageSize=1000');
    await getUserRecords(client(), { examTypeIds: [], page: 3, pageSize: 10 });
    expect(last()?.url).toBe('/apiV2/user-exam-records?page=3&pageSize=10');
  });

  it('getReviewNotes sends the filter and includeMastered', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, page([])));
    await getReviewNotes(client(), { examTypeId: 2, includeMastered: true, page: 1, pageSize: 20 });
    expect(last()?.url).toBe('/apiV2/user/me/review-notes?examTypeId=2&includeMastered=true&page=1&pageSize=20');
  });

  it('getReviewNoteAggregate returns the counts', async () => {
    const aggregate = {
      totalCount: 5,
      notMasteredCount: 4,
      examTypes: [{ examTypeId: 1, name: '공기업', slug: 'public-company', totalCount: 5, notMasteredCount: 4 }],
      exams: [],
    };
    server.setHandler((_req, res) => sendJson(res, 200, aggregate));
    await expect(getReviewNoteAggregate(client())).resolves.toEqual(aggregate);
    expect(last()).toMatchObject({ method: 'GET', url: '/apiV2/user/me/review-notes/aggregate' });
  });

  it('master is a POST and unmaster a DELETE on the same path', async () => {
    server.setHandler((req, res) =>
      sendJson(res, 200, { multipleProblemIdx: 31, masteredAt: req.method === 'POST' ? '2026-01-04T00:00:00.000Z' : null }),
    );
    await expect(masterReviewNote(client(), 31)).resolves.toEqual({
      multipleProblemIdx: 31,
      masteredAt: '2026-01-04T00:00:00.000Z',
    });
    expect(last()).toMatchObject({ method: 'POST', url: '/apiV2/user/me/review-notes/31/master' });
    await expect(unmasterReviewNote(client(), 31)).resolves.toEqual({ multipleProblemIdx: 31, masteredAt: null });
    expect(last()).toMatchObject({ method: 'DELETE', url: '/apiV2/user/me/review-notes/31/master' });
  });

  it('createReviewRecord posts a ONE-mode REVIEW set with the optional type filter', async () => {
    server.setHandler((_req, res) =>
      sendJson(res, 201, { recordIdx: 42, mode: 'ONE', source: 'REVIEW', status: 'IN_PROGRESS', totalCount: 5 }),
    );
    await expect(createReviewRecord(client(), { examTypeId: 3 })).resolves.toMatchObject({ recordIdx: 42 });
    expect(last()).toMatchObject({ method: 'POST', url: '/apiV2/records' });
    expect(JSON.parse(last()?.body ?? '')).toEqual({ mode: 'ONE', source: 'REVIEW', examTypeId: 3 });

    await createReviewRecord(client());
    expect(JSON.parse(last()?.body ?? '')).toEqual({ mode: 'ONE', source: 'REVIEW' });
  });

  it('createReviewRecord with nothing to retry rejects with the server message', async () => {
    server.setHandler((_req, res) =>
      sendJson(res, 404, { statusCode: 404, code: 'NOT_FOUND', message: '다시 풀 오답이 없습니다.' }),
    );
    const error: unknown = await createReviewRecord(client()).catch((e: unknown) => e);
    expect(getServerMessage(error)).toBe('다시 풀 오답이 없습니다.');
  });
});
