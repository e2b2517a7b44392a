/**
 * What the operator routes (`/apiV2/admin/…`) share: the request pipeline every one follows (rate limit →
 * authenticate: a visitor is 401 → the operator's role: 403 for anyone else → parse and validate → the policy's finer
 * checks and the operation → present), the Korean wording of their validation errors, their rate limit, and answers
 * no browser or CDN keeps.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BrandId } from '../../../config/hosts';
import type { User } from '../../../db/schema';
import { type AuthoringResult, authorizeExamAuthoring } from '../../exams/exam-authoring-policy';
import { AppError } from '../../http/errors';
import { readTags } from '../../http/public-read';
import type { ReadCache } from '../../read-cache/read-cache';
import { rateLimit as routeRateLimit } from '../../http/rate-limit';
import { schemaErrorFormatter } from '../../http/route-kit';

/** Operators type and save often (a paper is tens of problems), but a runaway script should still meet a limit. */
export const consoleRateLimit = (max = 600) => routeRateLimit('admin', max, 60_000);

/** An operator policy: the signed-in user (null for a visitor) on the host's brand; throws 401 or 403. */
type OperatorPolicy = (user: User | null, brand: BrandId) => unknown;

/**
 * The route option every operator route takes: its operator policy, applied before the body is even read, so a
 * member or a visitor gets 403 or 401 with the policy's own message and never a validation error naming the
 * route's fields. It runs after the rate limit (the rate-limit plugin's onRequest hook) and before parsing; the handler
 * applies the same policy again for the actor it hands the operation (the session is read once per request).
 */
export function operatorsOnly(policy: OperatorPolicy) {
  return {
    preParsing: async (request: FastifyRequest) => {
      policy((await request.getSession())?.user ?? null, request.site.brand);
    },
  };
}

/** The route option of the exam-authoring routes: CONTENT_EDITOR and ADMIN of the host's brand (exam-authoring-policy.ts). */
export const examAuthorsOnly = () => operatorsOnly(authorizeExamAuthoring);

/** The signed-in operator who may author the host brand's exams (exam-authoring-policy.ts); 403 for anyone else. */
export const examAuthorOf = async (request: FastifyRequest) =>
  authorizeExamAuthoring((await request.getSession())?.user ?? null, request.site.brand);

/**
 * An authoring operation's value, after the commit making the brand's cached catalogue stale when members and
 * visitors see the change (ADR 13: a draft edited all day costs the exam-day readers nothing), and its community's
 * when a new exam opened its category's 시험 정보방.
 */
export async function afterAuthoring<T>(readCache: ReadCache, brand: BrandId, result: AuthoringResult<T>): Promise<T> {
  if (result.publicChange) await readCache.invalidate(readTags.exams(brand));
  if (result.communityChange) await readCache.invalidate(readTags.communityPosts(brand));
  return result.value;
}

/** The console's answers are per operator and change with every edit: never stored by a browser or a CDN. */
export function noStore(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Validation errors

/** Names of the authoring fields as operators know them (ids are worded by the CBT formatter: "잘못된 시험 번호입니다."). */
const LABELS: Record<string, string> = {
  description: '설명',
  price: '가격',
  communityBoardSlug: '시험 정보방',
  timeLimitMinutes: '제한 시간',
  sortOrder: '순서',
  number: '문제 번호',
  subject: '과목',
  stem: '문제 내용',
  choices: '선택지',
  answer: '정답',
  explanation: '해설',
  points: '배점',
  status: '공개 상태',
  before: '기록 번호',
  resourceType: '대상 종류',
  resourceId: '대상 번호',
  userId: '기업회원 번호',
  state: '승인 상태',
  page: '페이지',
  pageSize: '페이지 크기',
  reason: '반려 사유',
  postId: '게시글 번호',
  commentId: '댓글 번호',
  inquiryId: '문의 번호',
  reply: '답변 내용',
  postingId: '공고 번호',
  reportId: '신고 번호',
  problemId: '문제 번호',
  decision: '처리 방법',
  note: '처리 내용',
  couponId: '쿠폰 번호',
  name: '이름',
  code: '코드',
  kind: '할인 방식',
  value: '값',
  minOrderAmount: '최소 주문 금액',
  maxDiscount: '최대 할인',
  startDay: '시작일',
  endDay: '종료일',
  emails: '이메일',
  format: '형식',
  body: '지문 내용',
  parentId: '상위 유형',
};

/** A missing id is named, not called invalid (an id's wrong value reads "잘못된 시험 유형 번호입니다."). */
const REQUIRED_LABELS: Record<string, string> = { ...LABELS, examTypeId: '시험 유형' };

type SchemaErrors = Parameters<typeof schemaErrorFormatter>[0];

/** A path's last segment as the message should name it: `/choices/2` is "3번 선택지", `/stem` is "문제 내용". */
function labelPath(path: string): string {
  const segments = path.split('/');
  const last = segments[segments.length - 1] ?? '';
  if (/^\d+$/.test(last) && segments[segments.length - 2] === 'choices') {
    return [...segments.slice(0, -2), `${Number(last) + 1}번 선택지`].join('/');
  }
  return [...segments.slice(0, -1), LABELS[last] ?? last].join('/');
}

/**
 * The CBT formatter (ids, then the shared Korean wording) over paths whose field names were replaced by the labels
 * above: the shared wording names a field it has no label for by its own name, which is then the Korean label.
 */
export function consoleSchemaErrorFormatter(errors: SchemaErrors, dataVar: string): Error {
  const first = errors[0];
  if (first?.keyword === 'minProperties') return new AppError(400, 'VALIDATION_ERROR', '바꿀 항목을 하나 이상 보내주세요.');
  const labelled = errors.map((error) => ({
    ...error,
    instancePath: labelPath(error.instancePath),
    params:
      error.keyword === 'required'
        ? { ...error.params, missingProperty: REQUIRED_LABELS[String(error.params.missingProperty)] ?? error.params.missingProperty }
        : error.params,
  }));
  return schemaErrorFormatter(labelled as SchemaErrors, dataVar);
}
