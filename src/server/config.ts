/** Server configuration from the environment; every variable is documented in .env.example. */
import path from 'node:path';
import { type AppEnv, type HostEntry, hostTableFor, parseHostOverrides, toAppEnv } from '../config/hosts';

export interface ServerConfig {
  appEnv: AppEnv;
  hostTable: Readonly<Record<string, HostEntry>>;
  host: string;
  port: number;
  /** PostgreSQL URL; absent → embedded PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  /** Secure cookies need HTTPS; on by default in production. */
  secureCookies: boolean;
  logLevel: string;
  /** Largest accepted JSON body in bytes. */
  bodyLimit: number;
  trustProxy: boolean;
  sessionTtlDays: number;
  /** Login attempts allowed per client and account within loginWindowMs. */
  loginMaxAttempts: number;
  loginWindowMs: number;
  /** Registrations allowed per client address per minute. */
  registerMaxPerMinute: number;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const appEnv = toAppEnv(env.APP_ENV);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    appEnv,
    hostTable: hostTableFor(appEnv, parseHostOverrides(env.SITE_HOSTS)),
    host: env.HOST ?? '0.0.0.0',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    redisUrl: env.REDIS_URL || undefined,
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : appEnv === 'production',
    logLevel: env.LOG_LEVEL ?? (appEnv === 'test' ? 'warn' : 'info'),
    bodyLimit: Number(env.BODY_LIMIT ?? 1_048_576),
    trustProxy: env.TRUST_PROXY === 'true',
    sessionTtlDays: Number(env.SESSION_TTL_DAYS ?? 30),
    loginMaxAttempts: Number(env.LOGIN_MAX_ATTEMPTS ?? 5),
    loginWindowMs: Number(env.LOGIN_WINDOW_MS ?? 60_000),
    registerMaxPerMinute: Number(env.REGISTER_MAX_PER_MINUTE ?? 10),
  };
}
