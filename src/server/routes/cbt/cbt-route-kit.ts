/**
 * JSON schemas of the CBT exam routes (requests and responses; they also feed /apiV2/openapi.json),
 * the Korean wording of their validation errors, paging and per-member rate limits.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, DEFAULT_MESSAGES, validationMessage } from '../../http/errors';

// ---------------------------------------------------------------------------------------------------------------
// Validation errors

/** Identifiers as members know them; an invalid one is "잘못된 시험 번호입니다.". */
const ID_LABELS: Record<string, string> = {
  examIdx: '시험 번호',
  examDetailIdx: '시험지 번호',
  recordIdx: '응시 기록 번호',
  multipleProblemIdx: '문제 번호',
  examTypeId: '시험 유형 번호',
  examTypeIds: '시험 유형 번호',
};

type SchemaErrors = Parameters<typeof validationMessage>[0];

/**
 * Schema error formatter for the CBT plugins (set with setSchemaErrorFormatter): an AppError keeps its
 * code and message through the shared error handler.
 */
export function cbtSchemaErrorFormatter(errors: SchemaErrors, _dataVar: string): Error {
  const first = errors[0];
  if (first && first.keyword !== 'required') {
    const idField = first.instancePath
      .split('/')
      .filter(Boolean)
      .find((segment) => ID_LABELS[segment]);
    if (idField) return new AppError(400, 'INVALID_ID', `잘못된 ${ID_LABELS[idField]}입니다.`);
  }
  return new AppError(400, 'VALIDATION_ERROR', validationMessage(errors));
}

export function invalidId(field: keyof typeof ID_LABELS): AppError {
  return new AppError(400, 'INVALID_ID', `잘못된 ${ID_LABELS[field]}입니다.`);
}

// ---------------------------------------------------------------------------------------------------------------
// Request pieces

/** A positive 32-bit integer (serial ids). */
export const idSchema = (description: string) =>
  ({ type: 'integer', minimum: 1, maximum: 2_147_483_647, description }) as const;

/** Path parameters holding one id, named as in spec §3. */
const idParams = <K extends string>(name: K, description: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: idSchema(description) } as Record<K, ReturnType<typeof idSchema>>,
  }) as const;

export const examIdxParams = idParams('examIdx', '시험 번호 (examIdx)');
export const examDetailIdxParams = idParams('examDetailIdx', '시험지 번호 (examDetailIdx)');
export const recordIdxParams = idParams('recordIdx', '응시 기록 번호 (recordIdx)');
export const problemParams = idParams('multipleProblemIdx', '문제 번호 (multipleProblemIdx)');

export interface PageQuery {
  page: number;
  pageSize: number;
}

export const pageQueryProperties = (defaultPageSize: number, maxPageSize: number) =>
  ({
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1, description: '페이지 (1부터)' },
    pageSize: {
      type: 'integer',
      minimum: 1,
      default: defaultPageSize,
      description: `페이지 크기 (기본 ${defaultPageSize}, 최대 ${maxPageSize}: 더 크면 ${maxPageSize})`,
    },
  }) as const;

/** Page and size from the query; a size over the cap is lowered to the cap rather than refused. */
export function paging(query: PageQuery, maxPageSize: number) {
  const pageSize = Math.min(query.pageSize, maxPageSize);
  return { page: query.page, pageSize, limit: pageSize, offset: (query.page - 1) * pageSize };
}

