/**
 * The scale set: N instances of the product (`src/server/start.ts`, as `npm start` runs it) on one
 * machine, behind nginx, sharing PostgreSQL, Redis and S3-compatible storage and nothing else — each instance has its
 * own DATA_DIR, so anything kept on a local disk would show.
 *
 * - PostgreSQL: a scratch database `scale_<pid>_<random>` on SCALE_ADMIN_URL (default the local server), migrated
 *   and seeded once here before any instance starts, dropped at the end. The machine's own databases are not touched.
 * - Redis: a private `redis-server` on a free loopback port with no persistence (so the set's job claims, rate
 *   limits and pub/sub never meet another test's), or SCALE_REDIS_URL when set.
 * - Object storage: the S3 test server (src/server/storage/fake-s3-server.ts) in this process, through the product's
 *   S3 adapter (all five S3_* variables).
 * - Next: built once here (`ensureNextBuild`, NEXT_DIST_DIR honoured); the instances find the build current. Should
 *   one of them start building anyway (the sources changed in between), the set stops rather than build N times.
 * - nginx: its own prefix, config, pid file and logs in the set's temp dir, `daemon off` (nginx-config.ts).
 *
 * Everything started is stopped by stop(), on SIGINT/SIGTERM, and (synchronously, as far as possible) on exit:
 * each child runs in its own process group, which is what gets signalled.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { S3Config } from '../../src/config/server-config';
import { type Db, openDatabase } from '../../src/db/client';
import { seed } from '../../src/seed/seed';
import { ROOT, ensureNextBuild } from '../../src/server/next-build';
import { type FakeS3, startFakeS3 } from '../../src/server/storage/fake-s3-server';
import { freePort } from '../faults-cluster';
import { nginxConfig } from './nginx-config';
import { httpRequest, waitFor } from './scale-http';

export interface ScaleSetOptions {
  /** Instances behind the load balancer (default 3). */
  instances?: number;
  /** Extra environment of every instance (tests raise the login limits, as the browser tests do). */
  env?: Record<string, string>;
  /** Run every background job this often and log each run (job-period.ts); default: the product's intervals. */
  jobPeriodMs?: number;
  /** Runs on the migrated, seeded scratch database before any instance starts. */
  prepare?: (db: Db) => Promise<void>;
  /** Also a second nginx in front of the first instance alone (`lbOne`): the bench compares 1 and N in one set. */
  singleInstanceBalancer?: boolean;
  log?: (message: string) => void;
}

export interface Instance {
  index: number;
  port: number;
  /** http://127.0.0.1:<port>: this instance alone, bypassing the load balancer. */
  origin: string;
  child: ChildProcess;
  logFile: string;
}

export interface ScaleSet {
  /** The load balancer's origin (http://127.0.0.1:<port>); send the Host of the site you want. */
  lb: string;
  lbPort: number;
  /** With singleInstanceBalancer: an nginx, set up as `lb`, in front of instance 1 only. */
  lbOne?: string;
  instances: Instance[];
  databaseUrl: string;
  redisUrl: string;
  s3: FakeS3;
  dir: string;
  /** With jobPeriodMs: one JSON line per job run, { job, slot, pid }. */
  jobLog?: string;
  /** SIGKILLs instance `index` (no shutdown: what a crash or a lost machine looks like). */
  kill(index: number): Promise<void>;
  /** Starts instance `index` again on its port. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
}

const ADMIN_URL = process.env.SCALE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Connections per instance: 3 × 10 leaves the shared server's 100 for everything else on the machine. */
const POOL_SIZE = 10;
const START_TIMEOUT_MS = 120_000;

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** An error that ends a start-up wait at once (a process exited, or an instance began to build). */
class StartFailure extends Error {}
const startFailure = { fatal: (error: unknown) => error instanceof StartFailure };

/** Signals the child's whole process group (it was spawned detached); a group already gone is fine. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already exited
  }
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000) {
  if (!alive(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child, signal);
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

function spawnLogged(command: string, args: string[], logFile: string, env: Record<string, string | undefined> = process.env): ChildProcess {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: ROOT, env: env as NodeJS.ProcessEnv, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return child;
}

function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * What each instance is started with: the settings docs/deploy.md lists for production (deploy-doc.scale.test.ts
 * checks that it names every one), with this machine's values.
 */
export function instanceEnvironment(parts: {
  port: number;
  dataDir: string;
  databaseUrl: string;
  redisUrl: string;
  s3: S3Config;
  uploadSigningSecret: string;
}): Record<string, string> {
  return {
    // development: the *.localhost host table, plain-HTTP cookies; production sets APP_ENV=production.
    APP_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(parts.port),
    DATA_DIR: parts.dataDir,
    DATABASE_URL: parts.databaseUrl,
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    REDIS_URL: parts.redisUrl,
    TRUST_PROXY: 'true',
    UPLOAD_SIGNING_SECRET: parts.uploadSigningSecret,
    S3_ENDPOINT: parts.s3.endpoint,
    S3_BUCKET: parts.s3.bucket,
    S3_REGION: parts.s3.region,
    S3_ACCESS_KEY_ID: parts.s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: parts.s3.secretAccessKey,
  };
}

/**
 * This process's environment as `npm start` would see it: under vitest, without the runner's NODE_ENV=test (React and
 * Next would render in development mode) and its VITEST* variables.
 */
function inheritedEnvironment(): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env };
  if (env.VITEST && env.NODE_ENV === 'test') delete env.NODE_ENV;
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  return env;
}

