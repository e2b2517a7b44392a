/**
 * Errors the API may send. Every error leaves the server as
 * `{ statusCode, code, message }` with a Korean message that is safe to show (docs/CONTRACTS.md).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OUTAGE_MESSAGE, OUTAGE_RETRY_AFTER_SECONDS, isDatabaseOutage } from './database-outage';
import { josa } from './korean';

export const DEFAULT_MESSAGES: Record<number, string> = {
  400: '잘못된 요청입니다.',
  401: '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.',
  403: '접근 권한이 없습니다.',
  404: '요청하신 정보를 찾을 수 없습니다.',
  405: '허용되지 않는 요청 방식입니다.',
  409: '이미 처리된 요청입니다.',
  413: '요청 본문이 너무 큽니다.',
  414: '요청 주소가 너무 깁니다.',
  415: '지원하지 않는 요청 형식입니다.',
  429: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  500: '알 수 없는 오류가 발생했습니다.',
  503: '서비스를 잠시 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
};

const DEFAULT_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

export class AppError extends Error {
  /** Sent as Retry-After (429, 503): when the client may try again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The database cannot serve (down, restarting, out of connections): clients should retry (ADR 9). */
export const databaseUnavailable = () =>
  new AppError(503, 'DATABASE_UNAVAILABLE', OUTAGE_MESSAGE, { retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS });

export const badRequest = (message: string, code = 'VALIDATION_ERROR') => new AppError(400, code, message);
export const unauthorized = (message = DEFAULT_MESSAGES[401]!) => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = DEFAULT_MESSAGES[403]!) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = DEFAULT_MESSAGES[404]!) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);

/** Names of request fields as users know them, for validation messages. */
const FIELD_LABELS: Record<string, string> = {
  email: '이메일',
  password: '비밀번호',
  username: '이름',
  nickname: '닉네임',
  type: '회원 유형',
  companyName: '회사명',
  businessNumber: '사업자등록번호',
  redirectUri: '이동할 주소',
  next: '이동할 주소',
  // Inquiries and posts.
  content: '내용',
  title: '제목',
  // CBT exams (src/server/routes/cbt/cbt-schemas.ts words invalid ids itself: "잘못된 시험 번호입니다.").
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
      return `${josa(label, '을/를')} 입력해주세요.`;
    case 'format':
      return error.params.format === 'email' ? '잘못된 이메일 형식입니다.' : `${josa(label, '이/가')} 올바른 형식이 아닙니다.`;
    case 'minLength':
      return Number(error.params.limit) <= 1
        ? `${josa(label, '을/를')} 입력해주세요.`
        : `${josa(label, '은/는')} ${error.params.limit}자 이상 입력해주세요.`;
    case 'maxLength':
      return `${josa(label, '은/는')} ${error.params.limit}자 이하로 입력해주세요.`;
    case 'enum':
      return `${josa(label, '이/가')} 올바르지 않습니다.`;
    case 'pattern':
      return `${josa(label, '이/가')} 올바른 형식이 아닙니다.`;
    case 'type':
      return field ? `${josa(label, '이/가')} 올바른 형식이 아닙니다.` : DEFAULT_MESSAGES[400]!;
    case 'unsafeCharacter':
      return `${label}에 사용할 수 없는 문자가 포함되어 있습니다.`;
    case 'maxDepth':
      return '요청 본문의 구조가 너무 깊습니다.';
    case 'additionalProperties':
      return `알 수 없는 항목(${String(error.params.additionalProperty)})이 포함되어 있습니다.`;
    default:
      return `${josa(label, '이/가')} 올바르지 않습니다.`;
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
  app.setErrorHandler((thrown: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    let error = thrown;
    if (!(error instanceof AppError) && (error.statusCode ?? 500) >= 500 && isDatabaseOutage(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      error = databaseUnavailable();
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error.statusCode, error.code, error.message);
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