/** Member-only routes authenticate before the request is validated (rate limit → authenticate → validate). */
export function memberOnly(app: FastifyInstance) {
  return {
    preValidation: async (request: FastifyRequest) => {
      await app.requireUser(request);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Rate limits (per member when logged in, else per client address)

export function rateLimit(max: number, message = DEFAULT_MESSAGES[429]!) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      keyGenerator: async (request: FastifyRequest) => {
        const session = await request.getSession();
        return session ? `cbt:user:${session.user.id}` : `cbt:ip:${request.ip}`;
      },
      errorResponseBuilder: () => new AppError(429, 'TOO_MANY_REQUESTS', message),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Response pieces

const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

export const pageOf = (items: object) =>
  ({
    type: 'object',
    required: ['items', 'totalCount', 'page', 'pageSize'],
    properties: {
      items: { type: 'array', items },
      totalCount: { type: 'integer' },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
    },
  }) as const;

export const examTypeRefSchema = {
  type: 'object',
  required: ['id', 'name', 'parentId', 'slug'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    parentId: nullableInteger,
    slug: { ...nullableString, description: '최상위 분류의 slug (spec §2.1), 하위 유형은 null' },
  },
} as const;

export const examTypeListItemSchema = {
  type: 'object',
  required: [...examTypeRefSchema.required, 'sortOrder', 'examCount'],
  properties: {
    ...examTypeRefSchema.properties,
    sortOrder: { type: 'integer' },
    examCount: { type: 'integer', description: '이 유형과 하위 유형의 시험 수' },
  },
} as const;

const examSummaryProperties = {
  examIdx: { type: 'integer' },
  title: { type: 'string' },
  description: { type: 'string' },
  isFree: { type: 'boolean' },
  price: { ...nullableInteger, description: '원 (유료 시험만)' },
  communityBoardId: { ...nullableString, description: '시험 정보방 게시판 slug' },
  examTypes: { type: 'array', items: examTypeRefSchema, description: '시험 유형과 상위 유형 (최상위부터)' },
  examDetailCount: { type: 'integer' },
  problemCount: { type: 'integer' },
  likeCount: { type: 'integer' },
  viewerHasLiked: { type: 'boolean' },
  viewerIsEntitled: { type: 'boolean', description: '무료 시험이면 true, 유료 시험이면 구매 여부' },
  createdAt: dateTime,
} as const;

export const examSummarySchema = {
  type: 'object',
  required: Object.keys(examSummaryProperties),
  properties: examSummaryProperties,
} as const;

export const likedExamSchema = {
  type: 'object',
  required: [...Object.keys(examSummaryProperties), 'likedAt'],
  properties: { ...examSummaryProperties, likedAt: dateTime },
} as const;

export const entitledExamSchema = {
  type: 'object',
  required: [...Object.keys(examSummaryProperties), 'source', 'orderNo', 'grantedAt'],
  properties: {
    ...examSummaryProperties,
    source: { type: 'string', enum: ['PURCHASE', 'GRANT'] },
    orderNo: nullableString,
    grantedAt: dateTime,
  },
} as const;

export const examDetailItemSchema = {
  type: 'object',
  required: [
    'examDetailIdx',
    'examIdx',
    'title',
    'timeLimitMinutes',
    'problemCount',
    'sortOrder',
    'viewerBestScore',
    'viewerRecordCount',
  ],
  properties: {
    examDetailIdx: { type: 'integer' },
    examIdx: { type: 'integer' },
    title: { type: 'string' },
    timeLimitMinutes: { type: 'integer' },
    problemCount: { type: 'integer' },
    sortOrder: { type: 'integer' },
    viewerBestScore: { ...nullableInteger, description: '로그인한 사용자의 이 시험지 최고 점수' },
    viewerRecordCount: { type: 'integer', description: '로그인한 사용자가 이 시험지를 마친 횟수' },
  },
} as const;

export const likeStateSchema = {
  type: 'object',
  required: ['liked', 'likeCount'],
  properties: { liked: { type: 'boolean' }, likeCount: { type: 'integer' } },
} as const;

export const passageSchema = {
  type: 'object',
  required: ['id', 'title', 'body'],
  properties: { id: { type: 'integer' }, title: nullableString, body: { type: 'string', description: '지문 (일반 텍스트)' } },
} as const;

const recordEnums = {
  mode: { type: 'string', enum: ['MOCK', 'ONE'], description: 'MOCK 실전 모의고사 / ONE 한 문제씩 풀기' },
  source: { type: 'string', enum: ['PAPER', 'RANDOM', 'REVIEW'], description: '시험지 / 랜덤 출제 / 오답 다시 풀기' },
  status: { type: 'string', enum: ['IN_PROGRESS', 'SUBMITTED', 'EXPIRED'] },
} as const;

const recordHeaderProperties = {
  recordIdx: { type: 'integer' },
  examIdx: nullableInteger,
  examDetailIdx: nullableInteger,
  title: { type: 'string', description: '시험지 제목, 또는 랜덤·오답 세트 이름' },
  examTitle: nullableString,
  paperTitle: nullableString,
  ...recordEnums,
} as const;

export const recordSheetSchema = {
  type: 'object',
  required: [
    ...Object.keys(recordHeaderProperties),
    'startedAt',
    'deadlineAt',
    'timeLimitSeconds',
    'remainingSeconds',
    'serverNow',
    'submittedAt',
    'totalCount',
    'answeredCount',
    'problems',
    'passages',
    'answers',
  ],
  properties: {
    ...recordHeaderProperties,
    startedAt: dateTime,
    deadlineAt: { ...nullableDateTime, description: 'MOCK만: 시작 시각 + 제한 시간' },
    timeLimitSeconds: nullableInteger,
    remainingSeconds: { ...nullableInteger, description: '서버 시계로 계산한 남은 시간 (진행 중인 MOCK만)' },
    serverNow: dateTime,
    submittedAt: nullableDateTime,
    totalCount: { type: 'integer' },
    answeredCount: { type: 'integer' },
    problems: {
      type: 'array',
      items: {
        type: 'object',
        required: ['multipleProblemIdx', 'number', 'sourceNumber', 'subject', 'stem', 'choices', 'passageId', 'points'],
        properties: {
          multipleProblemIdx: { type: 'integer' },
          number: { type: 'integer', description: '이 응시에서의 문항 번호 (1부터)' },
          sourceNumber: { type: 'integer', description: '원래 시험지에서의 문항 번호' },
          subject: { type: 'string' },
          stem: { type: 'string' },
          choices: { type: 'array', items: { type: 'string' } },
          passageId: nullableInteger,
          points: { type: 'integer' },
        },
      },
    },
    passages: { type: 'array', items: passageSchema },
    answers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['multipleProblemIdx', 'choice', 'flagged', 'answeredAt', 'isCorrect'],
        properties: {
          multipleProblemIdx: { type: 'integer' },
          choice: nullableInteger,
          flagged: { type: 'boolean' },
          answeredAt: dateTime,
          isCorrect: { type: ['boolean', 'null'] },
          answer: { type: 'integer', description: 'ONE 모드에서 정답을 확인한 문제만' },
          explanation: { type: 'string', description: 'ONE 모드에서 정답을 확인한 문제만' },
        },
      },
    },
  },
} as const;

export const savedAnswerSchema = {
  type: 'object',
  required: ['savedAt', 'choice', 'flagged'],
  properties: {
    savedAt: { ...dateTime, description: '서버가 답안을 받아 저장한 시각' },
    choice: nullableInteger,
    flagged: { type: 'boolean' },
    isCorrect: { type: 'boolean', description: 'ONE 모드만' },
    answer: { type: 'integer', description: 'ONE 모드만' },
    explanation: { type: 'string', description: 'ONE 모드만' },
  },
} as const;

export const subjectResultSchema = {
  type: 'object',
  required: ['subject', 'correct', 'total', 'score'],
  properties: {
    subject: { type: 'string' },
    correct: { type: 'integer' },
    total: { type: 'integer' },
    score: { type: 'integer', description: '과목 득점 / 과목 배점 × 100' },
  },
} as const;

export const recordResultSchema = {
  type: 'object',
  required: [
    ...Object.keys(recordHeaderProperties),
    'score',
    'earnedPoints',
    'totalPoints',
    'correctCount',
    'totalCount',
    'answeredCount',
    'correctRate',
    'durationSeconds',
    'timeLimitSeconds',
    'startedAt',
    'submittedAt',
    'subjects',
    'percentile',
    'topPercent',
    'rank',
    'participantCount',
  ],
  properties: {
    ...recordHeaderProperties,
    score: { type: 'integer', description: '100점 만점 (득점 / 배점)' },
    earnedPoints: { type: 'integer' },
    totalPoints: { type: 'integer' },
    correctCount: { type: 'integer' },
    totalCount: { type: 'integer' },
    answeredCount: { type: 'integer' },
    correctRate: { type: 'number', description: '정답률 % (소수 첫째 자리)' },
    durationSeconds: { type: 'integer', description: '걸린 시간 (초)' },
    timeLimitSeconds: nullableInteger,
    startedAt: dateTime,
    submittedAt: dateTime,
    subjects: { type: 'array', items: subjectResultSchema },
    percentile: { ...nullableNumber, description: '같은 시험지 응시 기록 중 이 점수 이하의 비율 % (오답 다시 풀기는 null)' },
    topPercent: { ...nullableNumber, description: '상위 N% (등수 / 응시 수)' },
    rank: nullableInteger,
    participantCount: nullableInteger,
  },
} as const;

export const recordSolutionSchema = {
  type: 'object',
  required: [...Object.keys(recordHeaderProperties), 'score', 'correctCount', 'totalCount', 'problems', 'passages'],
  properties: {
    ...recordHeaderProperties,
    score: { type: 'integer' },
    correctCount: { type: 'integer' },
    totalCount: { type: 'integer' },
    problems: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'multipleProblemIdx',
          'number',
          'sourceNumber',
          'subject',
          'stem',
          'choices',
          'passageId',
          'points',
          'choice',
          'flagged',
          'isCorrect',
          'answer',
          'explanation',
        ],
        properties: {
          ...recordSheetSchema.properties.problems.items.properties,
          choice: nullableInteger,
          flagged: { type: 'boolean' },
          isCorrect: { type: 'boolean' },
          answer: { type: 'integer' },
          explanation: { type: 'string' },
        },
      },
    },
    passages: { type: 'array', items: passageSchema },
  },
} as const;

