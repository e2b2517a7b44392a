/** Server configuration from the environment; every variable is documented in .env.example. */
import path from 'node:path';
import { type AppEnv, type HostEntry, appEnvFrom, hostTableFromEnv } from './hosts';

export interface ServerConfig {
  appEnv: AppEnv;
  hostTable: Readonly<Record<string, HostEntry>>;
  host: string;
  port: number;
  /** PostgreSQL URL; absent → embedded PGlite in dataDir. */
  databaseUrl?: string;
  /** Connections this instance may open to PostgreSQL; absent → the pool's default (src/db/client.ts). */
  databasePoolSize?: number;
  dataDir: string;
  redisUrl?: string;
  /** SMTP server mail is handed to (smtp://user:pass@host:587); absent → mail stays in the mail_outbox table. */
  smtpUrl?: string;
  /** Sender of the product's mail (the From header). */
  mailFrom: string;
  /**
   * Kakao and Naver login: a provider is offered only when its client id and secret are set. The origins
   * default to the providers' own; tests point them at a local provider server.
   */
  socialLogin: {
    kakao?: { clientId: string; clientSecret: string; authOrigin?: string; apiOrigin?: string };
    naver?: { clientId: string; clientSecret: string; authOrigin?: string; apiOrigin?: string };
  };
  /** Secure cookies need HTTPS; on by default in production. */
  secureCookies: boolean;
  logLevel: string;
  /** Bearer token GET /metrics requires; absent → only unforwarded loopback requests may read it. */
  metricsToken?: string;
  /** Largest accepted JSON body in bytes. */
  bodyLimit: number;
  trustProxy: boolean;
  sessionTtlDays: number;
  /** Login attempts allowed per client and account within loginWindowMs. */
  loginMaxAttempts: number;
  loginWindowMs: number;
  /** Failed logins allowed per client across all accounts within loginClientWindowMs (password spraying). */
  loginClientMaxFailures: number;
  loginClientWindowMs: number;
  /** Registrations allowed per client address per minute. */
  registerMaxPerMinute: number;
  /**
   * HMAC key of local signed upload URLs. When unset, one is generated on first start and kept in
   * DATA_DIR/upload-signing-secret; instances that share uploads without sharing DATA_DIR must set the same value.
   */
  uploadSigningSecret?: string;
  /** How long a signed upload URL works, in seconds. */
  uploadUrlTtlSeconds: number;
  /** Uploads a client may prepare per minute. */
  uploadMaxPerMinute: number;
  /** Inquiries a client may send per minute. */
  suggestionMaxPerMinute: number;
  /** Milliseconds between `: ping` comments on open chat event streams. */
  chatPingIntervalMs: number;
  /** S3-compatible storage for uploads; absent → local disk in DATA_DIR/uploads. */
  s3?: S3Config;
}

export interface S3Config {
  /** e.g. https://s3.ap-northeast-2.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket in the path (MinIO, R2, most S3-compatibles) instead of the host name. */
  forcePathStyle: boolean;
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** S3 settings when all five variables are set; a partial set is a configuration mistake, not a silent fallback. */
function loadS3Config(env: Record<string, string | undefined>): S3Config | undefined {
  const missing = S3_VARIABLES.filter((name) => !env[name]);
  if (missing.length === S3_VARIABLES.length) return undefined;
  if (missing.length > 0) throw new Error(`S3 storage needs ${S3_VARIABLES.join(', ')}; missing ${missing.join(', ')}`);
  const endpoint = env.S3_ENDPOINT!.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) origin, got ${endpoint}`);
  return {
    endpoint,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  };
}

/** The origin browsers PUT uploads to; the page CSP must allow it in connect-src. */
export function s3BrowserOrigin(s3: S3Config): string {
  if (s3.forcePathStyle) return s3.endpoint;
  const url = new URL(s3.endpoint);
  return `${url.protocol}//${s3.bucket}.${url.host}`;
}

/**
 * Connections the kernel may hold for the server before it accepts them. Node's default (511) overflowed when 1,000
 * takers started an exam at once (`npm run bench`): the kernel dropped the handshakes it had no room for, and each
 * of those takers waited a SYN retransmission (1 s) before the request was even sent. The kernel caps it at
 * net.core.somaxconn (4096 on current Linux).
 */
export const LISTEN_BACKLOG = 4096;

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const appEnv = appEnvFrom(env);
  if (env.UPLOAD_SIGNING_SECRET && env.UPLOAD_SIGNING_SECRET.length < 32) {
    throw new Error('UPLOAD_SIGNING_SECRET must be at least 32 characters (e.g. `openssl rand -base64 32`)');
  }
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const databasePoolSize = env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : undefined;
  if (databasePoolSize !== undefined && !(Number.isInteger(databasePoolSize) && databasePoolSize > 0)) {
    throw new Error(`DATABASE_POOL_SIZE must be a positive whole number, got ${env.DATABASE_POOL_SIZE}`);
  }
  return {
    appEnv,
    hostTable: hostTableFromEnv(env),
    host: env.HOST ?? '0.0.0.0',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || '커리어로드 <no-reply@careerroad.kr>',
    socialLogin: {
      kakao: socialCredentials(env.KAKAO_CLIENT_ID, env.KAKAO_CLIENT_SECRET, env.KAKAO_AUTH_ORIGIN, env.KAKAO_API_ORIGIN),
      naver: socialCredentials(env.NAVER_CLIENT_ID, env.NAVER_CLIENT_SECRET, env.NAVER_AUTH_ORIGIN, env.NAVER_API_ORIGIN),
    },
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : appEnv === 'production',
    logLevel: env.LOG_LEVEL ?? (appEnv === 'test' ? 'warn' : 'info'),
    metricsToken: env.METRICS_TOKEN || undefined,
    bodyLimit: Number(env.BODY_LIMIT ?? 1_048_576),
    trustProxy: env.TRUST_PROXY === 'true',
    sessionTtlDays: Number(env.SESSION_TTL_DAYS ?? 30),
    loginMaxAttempts: Number(env.LOGIN_MAX_ATTEMPTS ?? 5),
    loginWindowMs: Number(env.LOGIN_WINDOW_MS ?? 60_000),
    loginClientMaxFailures: Number(env.LOGIN_CLIENT_MAX_FAILURES ?? 20),
    loginClientWindowMs: Number(env.LOGIN_CLIENT_WINDOW_MS ?? 600_000),
    registerMaxPerMinute: Number(env.REGISTER_MAX_PER_MINUTE ?? 10),
    uploadSigningSecret: env.UPLOAD_SIGNING_SECRET || undefined,
    uploadUrlTtlSeconds: Number(env.UPLOAD_URL_TTL_SECONDS ?? 600),
    uploadMaxPerMinute: Number(env.UPLOAD_MAX_PER_MINUTE ?? 30),
    suggestionMaxPerMinute: Number(env.SUGGESTION_MAX_PER_MINUTE ?? 5),
    chatPingIntervalMs: Number(env.CHAT_PING_INTERVAL_MS ?? 25_000),
    s3: loadS3Config(env),
  };
}

function socialCredentials(clientId?: string, clientSecret?: string, authOrigin?: string, apiOrigin?: string) {
  if (!clientId || !clientSecret) return undefined;
  return { clientId, clientSecret, authOrigin: authOrigin || undefined, apiOrigin: apiOrigin || undefined };
}
