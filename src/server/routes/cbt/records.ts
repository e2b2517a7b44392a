/**
 * CBT solving flow: start or resume an attempt, save answers (committed before the reply), submit once,
 * result, solution; the member's records and latest random set. A record is its member's only.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../../db/client';
import { getExam } from '../../exams/get-exam';
import { badRequest, notFound } from '../../http/errors';
import { readTags } from '../../http/public-read';
import type { ReadCache } from '../../read-cache/read-cache';
import { closeIfOverdue, closeRecord } from '../../records/close-record';
import type { CreateRecordInput } from '../../records/create-record';
import { findStartablePaperFrom } from '../../records/find-startable-paper';
import { findUserRecords } from '../../records/find-user-records';
import { getLatestRandomRecord } from '../../records/get-latest-random-record';
import { getRecordResult } from '../../records/get-record-result';
import type { PresentedSheetContent, RecordSheetParts } from '../../records/get-record-sheet';
import { getRecordSolution } from '../../records/get-record-solution';
import { readRecordSheet } from '../../records/read-record-sheet';
import { getOwnRecord } from '../../records/record-policy';
import { saveRecordAnswer } from '../../records/save-record-answer';
import { startRecord } from '../../records/start-record';
import { ErrorResponses, Page } from '../../../contracts/common';
import { ExamIdxParams } from '../../../contracts/exams';
import {
  AnswerBody,
  CreateRecordBody,
  RecordAnswerParams,
  RecordIdxParams,
  RecordListItem,
  RecordListQuery,
  RecordResult,
  RecordSheet,
  RecordSolution,
  SavedAnswer,
} from '../../../contracts/records';
import { type TypeBoxApp, memberOnly, paging, rateLimit, schemaErrorFormatter } from '../../http/route-kit';
import { RANDOM_SET_DEFAULT_COUNT, RECORDS_DEFAULT_PAGE_SIZE, SET_MAX_SIZE } from '../../../contracts/constants';


/**
 * The body's three shapes as one operation input; 400 with a Korean message when a needed id is missing. Which mode a
 * source may be solved in is the operation's rule (records/record-policy.ts).
 */
function toCreateInput(body: CreateRecordBody): CreateRecordInput {
  const source = body.source ?? (body.random ? 'RANDOM' : 'PAPER');
  if (body.random && source !== 'RANDOM') throw badRequest('출제 방식이 올바르지 않습니다.');
  switch (source) {
    case 'PAPER':
      if (body.examDetailIdx === undefined) throw badRequest('시험지 번호를 입력해주세요.');
      return { source, mode: body.mode, examDetailIdx: body.examDetailIdx };
    case 'RANDOM':
      if (body.examIdx === undefined) throw badRequest('시험 번호를 입력해주세요.');
      return { source, mode: body.mode, examIdx: body.examIdx, count: body.count ?? RANDOM_SET_DEFAULT_COUNT };
    case 'REVIEW':
      return { source, mode: body.mode, examIdx: body.examIdx, examTypeId: body.examTypeId, count: body.count ?? SET_MAX_SIZE };
  }
}

const JSON_UTF8 = 'application/json; charset=utf-8';

// A sheet is sent in three parts, each by its own part of the RecordSheet schema, joined in the contract's order.
const SheetHeadPart = Type.Omit(RecordSheet, ['problems', 'passages', 'answers']);
const SheetContentPart = Type.Pick(RecordSheet, ['problems', 'passages']);
const SheetAnswersPart = Type.Pick(RecordSheet, ['answers']);

/** The route's serializer for `schema` (compiled once per route), without the braces: members to join. */
const membersOf = (reply: FastifyReply, schema: object, value: object) =>
  (reply.compileSerializationSchema(schema as Record<string, unknown>) as (value: object) => string)(value).slice(1, -1);

/** `readCache` is the app's: papers are read from it, and authoring and likes bump its `exams:<brand>` tag. */
export async function cbtRecordRoutes(fastify: FastifyInstance, options: { db: Db; readCache: ReadCache }) {
  // Request and reply types come from the contracts (src/contracts/records.ts).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.setSchemaErrorFormatter(schemaErrorFormatter);
  attemptRoutes(app, options);
  recordHistoryRoutes(app, options.db);
}

