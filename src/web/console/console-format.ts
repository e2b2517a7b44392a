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

/** What the audit log's actions mean to an operator; an action not listed is shown as written. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'exam.create': '시험 생성',
  'exam.update': '시험 수정',
  'exam.publish': '시험 공개',
  'exam.unpublish': '시험 비공개',
  'exam-detail.create': '회차 생성',
  'exam-detail.update': '회차 수정',
  'problem.create': '문제 생성',
  'problem.update': '문제 수정',
  'passage.create': '지문 생성',
  'passage.update': '지문 수정',
  'passage.delete': '지문 삭제',
  'exam-type.create': '시험 유형 생성',
  'exam-type.update': '시험 유형 수정',
  'exam-type.delete': '시험 유형 삭제',
  'user.role.change': '권한 변경',
  'user.corporate.approve': '기업회원 승인',
  'user.corporate.reject': '기업회원 반려',
  'user.corporate.business-number.change': '사업자등록번호 변경',
  'community-post.hide': '게시글 숨김',
  'community-post.restore': '게시글 복구',
  'community-post.pin': '공지 고정',
  'community-post.unpin': '공지 해제',
  'community-post.dismiss-reports': '게시글 신고 기각',
  'community-comment.hide': '댓글 숨김',
  'community-comment.restore': '댓글 복구',
  'community-comment.dismiss-reports': '댓글 신고 기각',
  'channel.deactivate': '채널 중지',
  'channel.reactivate': '채널 재개',
  'posting.approve': '공고 승인',
  'posting.reject': '공고 반려',
  'posting.update': '공고 수정',
  'posting.close': '공고 조기 마감',
  'order.mark-paid': '입금 확인',
  'inquiry.answer': '문의 답변',
  'inquiry.close': '문의 종료',
  'coupon.create': '쿠폰 생성',
  'coupon.end': '쿠폰 조기 종료',
  'coupon.issue': '쿠폰 발급',
  'faq-entry.create': '자주 묻는 질문 등록',
  'faq-entry.update': '자주 묻는 질문 수정',
  'faq-entry.move': '자주 묻는 질문 순서 변경',
  'faq-entry.delete': '자주 묻는 질문 삭제',
  'legal-document.create': '약관 새 버전 등록',
  'legal-document.update': '약관 초안 수정',
  'legal-document.publish': '약관 게시',
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

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
