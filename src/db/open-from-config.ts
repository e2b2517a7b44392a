import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config/server-config';
import { type Database, openDatabase } from './client';

/** PostgreSQL when DATABASE_URL is set, else PGlite kept in DATA_DIR/pglite across restarts. */
export async function openConfiguredDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>,
): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl, poolSize: config.databasePoolSize });
  mkdirSync(config.dataDir, { recursive: true });
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** PGlite must be opened by one process only; two would corrupt the directory. */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'pglite.lock');
  try {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `${dataDir} is in use by process ${pid}. Stop it first, or set DATABASE_URL to use a PostgreSQL server.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
