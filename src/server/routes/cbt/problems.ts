/** A single problem (/cbt/problem/[multipleProblemIdx]) and checking a choice against it. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { checkProblemAnswer } from '../../exams/check-problem-answer';
import { assertCanSolveExam } from '../../exams/exam-permissions';
import { getProblem } from '../../exams/get-problem';
import { notFound } from '../../http/errors';
import { errorResponses } from '../schemas';
import { answerCheckSchema, cbtSchemaErrorFormatter, problemParams, problemViewSchema, rateLimit } from './cbt-schemas';

export async function cbtProblemRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  app.setSchemaErrorFormatter(cbtSchemaErrorFormatter);

  /** The problem of the request's brand, if the viewer may solve its exam (free, or paid and entitled). */
  const loadSolvableProblem = async (request: FastifyRequest, problemId: number) => {
    const found = await getProblem(db, request.site.brand, problemId);
    if (!found) throw notFound('문제를 찾을 수 없습니다.');
    const session = await request.getSession();
    await assertCanSolveExam(db, found.exam, session?.user.id ?? null);
    return found;
  };

  app.get<{ Params: { multipleProblemIdx: number } }>(
    '/apiV2/problems/:multipleProblemIdx',
    {
      schema: {
        tags: ['cbt-problems'],
        summary: '문제 한 개 (정답·해설 제외)',
        params: problemParams,
        response: { 200: problemViewSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { problem, passage, paper, exam } = await loadSolvableProblem(request, request.params.multipleProblemIdx);
      return {
        multipleProblemIdx: problem.id,
        number: problem.number,
        subject: problem.subject,
        stem: problem.stem,
        choices: problem.choices,
        points: problem.points,
        passage,
        examIdx: exam.id,
        examTitle: exam.title,
        examDetailIdx: paper.id,
        paperTitle: paper.title,
      };
    },
  );

  app.post<{ Params: { multipleProblemIdx: number }; Body: { choice: number } }>(
    '/apiV2/problems/:multipleProblemIdx/check',
    {
      config: rateLimit(120),
      schema: {
        tags: ['cbt-problems'],
        summary: '정답 확인 (무료 시험은 로그인 없이; 기록은 남지 않음)',
        params: problemParams,
        body: {
          type: 'object',
          required: ['choice'],
          additionalProperties: false,
          properties: { choice: { type: 'integer', minimum: 1, maximum: 5, description: '선택지 번호 (1부터)' } },
        },
        response: { 200: answerCheckSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { problem } = await loadSolvableProblem(request, request.params.multipleProblemIdx);
      return checkProblemAnswer(problem, request.body.choice);
    },
  );
}