/** One attempt: start or resume, its sheet, saving answers, submitting, the result and the solution. */
function attemptRoutes(app: TypeBoxApp, { db, readCache }: { db: Db; readCache: ReadCache }) {
  const findPaper = findStartablePaperFrom(readCache, (brand) => [readTags.exams(brand)]);
  // A paper's problems and passages as JSON, made once per paper version: the content of a sheet built from the
  // cached paper is one shared object (paper-sheet-content.ts), and 20 problems are most of a sheet's bytes.
  const contentBodies = new WeakMap<PresentedSheetContent, string>();
  const sendSheet = (reply: FastifyReply, status: 200 | 201, { head, content, answers }: RecordSheetParts) => {
    let contentBody = contentBodies.get(content);
    if (contentBody === undefined) {
      contentBody = membersOf(reply, SheetContentPart, content);
      contentBodies.set(content, contentBody);
    }
    const headBody = membersOf(reply, SheetHeadPart, head);
    const answersBody = membersOf(reply, SheetAnswersPart, { answers });
    return reply.status(status).type(JSON_UTF8).send(`{${headBody},${contentBody},${answersBody}}`);
  };
  const member = memberOnly(app);

  /** The member's own record; an open one past its deadline is closed first. */
  const loadOwnRecord = async (request: FastifyRequest, recordIdx: number, now: Date) => {
    const { user } = await app.requireUser(request);
    return closeIfOverdue(db, await getOwnRecord(db, request.site.brand, recordIdx, user.id), now);
  };

  app.post(
    '/apiV2/records',
    {
      config: rateLimit(60, '응시 시작 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
      ...member,
      schema: {
        tags: ['cbt-records'],
        summary: '응시 시작 (진행 중인 같은 세트·방식의 응시가 있으면 그 기록을 200으로)',
        body: CreateRecordBody,
        response: { 200: RecordSheet, 201: RecordSheet, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      const input = toCreateInput(request.body);
      const { sheet, resumed } = await startRecord(db, user, input, new Date(), findPaper);
      return sendSheet(reply, resumed ? 200 : 201, sheet);
    },
  );

  app.get(
    '/apiV2/records/:recordIdx',
    {
      ...member,
      schema: {
        tags: ['cbt-records'],
        summary: '답안지 (문제, 저장된 답안, 서버 기준 남은 시간)',
        params: RecordIdxParams,
        response: { 200: RecordSheet, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request);
      const sheet = await readRecordSheet(db, request.site.brand, user.id, request.params.recordIdx, new Date(), findPaper);
      return sendSheet(reply as FastifyReply, 200, sheet);
    },
  );

  app.put(
    '/apiV2/records/:recordIdx/answers/:multipleProblemIdx',
    {
      config: rateLimit(600),
      ...member,
      schema: {
        tags: ['cbt-records'],
        summary: '답안 저장 (응답 전에 저장 완료; ONE 모드는 채점 결과 포함, 마감 후 409 DEADLINE_PASSED)',
        params: RecordAnswerParams,
        body: AnswerBody,
        response: { 200: SavedAnswer, ...ErrorResponses },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      const { recordIdx, multipleProblemIdx } = request.params;
      const saved = await saveRecordAnswer(db, request.site.brand, user.id, recordIdx, multipleProblemIdx, request.body);
      return { savedAt: saved.savedAt.toISOString(), choice: saved.choice, flagged: saved.flagged, ...saved.check };
    },
  );

  app.post(
    '/apiV2/records/:recordIdx/submit',
    {
      config: rateLimit(60),
      ...member,
      schema: {
        tags: ['cbt-records'],
        summary: '답안지 제출 (한 번만 채점; 다시 호출하면 같은 결과)',
        params: RecordIdxParams,
        response: { 200: RecordResult, ...ErrorResponses },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      const record = await getOwnRecord(db, request.site.brand, request.params.recordIdx, user.id);
      return getRecordResult(db, await closeRecord(db, record.id));
    },
  );

  app.get(
    '/apiV2/records/:recordIdx/result',
    {
      ...member,
      schema: {
        tags: ['cbt-records'],
        summary: '성적 (점수, 정답률, 걸린 시간, 과목별 결과, 백분위)',
        params: RecordIdxParams,
        response: { 200: RecordResult, ...ErrorResponses },
      },
    },
    async (request) => getRecordResult(db, await loadOwnRecord(request, request.params.recordIdx, new Date())),
  );

  app.get(
    '/apiV2/records/:recordIdx/solution',
    {
      ...member,
      schema: {
        tags: ['cbt-records'],
        summary: '해설 (제출 후에만)',
        params: RecordIdxParams,
        response: { 200: RecordSolution, ...ErrorResponses },
      },
    },
    async (request) => getRecordSolution(db, await loadOwnRecord(request, request.params.recordIdx, new Date())),
  );
}

/** The member's records: the list, newest first, and the latest random set of an exam. */
function recordHistoryRoutes(app: TypeBoxApp, db: Db) {
  const member = memberOnly(app);

  app.get(
    '/apiV2/user-exam-records',
    {
      ...member,
      schema: {
        tags: ['cbt-records'],
        summary: '내 CBT 결과 (최근 응시순)',
        querystring: RecordListQuery,
        response: { 200: Page(RecordListItem), ...ErrorResponses },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      const page = paging(request.query, RECORDS_DEFAULT_PAGE_SIZE);
      const { examTypeIds } = request.query;
      const result = await findUserRecords(
        db,
        request.site.brand,
        user.id,
        { examTypeIds: examTypeIds?.length ? examTypeIds : undefined },
        page,
      );
      return { ...result, page: page.page, pageSize: page.pageSize };
    },
  );

  app.get(
    '/apiV2/exams/:examIdx/random-record',
    {
      ...member,
      schema: {
        tags: ['cbt-records'],
        summary: '이 시험의 내 최근 랜덤 모의고사 기록',
        params: ExamIdxParams,
        response: { 200: RecordListItem, ...ErrorResponses },
      },
    },
    async (request) => {
      const { user } = await app.requireUser(request);
      const exam = await getExam(db, request.site.brand, request.params.examIdx);
      if (!exam) throw notFound('시험을 찾을 수 없습니다.');
      const record = await getLatestRandomRecord(db, request.site.brand, user.id, exam.id);
      if (!record) throw notFound('응시한 랜덤 모의고사가 없습니다.');
      return record;
    },
  );
}
