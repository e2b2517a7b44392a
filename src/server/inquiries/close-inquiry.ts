import { and, eq } from 'drizzle-orm';
import type { InquiryChangeResult } from '../../contracts/inquiries';
import type { Db } from '../../db/client';
import { inquiries } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { inquiryErrors } from './inquiry-errors';
import type { InquiryOperator } from './inquiry-policy';

/**
 * An ADMIN closes an inquiry of their brand (ADR 30): answered or not (spam, a duplicate, settled by
 * phone), it leaves the open queue; an answer it has stays readable by the member. Audited (`inquiry.close`) in the
 * same transaction; closing a closed inquiry changes nothing and writes nothing.
 */
export async function closeInquiry(
  db: Db,
  input: { operator: InquiryOperator; inquiryId: string; now?: Date },
): Promise<InquiryChangeResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.id, input.inquiryId), eq(inquiries.brand, input.operator.brand)))
      .for('update');
    if (!found) throw inquiryErrors.notFound();
    if (found.status === 'CLOSED') return { id: found.id, status: 'CLOSED' as const, changed: false };
    await tx.update(inquiries).set({ status: 'CLOSED', closedAt: now }).where(eq(inquiries.id, found.id));
    await recordAuditEvent(tx, {
      brand: found.brand,
      actorId: input.operator.actorId,
      action: 'inquiry.close',
      resourceType: 'inquiry',
      resourceId: found.id,
      before: { status: found.status },
      after: { status: 'CLOSED', closedAt: now.toISOString() },
    });
    return { id: found.id, status: 'CLOSED' as const, changed: true };
  });
}
