/**
 * What exam authoring refuses: input that is not valid is 400 in Korean with nothing written, and a problem takers have
 * answered keeps its choice count and points (its wording and key can be corrected).
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, examDetails, exams, problems } from '../../../db/schema/index';
import { type AuthoringMethod as Method, authoringTestKit, problemBody } from '../../../test/console-kit';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { createExam, createLoggedInOperator, createLoggedInUser } from '../../../test/factories';
import { BRAND_A_HOST, useTestApp } from '../../../test/test-app';

const t = useTestApp();
const db = () => t.database.db;
const { call, auditRows, brandTypeId, draftThroughApi } = authoringTestKit(() => t);

describe('invalid input', () => {
  it('answers 400 with a Korean message naming what to fix, and writes nothing', async () => {
    const editor = await createLoggedInOperator(db());
    const { examIdx, examDetailIdx, problemIds } = await draftThroughApi(editor);
    const otherBrandType = await brandTypeId('b');
    const counts = async () =>
      Promise.all([
        db().select({ n: count() }).from(exams),
        db().select({ n: count() }).from(examDetails),
        db().select({ n: count() }).from(problems),
        db().select({ n: count() }).from(auditEvents),
      ]);
    const before = await counts();
    const [problemBefore] = await db().select().from(problems).where(eq(problems.id, problemIds[0]!));

    const cases: Array<[Method, string, unknown, string, string?]> = [
      ['POST', '/apiV2/admin/exams', { title: '유형 없는 시험' }, '시험 유형을 입력해주세요.'],
      ['POST', '/apiV2/admin/exams', { examTypeId: otherBrandType, title: '남의 유형' }, '시험 유형을 찾을 수 없습니다.', 'UNKNOWN_EXAM_TYPE'],
      ['POST', '/apiV2/admin/exams', { examTypeId: otherBrandType, title: '   ' }, '시험 제목을 입력해주세요.'],
      ['POST', '/apiV2/admin/exams', { examTypeId: 'abc', title: '시험' }, '잘못된 시험 유형 번호입니다.', 'INVALID_ID'],
      ['PATCH', `/apiV2/admin/exams/${examIdx}`, {}, '바꿀 항목을 하나 이상 보내주세요.'],
      ['PATCH', `/apiV2/admin/exams/${examIdx}`, { communityBoardSlug: '게시판' }, '시험 정보방이 올바른 형식이 아닙니다.'],
      ['POST', `/apiV2/admin/exams/${examIdx}/exam-details`, { title: '3회', timeLimitMinutes: 0 }, '제한 시간이 올바르지 않습니다.'],
      ['POST', `/apiV2/admin/exams/${examIdx}/exam-details`, { title: ' ', timeLimitMinutes: 10 }, '회차 제목을 입력해주세요.'],
      ['POST', `/apiV2/admin/exam-details/${examDetailIdx}/problems`, problemBody({ choices: ['하나'] }), '선택지는 2개에서 5개까지 입력할 수 있습니다.', 'INVALID_CHOICE_COUNT'],
      ['POST', `/apiV2/admin/exam-details/${examDetailIdx}/problems`, problemBody({ answer: 5 }), '정답은 1번부터 4번 선택지 중 하나여야 합니다.', 'INVALID_ANSWER'],
      ['POST', `/apiV2/admin/exam-details/${examDetailIdx}/problems`, problemBody({ choices: ['가', '나', 'x'.repeat(1001)] }), '3번 선택지는 1000자 이하로 입력해주세요.'],
      ['POST', `/apiV2/admin/exam-details/${examDetailIdx}/problems`, problemBody({ stem: undefined }), '문제 내용을 입력해주세요.'],
      ['POST', `/apiV2/admin/exam-details/${examDetailIdx}/problems`, problemBody({ number: 1 }), '이미 1번 문제가 있습니다.', 'PROBLEM_NUMBER_TAKEN'],
      ['PATCH', `/apiV2/admin/problems/${problemIds[0]}`, { answer: 0 }, '정답이 올바르지 않습니다.'],
      ['PATCH', `/apiV2/admin/problems/${problemIds[0]}`, { choices: ['가', '나', '가'] }, '1번과 3번 선택지가 같습니다.', 'DUPLICATE_CHOICE'],
      ['PATCH', `/apiV2/admin/problems/${problemIds[0]}`, { answer: 5 }, '정답은 1번부터 4번 선택지 중 하나여야 합니다.'],
    ];
    for (const [method, url, payload, message, code] of cases) {
      const response = await call(method, url, { session: editor, payload });
      expectKoreanError(response, response.statusCode === 409 ? 409 : 400, message, code);
    }
    expect(await counts()).toEqual(before);
    const [problemAfter] = await db().select().from(problems).where(eq(problems.id, problemIds[0]!));
    expect(problemAfter).toEqual(problemBefore);
  });
});

describe('a problem takers have answered', () => {
  it('keeps its choice count and points, but its wording (and, ADR 32, its key) can be corrected', async () => {
    const editor = await createLoggedInOperator(db());
    const exam = await createExam(db(), { papers: [{ problems: 4 }] });
    const member = await createLoggedInUser(db());
    const started = await call('POST', '/apiV2/records', {
      session: member,
      payload: { mode: 'MOCK', examDetailIdx: exam.papers[0]!.examDetailIdx },
    });
    expect(started.statusCode, started.body).toBe(201);
    const problem = exam.problems[0]!;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/apiV2/records/${started.json().recordIdx}/answers/${problem.id}`,
      headers: { host: BRAND_A_HOST, cookie: member.cookie },
      payload: { choice: 2 },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const message = '응시자 답안이 있는 문제는 선택지 수와 배점을 바꿀 수 없습니다. 정답과 문구는 고칠 수 있습니다.';
    for (const payload of [{ choices: ['가', '나', '다', '라', '마'] }, { points: 10 }]) {
      expectKoreanError(await call('PATCH', `/apiV2/admin/problems/${problem.id}`, { session: editor, payload }), 409, message, 'PROBLEM_HAS_ANSWERS');
    }
    const reworded = await call('PATCH', `/apiV2/admin/problems/${problem.id}`, {
      session: editor,
      payload: { stem: '다음 중 옳은 것을 고르시오. (문구 수정)', choices: ['가.', '나.', '다.', '라.'], explanation: '해설 보완' },
    });
    expect(reworded.statusCode, reworded.body).toBe(200);
    expect(reworded.json()).toMatchObject({ answer: problem.answer, answerCount: 1, choices: ['가.', '나.', '다.', '라.'] });
    expect((await auditRows('problem', problem.id)).map((row) => row.action)).toEqual(['problem.update']);
  });
});
