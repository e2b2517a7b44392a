/** Records API: saving answers (validation, the deadline) and one-question mode's immediate checking. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examRecords, recordAnswers, reviewNotes } from '../../../db/schema';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { testProblems } from '../../../test/factories';
import { useRecordsApi } from '../../../test/records-kit';

const { request, db, member, paperExam, startPaper, answer, submit, getRecord, answerPaper } = useRecordsApi();

describe('saving answers', () => {
  it('commits before replying, and validates the choice', async () => {
    const exam = await paperExam({ papers: [{ problems: [...testProblems(1), { ...testProblems(1)[0]!, choices: ['1', '2', '3', '4', '5'], answer: 5 }] }] });
    const session = await member();
    const { recordIdx } = await startPaper(session, exam);
    const [p1, p2] = exam.problems;
    const saved = await answer(session, recordIdx, p1!.id, { choice: 2 });
    expect(saved.statusCode).toBe(200);
    expect(Object.keys(saved.json()).sort()).toEqual(['choice', 'flagged', 'savedAt']);
    const [row] = await db()
      .select()
      .from(recordAnswers)
      .where(and(eq(recordAnswers.recordId, recordIdx), eq(recordAnswers.problemId, p1!.id)));
    expect(row).toMatchObject({ choice: 2, flagged: false, isCorrect: null });
    expect(row!.answeredAt.toISOString()).toBe(saved.json().savedAt);

    // Flag only (choice kept as sent), then clear.
    expect((await answer(session, recordIdx, p1!.id, { choice: 2, flagged: true })).json()).toMatchObject({ choice: 2, flagged: true });
    expect((await answer(session, recordIdx, p1!.id, { choice: null })).json()).toMatchObject({ choice: null, flagged: true });
    expect((await answer(session, recordIdx, p2!.id, { choice: 5 })).statusCode).toBe(200);

    const bad = (payload: unknown, problemId = p1!.id) => answer(session, recordIdx, problemId, payload as Record<string, unknown>);
    expectKoreanError(await bad({ choice: 5 }), 400, '선택지 번호가 올바르지 않습니다.', 'INVALID_CHOICE');
    expectKoreanError(await bad({ choice: 6 }, p2!.id), 400, '답안이 올바르지 않습니다.');
    expectKoreanError(await bad({ choice: 'abc' }), 400, '답안이 올바른 형식이 아닙니다.');
    expectKoreanError(await bad({}), 400, '답안을 입력해주세요.');
    expectKoreanError(await bad({ choice: 1, flagged: 'yes' }), 400, '표시 여부가 올바른 형식이 아닙니다.');
    expectKoreanError(
      await request('PUT', `/apiV2/records/${recordIdx}/answers/abc`, { cookie: session.cookie, payload: { choice: 1 } }),
      400,
      '잘못된 문제 번호입니다.',
    );
    const other = await paperExam();
    expectKoreanError(await bad({ choice: 1 }, other.problems[0]!.id), 404, '이 시험지에 없는 문제입니다.');
  });

  it('refuses an answer after the deadline and closes the record with what was saved', async () => {
    const exam = await paperExam();
    const session = await member();
    const { recordIdx } = await startPaper(session, exam);
    await answerPaper(session, recordIdx, { ...exam, problems: exam.problems.slice(0, 2) }, 2);
    await db().update(examRecords).set({ deadlineAt: new Date(Date.now() - 1) }).where(eq(examRecords.id, recordIdx));

    const late = await answer(session, recordIdx, exam.problems[2]!.id, { choice: exam.problems[2]!.answer });
    expectKoreanError(late, 409, '시험 시간이 종료되어 답안을 저장할 수 없습니다.', 'DEADLINE_PASSED');
    const [row] = await db().select().from(examRecords).where(eq(examRecords.id, recordIdx));
    expect(row).toMatchObject({ status: 'EXPIRED', correctCount: 2, totalCount: 4, score: 50 });
    expect(row!.submittedAt?.getTime()).toBe(row!.deadlineAt?.getTime());
    const saved = await db().select().from(recordAnswers).where(eq(recordAnswers.recordId, recordIdx));
    expect(saved).toHaveLength(2);

    // Closed now: later saves say so, the result is there.
    expectKoreanError(await answer(session, recordIdx, exam.problems[2]!.id, { choice: 1 }), 409, '이미 제출된 답안지입니다.', 'RECORD_CLOSED');
    expect((await getRecord(session, recordIdx, '/result')).json()).toMatchObject({ status: 'EXPIRED', score: 50, correctCount: 2 });
  });

  it('saves that arrive together are each checked and saved: other takers, a repeated answer in order, a kept flag, a bad one refused alone', async () => {
    const exam = await paperExam();
    const [first, second, stranger] = await Promise.all([member(), member(), member()]);
    const { recordIdx: firstRecord } = await startPaper(first, exam);
    const { recordIdx: secondRecord } = await startPaper(second, exam);
    const [p1, p2, p3] = exam.problems;
    await answer(first, firstRecord, p3!.id, { choice: 1, flagged: true });

    // Sent at once, so the group statement carries them together.
    const replies = await Promise.all([
      answer(first, firstRecord, p1!.id, { choice: 1 }),
      answer(first, firstRecord, p1!.id, { choice: 3 }),
      answer(first, firstRecord, p3!.id, { choice: 2 }),
      answer(second, secondRecord, p1!.id, { choice: 4 }),
      answer(second, secondRecord, p2!.id, { choice: 9 }),
      answer(stranger, firstRecord, p2!.id, { choice: 1 }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 400, 403]);
    expect(replies[2]!.json()).toMatchObject({ choice: 2, flagged: true });

    const rows = await db().select().from(recordAnswers).where(eq(recordAnswers.recordId, firstRecord));
    const byProblem = new Map(rows.map((row) => [row.problemId, row]));
    // The later of two saves of one answer is the one kept.
    expect(byProblem.get(p1!.id)).toMatchObject({ choice: 3 });
    expect(byProblem.get(p3!.id)).toMatchObject({ choice: 2, flagged: true });
    expect(byProblem.has(p2!.id)).toBe(false);
    const [other] = await db().select().from(recordAnswers).where(eq(recordAnswers.recordId, secondRecord));
    expect(other).toMatchObject({ problemId: p1!.id, choice: 4 });
  });

  it('reading an open record after its deadline closes it', async () => {
    const exam = await paperExam();
    const session = await member();
    const { recordIdx } = await startPaper(session, exam);
    await answer(session, recordIdx, exam.problems[0]!.id, { choice: exam.problems[0]!.answer });
    await db().update(examRecords).set({ deadlineAt: new Date(Date.now() - 5000) }).where(eq(examRecords.id, recordIdx));
    const sheet = (await getRecord(session, recordIdx)).json();
    expect(sheet).toMatchObject({ status: 'EXPIRED', remainingSeconds: null, answers: [{ isCorrect: true }] });
    const notes = await db().select().from(reviewNotes).where(eq(reviewNotes.userId, session.user.id));
    expect(notes).toHaveLength(3);
  });
});

describe('ONE mode', () => {
  it('checks each answer at once, keeps it final, and notes wrong answers immediately', async () => {
    const exam = await paperExam();
    const session = await member();
    const { recordIdx } = await startPaper(session, exam, 'ONE');
    const [p1, p2] = exam.problems;

    const right = await answer(session, recordIdx, p1!.id, { choice: p1!.answer });
    expect(right.json()).toMatchObject({ choice: p1!.answer, isCorrect: true, answer: p1!.answer, explanation: '1번 해설' });
    const wrong = await answer(session, recordIdx, p2!.id, { choice: 1 });
    expect(wrong.json()).toMatchObject({ isCorrect: false, answer: 2, explanation: '2번 해설' });
    const [note] = await db().select().from(reviewNotes).where(eq(reviewNotes.userId, session.user.id));
    expect(note).toMatchObject({ problemId: p2!.id, wrongCount: 1, lastWrongChoice: 1, lastRecordId: recordIdx });

    // A retry of the same request is fine (and counts nothing again); a different choice is refused.
    expect((await answer(session, recordIdx, p2!.id, { choice: 1, flagged: true })).json()).toMatchObject({ isCorrect: false, flagged: true });
    expectKoreanError(await answer(session, recordIdx, p2!.id, { choice: 2 }), 409, '정답을 확인한 문제는 답을 바꿀 수 없습니다.', 'ANSWER_LOCKED');
    const notes = await db().select().from(reviewNotes).where(eq(reviewNotes.userId, session.user.id));
    expect(notes.map((n) => n.wrongCount)).toEqual([1]);

    // The sheet reveals answers of checked problems only.
    const sheet = (await getRecord(session, recordIdx)).json();
    expect(sheet.answers).toEqual([
      expect.objectContaining({ multipleProblemIdx: p1!.id, isCorrect: true, answer: 1, explanation: '1번 해설' }),
      expect.objectContaining({ multipleProblemIdx: p2!.id, isCorrect: false, answer: 2 }),
    ]);
    expect(JSON.stringify(sheet.problems)).not.toMatch(/"answer"|explanation/);

    // Submitting scores the set; unanswered problems are wrong but were never attempted, so not noted.
    const result = (await submit(session, recordIdx)).json();
    expect(result).toMatchObject({ status: 'SUBMITTED', correctCount: 1, totalCount: 4, answeredCount: 2, score: 25 });
    expect(await db().select().from(reviewNotes).where(eq(reviewNotes.userId, session.user.id))).toHaveLength(1);
  });
});
