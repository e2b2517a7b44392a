import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every repository path a doc names must exist, so a moved or deleted file shows up here instead of misleading the
// next reader. A path is a code span or a link target that starts with one of the repository's top folders, or a
// root file's name; link targets are relative to their doc, code spans to the repository root.

const ROOT = path.resolve(__dirname, '../..');

const TOP_FOLDERS = ['src', 'pages', 'e2e', 'bench', 'scripts', 'docs', 'drizzle', 'patches', 'public'];

// Bare names that can only mean a file at the root. Other bare names (`records.ts`) are named relative to the
// folder the sentence is about, which this test cannot know.
const ROOT_FILE = new RegExp(
  [
    String.raw`\.(?:env[\w.-]*|gitignore|dependency-cruiser[\w.-]*|ci(?:/[\w./-]*)?)`, // .env.example, .ci/run
    String.raw`[\w-]+\.config\.(?:ts|js|cjs|mjs)`, // next.config.ts, sentry.server.config.ts
    String.raw`proxy(?:\.test)?\.ts`,
    String.raw`instrumentation(?:-client)?\.ts`,
    String.raw`package(?:-lock)?\.json`,
    String.raw`tsconfig\.json`,
    String.raw`[A-Z][A-Z_]+\.md`, // README.md, CODE_STYLE.md
  ]
    .map((pattern) => `^(?:${pattern})$`)
    .join('|'),
);

// Paths a doc names because they do not exist (what stays empty, what a file was called before).
const NAMED_AS_ABSENT = new Set([
  'docs/decisions/0001-fastify-front-door.md: pages/api', // "`pages/api` stays empty"
  'docs/decisions/0038-compile-hints.md: next.config.js', // "`next.config.js` became `next.config.ts`"
]);

function docsToScan(): string[] {
  const docs = ['README.md', 'CODE_STYLE.md'].filter((file) => existsSync(path.join(ROOT, file)));
  const walk = (folder: string): void => {
    for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) docs.push(relative);
    }
  };
  walk('docs');
  return docs;
}

/** `a/{b,c}/d` → `a/b/d`, `a/c/d` (one level of braces, as the docs write them). */
function expandBraces(candidate: string): string[] {
  const match = /\{([^{}]*)\}/.exec(candidate);
  if (!match) return [candidate];
  const [whole, inner = ''] = match;
  return inner.split(',').flatMap((part) => expandBraces(candidate.replace(whole, part)));
}

function isPlaceholder(candidate: string): boolean {
  // Globs, <site>-style placeholders, elided parts and URL patterns name no one file.
  return /[*<>…|?$]/.test(candidate) || candidate.includes('...');
}

function cleaned(raw: string): string {
  return raw
    .trim()
    .replace(/#.*$/, '') // an anchor in the file
    .replace(/:\d+(?::\d+)?$/, '') // a line number
    .replace(/^\.\//, '');
}

function looksLikeRepoPath(candidate: string): boolean {
  if (ROOT_FILE.test(candidate)) return true;
  const first = candidate.split('/')[0] ?? '';
  return candidate.includes('/') && TOP_FOLDERS.includes(first);
}

interface PathMention {
  doc: string;
  path: string;
}

/** The repository paths one doc names, each resolved from the repository root. */
function pathsIn(doc: string, text: string): PathMention[] {
  const mentions: PathMention[] = [];
  const withoutFences = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

  for (const [, span = ''] of withoutFences.matchAll(/`([^`\n]+)`/g)) {
    const candidate = cleaned(span);
    if (/\s/.test(candidate) || isPlaceholder(candidate)) continue;
    for (const expanded of expandBraces(candidate)) {
      if (looksLikeRepoPath(expanded)) mentions.push({ doc, path: path.posix.normalize(expanded) });
    }
  }

  for (const [, target = ''] of withoutFences.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('/')) continue;
    const candidate = cleaned(decodeURI(target));
    if (candidate === '' || isPlaceholder(candidate)) continue;
    mentions.push({ doc, path: path.posix.normalize(path.posix.join(path.posix.dirname(doc), candidate)) });
  }
  return mentions;
}

describe('paths named in the docs', () => {
  const docs = docsToScan();
  const mentions = docs.flatMap((doc) => pathsIn(doc, readFileSync(path.join(ROOT, doc), 'utf8')));

  it('reads the README, the code style and every doc under docs/', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/ARCHITECTURE.md');
    expect(mentions.length).toBeGreaterThan(100);
  });

  it('names only files and folders that exist', () => {
    const missing = mentions
      .filter((mention) => !existsSync(path.join(ROOT, mention.path)))
      .map((mention) => `${mention.doc}: ${mention.path}`)
      .filter((mention) => !NAMED_AS_ABSENT.has(mention));
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe('pathsIn', () => {
  it('takes code spans from the root and links from the doc', () => {
    const text = 'See `src/server/app.ts`, `proxy.ts` and [the ADRs](decisions/README.md).';
    expect(pathsIn('docs/ARCHITECTURE.md', text).map((mention) => mention.path)).toEqual([
      'src/server/app.ts',
      'proxy.ts',
      'docs/decisions/README.md',
    ]);
  });

  it('expands braces and skips placeholders, globs, commands, URLs and fenced blocks', () => {
    const text = [
      '`src/server/{jobs,http}/` `src/web/<site>/` `e2e/*.spec.ts` `npm run bench` `records.ts`',
      '[site](http://localhost:3000) `/apiV2/exams` `pages/_sites/cbt/[brand]/…`',
      '```sh',
      '`src/not-checked.ts`',
      '```',
    ].join('\n');
    expect(pathsIn('README.md', text).map((mention) => mention.path)).toEqual(['src/server/jobs/', 'src/server/http/']);
  });
});
