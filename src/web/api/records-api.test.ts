import { describe, expect, it } from 'vitest';
import { createCbtClient } from './cbt-client';
import { getApiErrorCode, isNetworkError } from './error-catalogue';
import { findExamDetailWithExam } from './exam-details-api';
import { checkProblemAnswer, getProblem } from './problems-api';
import {
  createRecord,
  getLatestRandomRecord,
  getRecordResult,
  getRecordSheet,
  getRecordSolution,
  type RecordSheet,
  updateRecordAnswer,
  submitRecord,
} from './records-api';
import { sendJson, startTestServer, useRecordingServer } from '../../test/recording-server';

const sheet: RecordSheet = {
  recordIdx: 41,
  examIdx: 3,
  examDetailIdx: 7,
  title: '2026년 상반기 실전 모의고사 1회',
  examTitle: '공기업 NCS 실전 모의고사',
  paperTitle: '2026년 상반기 실전 모의고사 1회',
  mode: 'MOCK',
  source: 'PAPER',
  status: 'IN_PROGRESS',
  startedAt: '2026-03-01T00:00:00.000Z',
  deadlineAt: '2026-03-01T00:30:00.000Z',
  timeLimitSeconds: 1800,
  remainingSeconds: 1700,
  serverNow: '2026-03-01T00:01:40.000Z',
  submittedAt: null,
  totalCount: 1,
  answeredCount: 0,
  problems: [
    {
      multipleProblemIdx: 100,
      number: 1,
      sourceNumber: 1,
      subject: '의사소통능력',
      stem: '다음 중 옳은 것은?',
      choices: ['가', '나', '다', '라'],
      passageId: null,
      points: 5,
      format: 'TEXT',
    },
  ],
  passages: [],
  answers: [],
};

const server = useRecordingServer();

const client = () => createCbtClient({ baseURL: server.url, getAccessToken: () => 'tok' });
const bodyOf = (i = 0) => JSON.parse(server.requests[i]?.body || 'null') as unknown;

describe('records', () => {
  it('createRecord posts the body and tells a new attempt (201) from a resumed one (200)', async () => {
    server.setHandler((_req, res) => sendJson(res, 201, sheet));
    await expect(createRecord(client(), { mode: 'MOCK', examDetailIdx: 7 })).resolves.toEqual({ sheet, resumed: false });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/apiV2/records' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');
    expect(bodyOf()).toEqual({ mode: 'MOCK', examDetailIdx: 7 });

    server.setHandler((_req, res) => sendJson(res, 200, sheet));
    const resumed = await createRecord(client(), { mode: 'ONE', examIdx: 3, random: true, count: 10 });
    expect(resumed.resumed).toBe(true);
    expect(bodyOf(1)).toEqual({ mode: 'ONE', examIdx: 3, random: true, count: 10 });
  });

  it('getRecordSheet reads one record', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, sheet));
    await expect(getRecordSheet(client(), 41)).resolves.toEqual(sheet);
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/apiV2/records/41' });
  });

  it('updateRecordAnswer puts the choice and flag and returns the ONE-mode verdict when there is one', async () => {
    const saved = { savedAt: '2026-03-01T00:02:00.000Z', choice: 2, flagged: false, isCorrect: false, answer: 3, explanation: '해설' };
    server.setHandler((_req, res) => sendJson(res, 200, saved));
    await expect(updateRecordAnswer(client(), 41, 100, { choice: 2 })).resolves.toEqual(saved);
    expect(server.requests[0]).toMatchObject({ method: 'PUT', url: '/apiV2/records/41/answers/100' });
    expect(bodyOf()).toEqual({ choice: 2 });

    await updateRecordAnswer(client(), 41, 100, { choice: null, flagged: true });
    expect(bodyOf(1)).toEqual({ choice: null, flagged: true });
  });

  it('a 409 keeps its code for the caller', async () => {
    server.setHandler((_req, res) =>
      sendJson(res, 409, { statusCode: 409, code: 'DEADLINE_PASSED', message: '시험 시간이 종료되어 답안을 저장할 수 없습니다.' }),
    );
    const error = await updateRecordAnswer(client(), 41, 100, { choice: 1 }).catch((e: unknown) => e);
    expect(getApiErrorCode(error)).toBe('DEADLINE_PASSED');
    expect(isNetworkError(error)).toBe(false);
  });

  it('submit, result and solution use their paths', async () => {
    server.setHandler((req, res) => sendJson(res, 200, { recordIdx: 41, url: req.url }));
    await expect(submitRecord(client(), 41)).resolves.toMatchObject({ url: '/apiV2/records/41/submit' });
    await expect(getRecordResult(client(), 41)).resolves.toMatchObject({ url: '/apiV2/records/41/result' });
    await expect(getRecordSolution(client(), 41)).resolves.toMatchObject({ url: '/apiV2/records/41/solution' });
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'GET', 'GET']);
  });

  it('the latest random record of an exam, and 404 when there is none', async () => {
    server.setHandler((req, res) =>
      req.url === '/apiV2/exams/3/random-record'
        ? sendJson(res, 200, { recordIdx: 9, url: req.url })
        : sendJson(res, 404, { statusCode: 404, code: 'NOT_FOUND', message: '응시한 랜덤 모의고사가 없습니다.' }),
    );
    await expect(getLatestRandomRecord(client(), 3)).resolves.toMatchObject({ recordIdx: 9 });
    const error = await getLatestRandomRecord(client(), 4).catch((e: unknown) => e);
    expect(getApiErrorCode(error)).toBe('NOT_FOUND');
  });

});

