import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, auditActionLabel } from './audit-actions';

const SERVER = path.resolve(__dirname, '../server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every `<resource>.<verb>` literal on an `action` line of a server file that writes audit rows. */
function recordedCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const file of sourceFiles(SERVER)) {
    const text = readFileSync(file, 'utf8');
    if (!/recordAuditEvent|AuditAction/.test(text)) continue;
    for (const line of text.split('\n')) {
      if (!/action/i.test(line)) continue;
      for (const match of line.matchAll(/'([a-z][a-z-]*(?:\.[a-z][a-z-]*)+)'/g)) codes.set(match[1]!, path.relative(SERVER, file));
    }
  }
  return codes;
}

describe('audit action labels', () => {
  it('give every action code a Korean label of its own', () => {
    for (const action of AUDIT_ACTIONS) {
      const label = AUDIT_ACTION_LABELS[action];
      expect(label, action).toMatch(/[가-힣]/);
      expect(label, action).not.toBe(action);
    }
    expect(new Set(Object.values(AUDIT_ACTION_LABELS)).size).toBe(AUDIT_ACTIONS.length);
  });

  it('cover every action code the server records', () => {
    const codes = recordedCodes();
    // The scan finds the writers (a broken pattern would make the next check pass on nothing).
    expect(codes.size).toBeGreaterThanOrEqual(40);
    for (const [code, file] of codes) expect(AUDIT_ACTIONS, `${code} (${file}) has no label`).toContain(code);
  });

  it('word the codes the log showed raw, and leave an unknown code as written', () => {
    expect(auditActionLabel('exam-detail.publish')).toBe('회차 공개');
    expect(auditActionLabel('exam-detail.import')).toBe('회차 가져오기');
    expect(auditActionLabel('bundle.create')).toBe('bundle.create');
    expect(auditActionLabel('toString')).toBe('toString');
  });
});
