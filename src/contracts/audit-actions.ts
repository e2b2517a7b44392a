/**
 * The audit log's action codes (`<resource>.<verb>`, ADR 13) and what each means to an operator, in one table: the
 * server records only these codes (AuditAction is this table's keys) and the console's 감사 로그 words them from it,
 * so a new code cannot be recorded without the Korean label the log shows for it. A plain value module: the
 * browser imports it as a value.
 */
export const AUDIT_ACTION_LABELS = {
  'exam.create': '시험 생성',
  'exam.update': '시험 수정',
  'exam.publish': '시험 공개',
  'exam.unpublish': '시험 비공개',
  'exam-detail.create': '회차 생성',
  'exam-detail.update': '회차 수정',
  'exam-detail.import': '회차 가져오기',
  'exam-detail.publish': '회차 공개',
  'exam-detail.unpublish': '회차 비공개',
  'problem.create': '문제 생성',
  'problem.update': '문제 수정',
  'problem.rescore': '정답 변경 및 재채점',
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
  'order.cancel': '주문 취소',
  'order.request-refund': '환불 요청',
  'order.mark-refunded': '환불 완료',
  'inquiry.answer': '문의 답변',
  'inquiry.close': '문의 종료',
  'coupon.create': '쿠폰 생성',
  'coupon.end': '쿠폰 조기 종료',
  'coupon.issue': '쿠폰 발급',
  'error-report.resolve': '오류 신고 처리',
  'error-report.dismiss': '오류 신고 기각',
  'faq-entry.create': '자주 묻는 질문 등록',
  'faq-entry.update': '자주 묻는 질문 수정',
  'faq-entry.move': '자주 묻는 질문 순서 변경',
  'faq-entry.delete': '자주 묻는 질문 삭제',
  'legal-document.create': '약관 새 버전 등록',
  'legal-document.update': '약관 초안 수정',
  'legal-document.publish': '약관 게시',
} as const satisfies Record<string, string>;

/** What operators (and server commands) change, as `<resource>.<verb>`. */
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** The Korean label of a stored action; a code this build does not know (a row from a newer one) reads as written. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action as AuditAction] : action;
}
