import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';
import type { AuditAction } from '../../contracts/audit-actions';

// The codes and their Korean labels are one table in the contract, so the console's log can word every code recorded.
export type { AuditAction } from '../../contracts/audit-actions';

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
