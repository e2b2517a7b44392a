import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';

/** What operators (and server commands) change, as `<resource>.<verb>`. */
export type AuditAction =
  | 'exam.create'
  | 'exam.update'
  | 'exam.publish'
  | 'exam.unpublish'
  | 'exam-detail.create'
  | 'exam-detail.update'
  | 'exam-detail.import'
  | 'exam-detail.publish'
  | 'exam-detail.unpublish'
  | 'problem.create'
  | 'problem.update'
  | 'problem.rescore'
  | 'passage.create'
  | 'passage.update'
  | 'passage.delete'
  | 'exam-type.create'
  | 'exam-type.update'
  | 'exam-type.delete'
  | 'user.role.change'
  | 'user.corporate.approve'
  | 'user.corporate.reject'
  | 'user.corporate.business-number.change'
  | 'community-post.hide'
  | 'community-post.restore'
  | 'community-post.pin'
  | 'community-post.unpin'
  | 'community-comment.hide'
  | 'community-comment.restore'
  | 'community-post.dismiss-reports'
  | 'community-comment.dismiss-reports'
  | 'channel.deactivate'
  | 'channel.reactivate'
  | 'posting.approve'
  | 'posting.reject'
  | 'posting.update'
  | 'posting.close'
  | 'order.mark-paid'
  | 'order.cancel'
  | 'order.request-refund'
  | 'order.mark-refunded'
  | 'inquiry.answer'
  | 'inquiry.close'
  | 'coupon.create'
  | 'coupon.end'
  | 'coupon.issue'
  | 'error-report.resolve'
  | 'error-report.dismiss'
  | 'faq-entry.create'
  | 'faq-entry.update'
  | 'faq-entry.move'
  | 'faq-entry.delete'
  | 'legal-document.create'
  | 'legal-document.update'
  | 'legal-document.publish';

export type AuditResourceType =
  | 'exam'
  | 'exam-type'
  | 'exam-detail'
  | 'passage'
  | 'problem'
  | 'user'
  | 'community-post'
  | 'community-comment'
  | 'channel'
  | 'posting'
  | 'order'
  | 'inquiry'
  | 'coupon'
  | 'problem-error-report'
  | 'faq-entry'
  | 'legal-document';

export interface AuditEventInput {
  brand: BrandId;
  /** The operator who made the change; null for a command run on the server. */
  actorId: string | null;
  action: AuditAction;
  resourceType: AuditResourceType;
  resourceId: string | number;
  /** The resource before the change (null when it was created) and after it, as plain JSON. */
  before: object | null;
  after: object | null;
}

/**
 * Appends one row to the audit log. Call it with the transaction that makes the change, so the change and its row
 * commit together or not at all: a change nobody can account for never happens, and a refused change leaves no row.
 */
export async function recordAuditEvent(tx: Db, event: AuditEventInput): Promise<void> {
  await tx.insert(auditEvents).values({
    brand: event.brand,
    actorId: event.actorId,
    action: event.action,
    resourceType: event.resourceType,
    resourceId: String(event.resourceId),
    before: event.before,
    after: event.after,
  });
}
