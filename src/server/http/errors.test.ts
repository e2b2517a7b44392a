import Fastify from 'fastify';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DomainError, ERROR_KINDS, conflict, notFound } from '../errors/domain-error';
import { formatGraphqlError } from '../routes/graphql-errors';
import { AppError, DEFAULT_MESSAGES, HTTP_STATUS, httpStatusOf, registerErrorHandling } from './errors';

async function answerTo(thrown: Error) {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/', async () => {
    throw thrown;
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json() };
}

describe('error kinds and HTTP statuses', () => {
  it('every kind has one status, and the default bodies are the documented ones', () => {
    expect(ERROR_KINDS.map((kind) => [kind, HTTP_STATUS[kind]])).toEqual([
      ['invalid', 400],
      ['unauthenticated', 401],
      ['forbidden', 403],
      ['not-found', 404],
      ['conflict', 409],
      ['too-large', 413],
      ['unsupported-type', 415],
      ['too-many', 429],
      ['internal', 500],
      ['unavailable', 503],
    ]);
    expect(DEFAULT_MESSAGES).toEqual({
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
    });
  });

  it('a domain error leaves REST with its kind\'s status, its code, its message and Retry-After', async () => {
    expect(await answerTo(notFound())).toEqual({
      status: 404,
      retryAfter: undefined,
      body: { statusCode: 404, code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' },
    });
    expect(await answerTo(conflict('이미 가입된 이메일입니다.', 'EMAIL_TAKEN'))).toMatchObject({
      status: 409,
      body: { statusCode: 409, code: 'EMAIL_TAKEN', message: '이미 가입된 이메일입니다.' },
    });
    const throttled = new DomainError('too-many', 'TOO_MANY_LOGIN_ATTEMPTS', '잠시 후 다시 시도해주세요.', { retryAfterSeconds: 7 });
    expect(await answerTo(throttled)).toMatchObject({ status: 429, retryAfter: '7', body: { code: 'TOO_MANY_LOGIN_ATTEMPTS' } });
  });

  it('a transport\'s AppError keeps the status it names, even one no kind has', async () => {
    const refused = new AppError(405, 'METHOD_NOT_ALLOWED', DEFAULT_MESSAGES[405]!);
    expect(httpStatusOf(refused)).toBe(405);
    expect(await answerTo(refused)).toMatchObject({ status: 405, body: { statusCode: 405, code: 'METHOD_NOT_ALLOWED' } });
    expect(httpStatusOf(new AppError(429, 'TOO_MANY_REQUESTS', '…'))).toBe(HTTP_STATUS['too-many']);
  });

  it('GraphQL reports the same status in extensions and on the original error, where Mercurius reads it', () => {
    const log = { warn: () => {}, error: () => {} } as never;
    const formatted = formatGraphqlError(
      new GraphQLError('x', { originalError: new DomainError('forbidden', 'CHAT_ROOM_NOT_JOINED', '참여 후 이용') }),
      log,
    );
    expect(formatted.message).toBe('참여 후 이용');
    expect(formatted.extensions).toEqual({ code: 'CHAT_ROOM_NOT_JOINED', statusCode: 403 });
    expect((formatted.originalError as AppError).statusCode).toBe(403);
  });
});
