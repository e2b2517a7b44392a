/**
 * Errors a domain operation throws when it refuses: a kind saying what went wrong, a stable code clients may branch
 * on, and a Korean message that is safe to show. The operation does not know how it was called, so it names no HTTP
 * status: src/server/http/errors.ts maps each kind to one for REST and GraphQL alike (docs/CONTRACTS.md).
 * Imports nothing of ours, so every layer from the domain up may use it.
 */

export const ERROR_KINDS = [
  'invalid',
  'unauthenticated',
  'forbidden',
  'not-found',
  'conflict',
  'too-large',
  'unsupported-type',
  'too-many',
  'internal',
  'unavailable',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** Code and message of a kind when the thrower names none of its own. */
export const KIND_DEFAULTS: Readonly<Record<ErrorKind, { code: string; message: string }>> = {
  invalid: { code: 'BAD_REQUEST', message: '잘못된 요청입니다.' },
  unauthenticated: { code: 'UNAUTHORIZED', message: '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.' },
  forbidden: { code: 'FORBIDDEN', message: '접근 권한이 없습니다.' },
  'not-found': { code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' },
  conflict: { code: 'CONFLICT', message: '이미 처리된 요청입니다.' },
  'too-large': { code: 'PAYLOAD_TOO_LARGE', message: '요청 본문이 너무 큽니다.' },
  'unsupported-type': { code: 'UNSUPPORTED_MEDIA_TYPE', message: '지원하지 않는 요청 형식입니다.' },
  'too-many': { code: 'TOO_MANY_REQUESTS', message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  internal: { code: 'INTERNAL_ERROR', message: '알 수 없는 오류가 발생했습니다.' },
  unavailable: { code: 'SERVICE_UNAVAILABLE', message: '서비스를 잠시 이용할 수 없습니다. 잠시 후 다시 시도해주세요.' },
};

export class DomainError extends Error {
  /** When the caller may try again (too-many, unavailable); transports send it as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const invalid = (message: string, code = 'VALIDATION_ERROR') => new DomainError('invalid', code, message);
export const unauthenticated = (message = KIND_DEFAULTS.unauthenticated.message) =>
  new DomainError('unauthenticated', 'UNAUTHORIZED', message);
export const forbidden = (message = KIND_DEFAULTS.forbidden.message) => new DomainError('forbidden', 'FORBIDDEN', message);
export const notFound = (message = KIND_DEFAULTS['not-found'].message) => new DomainError('not-found', 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new DomainError('conflict', code, message);
