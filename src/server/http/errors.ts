/**
 * Errors the API may send. Every error leaves the server as
 * `{ statusCode, code, message }` with a Korean message that is safe to show (docs/CONTRACTS.md).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, ERROR_KINDS, type ErrorKind, KIND_DEFAULTS } from '../errors/domain-error';
import { OUTAGE_MESSAGE, OUTAGE_RETRY_AFTER_SECONDS, isDatabaseOutage } from './database-outage';
import { withJosa } from '../../config/korean-particle';

// Domain operations throw these; routes and plugins may too (they read better as `notFound()` than as a kind).
export {
  conflict,
  forbidden,
  invalid as badRequest,
  notFound,
  unauthenticated as unauthorized,
} from '../errors/domain-error';

/** The one place an error's kind becomes an HTTP status, for the REST error handler and GraphQL's extensions. */
export const HTTP_STATUS: Readonly<Record<ErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  'too-many': 429,
  internal: 500,
  unavailable: 503,
};

const kindOfStatus = new Map(ERROR_KINDS.map((kind) => [HTTP_STATUS[kind], kind]));
const byStatus = (field: 'code' | 'message') =>
  Object.fromEntries(ERROR_KINDS.map((kind) => [HTTP_STATUS[kind], KIND_DEFAULTS[kind][field]]));

/** Messages of statuses sent without one of their own: the kinds' defaults plus two only HTTP has. */
export const DEFAULT_MESSAGES: Record<number, string> = {
  ...byStatus('message'),
  405: '허용되지 않는 요청 방식입니다.',
  414: '요청 주소가 너무 깁니다.',
};

const DEFAULT_CODES: Record<number, string> = {
  ...byStatus('code'),
  405: 'METHOD_NOT_ALLOWED',
  414: 'URI_TOO_LONG',
};

/**
 * An error a transport raises with an explicit status (a rate limit's 429, Mercurius' 405…). Domain code throws
 * DomainError instead; both leave the server the same way.
 */
export class AppError extends DomainError {
  constructor(
    readonly statusCode: number,
    code: string,
    message: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(kindOfStatus.get(statusCode) ?? (statusCode >= 500 ? 'internal' : 'invalid'), code, message, options);
    this.name = 'AppError';
  }
}

/** The HTTP status an error is sent with. */
export function httpStatusOf(error: DomainError): number {
  return error instanceof AppError ? error.statusCode : HTTP_STATUS[error.kind];
}

/** The error with its HTTP status on it, for code that reads `statusCode` (Mercurius sets the response's from it). */
export function withHttpStatus(error: DomainError): AppError {
  if (error instanceof AppError) return error;
  return new AppError(HTTP_STATUS[error.kind], error.code, error.message, { retryAfterSeconds: error.retryAfterSeconds });
}

/** The database cannot serve (down, restarting, out of connections): clients should retry (ADR 9). */
export const databaseUnavailable = () =>
  new AppError(503, 'DATABASE_UNAVAILABLE', OUTAGE_MESSAGE, { retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS });

/** Names of request fields as users know them, for validation messages. */
const FIELD_LABELS: Record<string, string> = {
  email: '이메일',
  password: '비밀번호',
  username: '이름',
  nickname: '닉네임',
  type: '회원 유형',
  companyName: '회사명',
  businessNumber: '사업자등록번호',
  representativeName: '대표자명',
  contactName: '담당자명',
  contactPhone: '담당자 연락처',
  agreeTerms: '이용약관 동의',
  agreePrivacy: '개인정보 수집·이용 동의',
  redirectUri: '이동할 주소',
  next: '이동할 주소',
  // Inquiries and posts.
  content: '내용',
  title: '제목',
  // CBT exams (src/server/http/route-kit.ts words invalid ids itself: "잘못된 시험 번호입니다.").
  page: '페이지 번호',
  pageSize: '페이지 크기',
  limit: '개수',
  keyword: '검색어',
  categorySlug: '시험 분류',
  isFree: '무료 여부',
  includeMastered: '암기 완료 포함 여부',
  mode: '풀이 방식',
  source: '출제 방식',
  random: '랜덤 출제 여부',
  count: '문제 수',
  choice: '답안',
  flagged: '표시 여부',
  // Uploads (src/server/routes/uploads).
  key: '파일 주소',
  token: '업로드 주소',
  // Shop orders (src/server/routes/shop/orders.ts).
  products: '주문 상품',
  productNo: '상품 번호',
  optionNo: '옵션 번호',
  orderCnt: '주문 수량',
  orderSheetNo: '주문서 번호',
};

