import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The app's rule of `npm run check:imports` over a small made-up tree: start.ts and app.ts reach the seed only through
// its entry, and a dynamic import counts like a static one.
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: Array<{ name: string }>;
};

const RULE = 'app-to-seed-only-through-its-entry';

const FILES: Record<string, string> = {
  'src/seed/seed.ts': 'export const seed = 1;\n',
  'src/seed/seed-empty-database.ts': "import { seed } from './seed';\nexport const seedEmptyDatabase = seed;\n",
  'src/server/start.ts':
    "export async function main() {\n  await import('../seed/seed-empty-database');\n  await import('../seed/seed');\n}\n",
  'src/server/app.ts': "import { seed } from '../seed/seed';\nexport const app = seed;\n",
};

let root: string;
let violations: Array<{ rule: string; from: string; to: string }>;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'app-seed-rule-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const previous = process.cwd();
  process.chdir(root); // dependency-cruiser reports and matches paths relative to the working directory
  try {
    const result = await cruise(['src'], { ruleSet: { forbidden: config.forbidden } as never, validate: true });
    const output = result.output as { summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> } };
    violations = output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
  } finally {
    process.chdir(previous);
  }
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the app and the seed', () => {
  it('refuses the app importing the seed other than through its entry, dynamically or statically', () => {
    expect(violations).toContainEqual({ rule: RULE, from: 'src/server/start.ts', to: 'src/seed/seed.ts' });
    expect(violations).toContainEqual({ rule: RULE, from: 'src/server/app.ts', to: 'src/seed/seed.ts' });
  });

  it('lets start.ts import the entry', () => {
    expect(violations.filter((v) => v.to === 'src/seed/seed-empty-database.ts')).toEqual([]);
  });
});