describe('problems', () => {
  it('getProblem reads a problem and checkProblemAnswer posts the choice', async () => {
    server.setHandler((req, res) =>
      req.method === 'GET'
        ? sendJson(res, 200, { multipleProblemIdx: 100, stem: '문제' })
        : sendJson(res, 200, { isCorrect: true, answer: 2, explanation: '해설' }),
    );
    await expect(getProblem(client(), 100)).resolves.toMatchObject({ stem: '문제' });
    await expect(checkProblemAnswer(client(), 100, 2)).resolves.toEqual({ isCorrect: true, answer: 2, explanation: '해설' });
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/apiV2/problems/100' });
    expect(server.requests[1]).toMatchObject({ method: 'POST', url: '/apiV2/problems/100/check' });
    expect(bodyOf(1)).toEqual({ choice: 2 });
  });
});

describe('findExamDetailWithExam', () => {
  const handler = (req: { url: string }, res: Parameters<typeof sendJson>[0]) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/apiV2/exam-details/22') return sendJson(res, 200, { examDetailIdx: 22, examIdx: 2, title: '2회' });
    if (url.pathname === '/apiV2/exams/2') return sendJson(res, 200, { examIdx: 2, title: '나 시험' });
    return sendJson(res, 404, { statusCode: 404, code: 'NOT_FOUND', message: '시험지를 찾을 수 없습니다.' });
  };

  it('reads the paper by its id, then its exam', async () => {
    server.setHandler(handler);
    await expect(findExamDetailWithExam(client(), 22)).resolves.toMatchObject({ exam: { examIdx: 2 }, examDetail: { title: '2회' } });
    expect(server.requests.map((r) => r.url)).toEqual(['/apiV2/exam-details/22', '/apiV2/exams/2']);
  });

  it('gives null for an unknown paper', async () => {
    server.setHandler(handler);
    await expect(findExamDetailWithExam(client(), 99)).resolves.toBeNull();
  });
});

describe('network errors', () => {
  it('a refused connection is a network error', async () => {
    const dead = await startTestServer();
    await dead.close();
    const error = await getRecordSheet(createCbtClient({ baseURL: dead.url }), 1).catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(getApiErrorCode(error)).toBeUndefined();
  });
});
