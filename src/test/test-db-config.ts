export type TestDatabaseInfo =
  | { kind: 'pglite'; snapshotFile: string }
  | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

export function adminUrlFor(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
