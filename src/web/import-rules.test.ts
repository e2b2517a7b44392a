import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules `npm run check:imports` applies, run here over a small tree of made-up files so that a forbidden import
// is shown to fail the check (the real tree has none to show).
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: Array<{ name: string }>;
};

const FILES: Record<string, string> = {
  'src/web/ui/button.ts': 'export const button = 1;\n',
  'src/web/cbt/exam-card.ts': "import { button } from '../ui/button';\nexport const examCard = button;\n",
  'src/web/shop/cart.ts': 'export const cart = 1;\n',
  'src/web/portal/home.ts': "import { examCard } from '../cbt/exam-card';\nexport const home = examCard;\n",
  'src/web/ui/badge.ts': "import { cart } from '../shop/cart';\nexport const badge = cart;\n",
  'pages/_sites/portal/index.ts': "import { cart } from '../../../src/web/shop/cart';\nexport default cart;\n",
  'pages/_sites/chat/index.ts': "import { examCard } from '../../../src/web/cbt/exam-card';\nexport default examCard;\n",
  'src/contracts/auth.ts': 'export const LoginBody = { type: "object" };\n',
  'src/contracts/postings.ts': "import { LoginBody } from './auth';\nexport const POSTINGS_MAX_PAGE_SIZE = LoginBody ? 50 : 0;\n",
  'src/web/ui/page-size.ts':
    "import { POSTINGS_MAX_PAGE_SIZE } from '../../contracts/postings';\nimport { LoginBody } from '../../contracts/auth';\nexport const size = LoginBody ? POSTINGS_MAX_PAGE_SIZE : 0;\n",
  'src/web/ssr/x.ts': 'export const x = 1;\nexport type X = number;\n',
  'src/web/community/board-page.ts': "import { x } from '../ssr/x';\nexport const boardPage = x;\n",
  'src/web/community/board-ssr.ts': "import { x } from '../ssr/x';\nexport const boardServerSideProps = x;\n",
  'src/web/community/board-list.ts': "import { boardServerSideProps } from './board-ssr';\nexport const boardList = boardServerSideProps;\n",
  'src/web/community/board-view.ts': "import type { X } from '../ssr/x';\nexport const boardView = (value: X) => value;\n",
};

let root: string;
let violations: Array<{ rule: string; from: string; to: string }>;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const previous = process.cwd();
  process.chdir(root); // dependency-cruiser reports and matches paths relative to the working directory
  try {
    // As check:imports does: imports read before TypeScript drops them, so a type-only import is seen as one.
    const result = await cruise(['src', 'pages'], {
      ruleSet: { forbidden: config.forbidden } as never,
      validate: true,
      tsPreCompilationDeps: true,
    });
    const output = result.output as { summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> } };
    violations = output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
  } finally {
    process.chdir(previous);
  }
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the web import rules', () => {
  it('refuses a site folder importing another site folder', () => {
    expect(violations).toContainEqual({ rule: 'web-site-not-to-other-site', from: 'src/web/portal/home.ts', to: 'src/web/cbt/exam-card.ts' });
  });

  it('refuses the shared floor importing a site folder', () => {
    expect(violations).toContainEqual({ rule: 'web-floor-not-to-site', from: 'src/web/ui/badge.ts', to: 'src/web/shop/cart.ts' });
  });

  it("refuses a site's pages importing another site's folder, the chat site included", () => {
    expect(violations).toContainEqual({ rule: 'web-page-not-to-other-site', from: 'pages/_sites/portal/index.ts', to: 'src/web/shop/cart.ts' });
    expect(violations).toContainEqual({
      rule: 'web-chat-page-not-to-other-site',
      from: 'pages/_sites/chat/index.ts',
      to: 'src/web/cbt/exam-card.ts',
    });
  });

  it('lets the web import a value contract as a value, a typebox contract only as a type', () => {
    const fromPageSize = violations.filter((v) => v.from === 'src/web/ui/page-size.ts');
    expect(fromPageSize).toEqual([{ rule: 'web-imports-contract-types-only', from: 'src/web/ui/page-size.ts', to: 'src/contracts/auth.ts' }]);
  });

  it('refuses a value contract importing a typebox contract', () => {
    expect(violations).toContainEqual({ rule: 'value-contracts-not-to-typebox', from: 'src/contracts/postings.ts', to: 'src/contracts/auth.ts' });
  });

  it('refuses a component module importing server-render code, which would put it in the browser bundle', () => {
    expect(violations).toContainEqual({
      rule: 'web-server-render-only-from-pages',
      from: 'src/web/community/board-page.ts',
      to: 'src/web/ssr/x.ts',
    });
    expect(violations).toContainEqual({
      rule: 'web-server-render-only-from-pages',
      from: 'src/web/community/board-list.ts',
      to: 'src/web/community/board-ssr.ts',
    });
  });

  it('lets a server-render module import server-render code, and any module import its types', () => {
    expect(violations.filter((v) => v.from === 'src/web/community/board-ssr.ts')).toEqual([]);
    expect(violations.filter((v) => v.from === 'src/web/community/board-view.ts')).toEqual([]);
  });

  it('lets a site import the floor', () => {
    expect(violations.filter((v) => v.from === 'src/web/cbt/exam-card.ts')).toEqual([]);
  });
});
