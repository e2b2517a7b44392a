/**
 * Exam types for operators (ADR 34): the brand's tree with drafts counted, and adding, renaming, reordering
 * and deleting sub-types. Same pipeline and policy as exam authoring (rate limit → authenticate: a visitor is 401 →
 * authorize: CONTENT_EDITOR or ADMIN of the host's brand, else 403 → validate → operation). Every type shows in the
 * public tree (`/apiV2/exam-types`) and in the exam summaries' type names, so each write makes the brand's cached
 * catalogue stale after its commit (exams:<brand>), and the next reader sees it.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { BrandId } from '../../../config/hosts';
import type { Db } from '../../../db/client';
import { createExamType } from '../../exam-types/create-exam-type';
import { deleteExamType } from '../../exam-types/delete-exam-type';
import { findAuthoringExamTypes } from '../../exam-types/find-authoring-exam-types';
import { updateExamType } from '../../exam-types/update-exam-type';
import type { AuthoringResult } from '../../exams/exam-authoring-policy';
import type { ReadCache } from '../../read-cache/read-cache';
import { ErrorResponses } from '../../../contracts/common';
import {
  ConsoleExamType,
  ConsoleExamTypeList,
  CreateExamTypeBody,
  DeletedExamType,
  ExamTypeParams,
  UpdateExamTypeBody,
} from '../../../contracts/console-exam-types';
import { consoleRateLimit, consoleSchemaErrorFormatter, afterAuthoring, examAuthorOf, examAuthorsOnly, noStore } from './console-route-kit';

const TAGS = ['admin-exam-types'];

export async function consoleExamTypeRoutes(fastify: FastifyInstance, options: { db: Db; readCache: ReadCache }) {
  const { db, readCache } = options;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(consoleSchemaErrorFormatter);
  noStore(app);

  const authors = examAuthorsOnly();

  const published = <T>(brand: BrandId, result: AuthoringResult<T>) => afterAuthoring(readCache, brand, result);

  app.get(
    '/apiV2/admin/exam-types',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '시험 유형 트리 (분류와 하위 유형, 초안 포함 시험 수)',
        response: { 200: ConsoleExamTypeList, ...ErrorResponses },
      },
    },
    async (request) => {
      const author = await examAuthorOf(request);
      return { items: await findAuthoringExamTypes(db, author.brand) };
    },
  );

  app.post(
    '/apiV2/admin/exam-types',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '하위 유형 만들기 (분류나 하위 유형 아래, 형제 중 맨 뒤)',
        body: CreateExamTypeBody,
        response: { 201: ConsoleExamType, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const author = await examAuthorOf(request);
      const type = await published(author.brand, await createExamType(db, author, request.body));
      return reply.code(201).send(type);
    },
  );

  app.patch(
    '/apiV2/admin/exam-types/:examTypeId',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '하위 유형 이름·순서 바꾸기 (분류는 고정: 409)',
        params: ExamTypeParams,
        body: UpdateExamTypeBody,
        response: { 200: ConsoleExamType, ...ErrorResponses },
      },
    },
    async (request) => {
      const author = await examAuthorOf(request);
      return published(author.brand, await updateExamType(db, author, request.params.examTypeId, request.body));
    },
  );

  app.delete(
    '/apiV2/admin/exam-types/:examTypeId',
    {
      config: consoleRateLimit(),
      ...authors,
      schema: {
        tags: TAGS,
        summary: '하위 유형 삭제 (시험도 하위 유형도 없을 때만; 아니면 409)',
        params: ExamTypeParams,
        response: { 200: DeletedExamType, ...ErrorResponses },
      },
    },
    async (request) => {
      const author = await examAuthorOf(request);
      return published(author.brand, await deleteExamType(db, author, request.params.examTypeId));
    },
  );
}
