/** `npm run bench` (run.ts): its settings from the environment (documented there) and the hosts it asks for. */
import { existsSync } from 'node:fs';
import os from 'node:os';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const TAKERS = Number(process.env.BENCH_TAKERS ?? 1000);
export const CHAT_LISTENERS = Number(process.env.BENCH_CHAT_LISTENERS ?? 200);
export const CHAT_MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 20);
/** BENCH_PAGES=0 leaves out the page rows (they need the production build, which the bench makes when missing). */
export const PAGES = process.env.BENCH_PAGES !== '0';
export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const HOST = 'cbt.careerroad.localhost';
/** Brand B's CBT host in the test host table (src/config/hosts.ts). */
export const HOST_B = 'cbt.nursepass.localhost';
/** Brand A's career portal in the test host table. */
export const HOST_PORTAL = 'careerroad.localhost';
/** The API's connections to PostgreSQL (bench/serve.ts; DATABASE_POOL_SIZE's default). */
export const POOL_SIZE = 20;
/** Answer-save writes spread over this many takers' records, five problems each. */
export const WRITERS = 200;

/**
 * On a machine of two or more cores with `taskset`, the servers measured (our API and each baseline, one at a time)
 * run on core 0 and this process, the load generator, on core 1 (BENCH_PIN=0 leaves scheduling to the kernel).
 * Unpinned, the process measured and the one measuring took turns on the same cores. It did not remove the machine's
 * own drift (README: one pinned run met every target, the next missed two rows). PostgreSQL is left unpinned.
 */
export const PIN = process.env.BENCH_PIN !== '0' && os.cpus().length >= 2 && existsSync('/usr/bin/taskset');