export const recordListItemSchema = {
  type: 'object',
  required: [
    ...Object.keys(recordHeaderProperties),
    'examTypes',
    'score',
    'correctCount',
    'totalCount',
    'startedAt',
    'deadlineAt',
    'submittedAt',
    'durationSeconds',
  ],
  properties: {
    ...recordHeaderProperties,
    examTypes: { type: 'array', items: examTypeRefSchema },
    score: nullableInteger,
    correctCount: nullableInteger,
    totalCount: { type: 'integer' },
    startedAt: dateTime,
    deadlineAt: nullableDateTime,
    submittedAt: nullableDateTime,
    durationSeconds: nullableInteger,
  },
} as const;

export const problemViewSchema = {
  type: 'object',
  required: [
    'multipleProblemIdx',
    'number',
    'subject',
    'stem',
    'choices',
    'points',
    'passage',
    'examIdx',
    'examTitle',
    'examDetailIdx',
    'paperTitle',
  ],
  properties: {
    multipleProblemIdx: { type: 'integer' },
    number: { type: 'integer' },
    subject: { type: 'string' },
    stem: { type: 'string' },
    choices: { type: 'array', items: { type: 'string' } },
    points: { type: 'integer' },
    passage: { anyOf: [{ type: 'null' }, passageSchema] },
    examIdx: { type: 'integer' },
    examTitle: { type: 'string' },
    examDetailIdx: { type: 'integer' },
    paperTitle: { type: 'string' },
  },
} as const;

