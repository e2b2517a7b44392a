/**
 * bench/faults.ts: the private throwaway PostgreSQL cluster (initdb into a temp dir, its own loopback port and
 * socket dir), so the machine's shared PostgreSQL is never touched.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary (as the postgres user when we are root: initdb refuses root) and resolves its output. */
function pgTool(pgBin: string, dir: string, tool: string, args: string[], timeoutMs = 60_000): Promise<string> {
  const binary = path.join(pgBin, tool);
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve(out) : reject(new Error(`${tool} ${args[0]} failed (${code ?? signal}): ${out.trim()}`)),
    );
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export class Cluster {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), 'careerroad-faults-'));
  readonly data = path.join(this.dir, 'data');
  readonly logFile = path.join(this.dir, 'postgres.log');
  port = 0;
  running = false;

  /** pgBin: the PostgreSQL binaries; pgOptions: extra server options ("-c synchronous_commit=off"). */
  constructor(
    private readonly pgBin: string,
    private readonly pgOptions = '',
  ) {}

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get serverOptions() {
    // Loopback TCP only, socket in our own temp dir; fsync stays on (acknowledged means durable).
    return ['-o', `-h 127.0.0.1 -p ${this.port} -k ${this.dir} ${this.pgOptions}`.trim()];
  }

  async init() {
    if (!existsSync(path.join(this.pgBin, 'initdb'))) throw new Error(`no initdb in ${this.pgBin} (set FAULT_PG_BIN)`);
    if (asRoot) {
      const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString());
      const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString());
      chownSync(this.dir, uid, gid);
    }
    this.port = await freePort();
    await pgTool(this.pgBin, this.dir, 'initdb', ['-D', this.data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await this.ctl('start');
  }

  async ctl(action: 'start' | 'stop' | 'restart', mode: 'fast' | 'immediate' = 'fast') {
    const args = [action, '-D', this.data, '-w', '-t', '60', '-l', this.logFile];
    if (action !== 'start') args.push('-m', mode);
    if (action !== 'stop') args.push(...this.serverOptions);
    await pgTool(this.pgBin, this.dir, 'pg_ctl', args);
    this.running = action !== 'stop';
  }

  /** Last lines of the cluster's log, for failures. */
  tail(lines = 15) {
    try {
      return readFileSync(this.logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }

  /** Synchronous so it also runs from process 'exit'. */
  destroySync() {
    if (this.running && existsSync(path.join(this.data, 'postmaster.pid'))) {
      const binary = path.join(this.pgBin, 'pg_ctl');
      const args = ['stop', '-D', this.data, '-m', 'immediate', '-w', '-t', '30'];
      const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
      spawnSync(command, argv, { cwd: this.dir, stdio: 'ignore', timeout: 35_000 });
    }
    this.running = false;
    rmSync(this.dir, { recursive: true, force: true });
  }
}
