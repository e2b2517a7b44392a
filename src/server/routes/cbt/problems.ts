/** A single problem (/cbt/problem/[multipleProblemIdx]) and checking a choice against it. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { checkProblemAnswer } from '../../exams/check-problem-answer';
import { assertCanSolveExam } from '../../exams/exam-policy';
import { getProblem } from '../../exams/get-problem';
import { notFound } from '../../http/errors';
import { ErrorResponses } from '../../../contracts/common';
import { AnswerCheck, CheckAnswerBody, ProblemParams, ProblemView } from '../../../contracts/problems';
import { schemaErrorFormatter, rateLimit } from '../../http/route-kit';

export async function cbtProblemRoutes(fastify: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(schemaErrorFormatter);

  /** The problem of the request's brand, if the viewer may solve its exam (free, or paid and entitled). */
  const loadSolvableProblem = async (request: FastifyRequest, problemId: number) => {
    const found = await getProblem(db, request.site.brand, problemId);
    if (!found) throw notFound('문제를 찾을 수 없습니다.');
    const session = await request.getSession();
    await assertCanSolveExam(db, found.exam, session?.user.id ?? null);
    return found;
  };

  app.get(
    '/apiV2/problems/:multipleProblemIdx',
    {
      schema: {
        tags: ['cbt-problems'],
        summary: '문제 한 개 (정답·해설 제외)',
        params: ProblemParams,
        response: { 200: ProblemView, ...ErrorResponses },
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
        format: problem.format,
        examIdx: exam.id,
        examTitle: exam.title,
        examDetailIdx: paper.id,
        paperTitle: paper.title,
      };
    },
  );

  app.post(
    '/apiV2/problems/:multipleProblemIdx/check',
    {
      config: rateLimit(120),
      schema: {
        tags: ['cbt-problems'],
        summary: '정답 확인 (무료 시험은 로그인 없이; 기록은 남지 않음)',
        params: ProblemParams,
        body: CheckAnswerBody,
        response: { 200: AnswerCheck, ...ErrorResponses },
      },
    },
    async (request) => {
      const { problem } = await loadSolvableProblem(request, request.params.multipleProblemIdx);
      return checkProblemAnswer(problem, request.body.choice);
    },
  );
}