export const answerCheckSchema = {
  type: 'object',
  required: ['isCorrect', 'answer', 'explanation'],
  properties: { isCorrect: { type: 'boolean' }, answer: { type: 'integer' }, explanation: { type: 'string' } },
} as const;

export const reviewNoteSchema = {
  type: 'object',
  required: [
    'multipleProblemIdx',
    'examIdx',
    'examTitle',
    'examTypes',
    'examDetailIdx',
    'paperTitle',
    'wrongCount',
    'lastWrongChoice',
    'lastWrongAt',
    'lastRecordIdx',
    'masteredAt',
    'problem',
    'answer',
    'explanation',
  ],
  properties: {
    multipleProblemIdx: { type: 'integer' },
    examIdx: { type: 'integer' },
    examTitle: { type: 'string' },
    examTypes: { type: 'array', items: examTypeRefSchema },
    examDetailIdx: { type: 'integer' },
    paperTitle: { type: 'string' },
    wrongCount: { type: 'integer' },
    lastWrongChoice: { ...nullableInteger, description: '마지막으로 틀린 선택 (미응답이면 null)' },
    lastWrongAt: dateTime,
    lastRecordIdx: nullableInteger,
    masteredAt: nullableDateTime,
    problem: {
      type: 'object',
      required: ['number', 'subject', 'stem', 'choices', 'points', 'passage'],
      properties: {
        number: { type: 'integer' },
        subject: { type: 'string' },
        stem: { type: 'string' },
        choices: { type: 'array', items: { type: 'string' } },
        points: { type: 'integer' },
        passage: { anyOf: [{ type: 'null' }, passageSchema] },
      },
    },
    answer: { type: 'integer' },
    explanation: { type: 'string' },
  },
} as const;

const noteCountProperties = { totalCount: { type: 'integer' }, notMasteredCount: { type: 'integer' } } as const;

export const reviewNoteAggregateSchema = {
  type: 'object',
  required: ['totalCount', 'notMasteredCount', 'examTypes', 'exams'],
  properties: {
    ...noteCountProperties,
    examTypes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['examTypeId', 'name', 'slug', 'totalCount', 'notMasteredCount'],
        properties: { examTypeId: { type: 'integer' }, name: { type: 'string' }, slug: nullableString, ...noteCountProperties },
      },
    },
    exams: {
      type: 'array',
      items: {
        type: 'object',
        required: ['examIdx', 'title', 'examTypes', 'totalCount', 'notMasteredCount'],
        properties: {
          examIdx: { type: 'integer' },
          title: { type: 'string' },
          examTypes: { type: 'array', items: examTypeRefSchema },
          ...noteCountProperties,
        },
      },
    },
  },
} as const;

export const masteryStateSchema = {
  type: 'object',
  required: ['multipleProblemIdx', 'masteredAt'],
  properties: { multipleProblemIdx: { type: 'integer' }, masteredAt: nullableDateTime },
} as const;