interface AjvLikeError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Turns the first schema violation into one Korean sentence naming the field. */
export function validationMessage(errors: AjvLikeError[]): string {
  const error = errors[0];
  if (!error) return DEFAULT_MESSAGES[400]!;
  const field =
    error.keyword === 'required'
      ? String(error.params.missingProperty ?? '')
      : error.instancePath.split('/').filter(Boolean).pop() ?? '';
  const label = FIELD_LABELS[field] ?? (field || '요청 본문');
  switch (error.keyword) {
    case 'required':
      return `${withJosa(label, '을/를')} 입력해주세요.`;
    case 'format':
      return error.params.format === 'email' ? '잘못된 이메일 형식입니다.' : `${withJosa(label, '이/가')} 올바른 형식이 아닙니다.`;
    case 'minLength':
      return Number(error.params.limit) <= 1
        ? `${withJosa(label, '을/를')} 입력해주세요.`
        : `${withJosa(label, '은/는')} ${error.params.limit}자 이상 입력해주세요.`;
    case 'maxLength':
      return `${withJosa(label, '은/는')} ${error.params.limit}자 이하로 입력해주세요.`;
    case 'enum':
      return `${withJosa(label, '이/가')} 올바르지 않습니다.`;
    case 'pattern':
      return `${withJosa(label, '이/가')} 올바른 형식이 아닙니다.`;
    case 'type':
      return field ? `${withJosa(label, '이/가')} 올바른 형식이 아닙니다.` : DEFAULT_MESSAGES[400]!;
    case 'unsafeCharacter':
      return `${label}에 사용할 수 없는 문자가 포함되어 있습니다.`;
    case 'maxDepth':
      return '요청 본문의 구조가 너무 깊습니다.';
    case 'additionalProperties':
      return `알 수 없는 항목(${String(error.params.additionalProperty)})이 포함되어 있습니다.`;
    default:
      return `${withJosa(label, '이/가')} 올바르지 않습니다.`;
  }
}

export function sendError(reply: FastifyReply, statusCode: number, code?: string, message?: string) {
  return reply.status(statusCode).send({
    statusCode,
    code: code ?? DEFAULT_CODES[statusCode] ?? 'ERROR',
    message: message ?? DEFAULT_MESSAGES[statusCode] ?? DEFAULT_MESSAGES[500],
  });
}

/** One error handler for the whole API: known errors keep their message, everything else is logged and hidden. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | DomainError, request: FastifyRequest, reply: FastifyReply) => {
    let error = thrown;
    if (!(error instanceof DomainError) && (error.statusCode ?? 500) >= 500 && isDatabaseOutage(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      error = databaseUnavailable();
    }
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, httpStatusOf(error), error.code, error.message);
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return sendError(reply, 400, 'VALIDATION_ERROR', validationMessage(fastifyError.validation as AjvLikeError[]));
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, status >= 500 && status < 600 ? status : 500);
    }
    // Fastify's own client errors (FST_ERR_CTP_BODY_TOO_LARGE, invalid JSON, rate limits…): keep the status, translate.
    if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyError instanceof SyntaxError) {
      return sendError(reply, 400, 'INVALID_JSON', '요청 본문이 올바른 JSON 형식이 아닙니다.');
    }
    if (fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendError(reply, 400, 'EMPTY_BODY', '요청 본문이 비어 있습니다.');
    }
    return sendError(reply, status);
  });

  app.setNotFoundHandler((request, reply) => sendError(reply, 404));
}
