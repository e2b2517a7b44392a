/**
 * The point of src/contracts: one changed field breaks the type check of the server AND the web. This test renames
 * a field of the ExamSummary contract in memory and type-checks an operation that produces it and a component that
 * reads it; both must fail, and both must pass with the contract as committed.
 */
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const contractFile = path.join(root, 'src/contracts/exams.ts');
const serverFile = path.join(root, 'src/server/exams/get-exam-summaries.ts');
const webFile = path.join(root, 'src/web/cbt/catalogue/exam-card.tsx');
// Ambient declarations the web files rely on (the styled-components theme).
const ambientFiles = [path.join(root, 'src/web/styles/styled.d.ts')];

function compilerOptions(): ts.CompilerOptions {
  const configPath = path.join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath);
  return { ...parsed.options, incremental: false, noEmit: true };
}

/** Semantic errors in `files` when the contract's source is `contractSource`. */
function typeErrors(contractSource: string | undefined, oldProgram?: ts.Program) {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) =>
    contractSource !== undefined && path.resolve(fileName) === contractFile ? contractSource : readFile(fileName);
  const program = ts.createProgram({ rootNames: [serverFile, webFile, ...ambientFiles], options, host, oldProgram });
  const errorsIn = (file: string) =>
    program.getSemanticDiagnostics(program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return { program, server: errorsIn(serverFile), web: errorsIn(webFile) };
}

describe('contracts', () => {
  it('a renamed contract field breaks the type check of the server operation and of the web component', () => {
    const committed = typeErrors(undefined);
    expect(committed.server).toEqual([]);
    expect(committed.web).toEqual([]);

    const source = ts.sys.readFile(contractFile)!;
    const renamed = source.replace('likeCount: Type.Integer()', 'likesCount: Type.Integer()');
    expect(renamed).not.toBe(source);
    const changed = typeErrors(renamed, committed.program);
    expect(changed.server.join('\n')).toMatch(/likeCount|is not assignable/);
    expect(changed.web.join('\n')).toMatch(/likeCount/);
  }, 120_000);
});
