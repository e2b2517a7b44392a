/**
 * How the operator console words what the APIs answer (ADR 24): states, report reasons, and the
 * before/after of an audit row as the fields that changed. Pure, so the rules are unit-tested without a page.
 */
import type { CorporateApprovalStatus } from '../api/console-corporate-accounts-api';

export const APPROVAL_STATE_LABELS: Record<CorporateApprovalStatus, string> = {
  PENDING: '승인 대기',
  APPROVED: '승인',
  REJECTED: '반려',
};

// The audit log's actions are worded from the table beside their codes, so every code the server records has a label.
export { auditActionLabel } from '../../contracts/audit-actions';

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** A snapshot's value as one line of text: strings as they are, null and a missing field as "—", the rest as JSON. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}

/**
 * The fields whose value differs between the two snapshots, in the order they first appear (before's, then after's
 * new ones). A created resource (before null) lists every field of after that has a value; a snapshot that is not an object counts
 * as one field named "값".
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const asRecord = (value: unknown): Record<string, unknown> =>
    value === null || value === undefined ? {} : typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { 값: value };
  const from = asRecord(before);
  const to = asRecord(after);
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    // A missing field and null read the same ("—"), so they are no change.
    .filter((field) => JSON.stringify(from[field] ?? null) !== JSON.stringify(to[field] ?? null))
    .map((field) => ({ field, before: auditValueText(from[field]), after: auditValueText(to[field]) }));
}

/** `스팸/광고 3 · 욕설/비하 1`: the reasons of a target's open reports with their counts, in the API's order. */
export function reportReasonsText(reasons: ReadonlyArray<{ reason: string; count: number }>, labels: Readonly<Record<string, string>>): string {
  return reasons.map(({ reason, count }) => `${labels[reason] ?? reason} ${count}`).join(' · ');
}