export async function startScaleSet(options: ScaleSetOptions = {}): Promise<ScaleSet> {
  const count = options.instances ?? 3;
  const log = options.log ?? ((message: string) => console.log(`[scale] ${message}`));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'careerroad-scale-'));
  const dbName = `scale_${process.pid}_${randomBytes(3).toString('hex')}`;
  /** The instances and redis-server; nginx apart, because it stops first. */
  const children = new Set<ChildProcess>();
  const balancers: ChildProcess[] = [];
  let dbCreated = false;
  let s3: FakeS3 | undefined;
  let stopped = false;

  // Last resort when the process exits without stop(): kill the groups, drop the database, remove the directory.
  const onExit = () => {
    for (const child of [...balancers, ...children]) signalGroup(child, 'SIGKILL');
    if (dbCreated) {
      const drop = `const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.query('drop database if exists ${dbName} with (force)')).finally(()=>c.end())`;
      spawnSync(process.execPath, ['-e', drop, ADMIN_URL], { cwd: ROOT, stdio: 'ignore', timeout: 15_000 });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping the scale set`);
    void stop().finally(() => process.exit(130));
  };
  process.once('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  async function stop() {
    if (stopped) return;
    stopped = true;
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    // nginx first (no new requests), then the instances (they close their streams), then what they used.
    await Promise.all(balancers.map((balancer) => stopChild(balancer, 'SIGTERM', 5_000)));
    await Promise.all([...children].map((child) => stopChild(child)));
    children.clear();
    if (s3) await Promise.race([s3.close(), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    if (dbCreated) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      admin.on('error', () => {});
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
      dbCreated = false;
    }
    rmSync(dir, { recursive: true, force: true });
    process.removeListener('exit', onExit);
  }

  try {
    const started = performance.now();
    log('checking the Next build (built once here, shared by every instance)…');
    ensureNextBuild();

    const redisUrl = process.env.SCALE_REDIS_URL ?? (await startRedis(dir, children));
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    admin.on('error', () => {});
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    dbCreated = true;
    const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
    const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
    try {
      await database.migrate();
      await seed(database.db);
      await options.prepare?.(database.db);
    } finally {
      await database.close();
    }
    s3 = await startFakeS3('careerroad-scale');
    log(`database ${dbName}, Redis ${redisUrl}, S3 ${s3.config.endpoint}`);

    const jobLog = options.jobPeriodMs ? path.join(dir, 'job-runs.jsonl') : undefined;
    if (jobLog) writeFileSync(jobLog, '');
    const uploadSigningSecret = randomBytes(32).toString('base64url');
    const instanceEnv = (index: number, port: number): Record<string, string | undefined> => ({
      ...inheritedEnvironment(),
      ...instanceEnvironment({ port, dataDir: path.join(dir, `instance-${index + 1}`), databaseUrl, redisUrl, s3: s3!.config, uploadSigningSecret }),
      LOG_LEVEL: 'warn',
      ...(jobLog ? { SCALE_JOB_PERIOD_MS: String(options.jobPeriodMs), SCALE_JOB_LOG: jobLog } : {}),
      ...options.env,
    });
    const instanceArgs = [
      '--import',
      'tsx',
      ...(jobLog ? ['--import', path.join(__dirname, 'job-period.ts')] : []),
      path.join(ROOT, 'src/server/start.ts'),
    ];

    const instances: Instance[] = [];
    const launch = async (index: number, port: number) => {
      const logFile = path.join(dir, `instance-${index + 1}.log`);
      mkdirSync(path.join(dir, `instance-${index + 1}`), { recursive: true });
      const child = spawnLogged(process.execPath, instanceArgs, logFile, instanceEnv(index, port));
      children.add(child);
      const instance: Instance = { index, port, origin: `http://127.0.0.1:${port}`, child, logFile };
      instances[index] = instance;
      await waitFor(
        `instance ${index + 1} answering /healthz`,
        async () => {
          if (/No build found|Sources changed since the last build/.test(tail(logFile, 50))) {
            throw new StartFailure(`instance ${index + 1} started building Next: the sources changed after this set built them; run again`);
          }
          if (!alive(child)) throw new StartFailure(`instance ${index + 1} exited:\n${tail(logFile)}`);
          return (await httpRequest(instance.origin, { path: '/healthz', timeoutMs: 2_000 })).status === 200;
        },
        { timeoutMs: START_TIMEOUT_MS, intervalMs: 200, ...startFailure },
      );
    };
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    await Promise.all(ports.map((port, index) => launch(index, port)));

    /** An nginx (nginx-config.ts) with its own prefix directory in front of `instancePorts`; its origin and port. */
    const startBalancer = async (name: string, instancePorts: number[]) => {
      const port = await freePort();
      const prefix = path.join(dir, name);
      mkdirSync(prefix);
      writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig({ dir: prefix, port, instancePorts }));
      const output = path.join(prefix, 'nginx.out');
      const balancer = spawnLogged('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], output);
      balancers.push(balancer);
      const origin = `http://127.0.0.1:${port}`;
      await waitFor(
        `${name} answering /healthz`,
        async () => {
          if (!alive(balancer)) throw new StartFailure(`${name} exited:\n${tail(output)}\n${tail(path.join(prefix, 'error.log'))}`);
          return (await httpRequest(origin, { path: '/healthz', timeoutMs: 2_000 })).status === 200;
        },
        { timeoutMs: 30_000, intervalMs: 100, ...startFailure },
      );
      return { origin, port };
    };
    const { origin: lb, port: nginxPort } = await startBalancer('nginx', ports);
    const lbOne = options.singleInstanceBalancer ? (await startBalancer('nginx-one', ports.slice(0, 1))).origin : undefined;
    log(`${count} instance(s) behind nginx at ${lb} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    return {
      lb,
      lbPort: nginxPort,
      lbOne,
      instances,
      databaseUrl,
      redisUrl,
      s3,
      dir,
      jobLog,
      async kill(index) {
        const { child } = instances[index]!;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        signalGroup(child, 'SIGKILL');
        await exited;
        children.delete(child);
      },
      async restart(index) {
        const instance = instances[index]!;
        await stopChild(instance.child);
        children.delete(instance.child);
        await launch(index, instance.port);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A private redis-server on a free loopback port, no persistence; its URL. */
async function startRedis(dir: string, children: Set<ChildProcess>): Promise<string> {
  const port = await freePort();
  const logFile = path.join(dir, 'redis.log');
  const child = spawnLogged('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], logFile);
  children.add(child);
  const url = `redis://127.0.0.1:${port}`;
  await waitFor(
    'redis-server answering PING',
    async () => {
      if (!alive(child)) throw new StartFailure(`redis-server exited:\n${tail(logFile)}`);
      const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on('error', () => {}); // refused until it listens; connect() rejects too
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG';
      } finally {
        probe.disconnect();
      }
    },
    { timeoutMs: 10_000, ...startFailure },
  );
  return url;
}
