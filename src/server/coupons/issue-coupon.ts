import { and, eq, inArray, sql } from 'drizzle-orm';
import { checkIssueEmails, parseIssueEmails } from '../../config/coupon-rule';
import type { BrandId } from '../../config/hosts';
import type { IssueCouponReport } from '../../contracts/console-coupons';
import type { Db } from '../../db/client';
import { memberCoupons, shopCoupons, users } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { conflict, invalid } from '../errors/domain-error';
import { requireShop } from './coupon-policy';
import { couponNotFoundForConsole } from './end-coupon';

export const couponEnded = () => conflict('종료된 쿠폰은 발급할 수 없습니다.', 'COUPON_ENDED');

/**
 * 회원에게 발급 (ADR 33): the coupon goes to every member of the brand named by email, in one transaction with one
 * audit row for the batch. The report says who got it now, who already held it (the unique (coupon, member) decides,
 * so a repeated batch or a member who registered the code meanwhile is "already held", never an error) and which
 * emails are no member of this brand. An ended coupon is refused (409): the member could never use it.
 */
export async function issueCoupon(
  db: Db,
  input: { brand: BrandId; couponId: number; actorId: string | null; emails: string[]; now?: Date },
): Promise<IssueCouponReport> {
  requireShop(input.brand);
  const now = input.now ?? new Date();
  const emails = parseIssueEmails(input.emails.join('\n'));
  const check = checkIssueEmails(emails);
  if (!check.ok) throw invalid(check.message);
  return db.transaction(async (tx) => {
    // Locks the coupon so an early end cannot slip between the check and the issue.
    const [coupon] = await tx
      .select()
      .from(shopCoupons)
      .where(and(eq(shopCoupons.brand, input.brand), eq(shopCoupons.id, input.couponId)))
      .for('update')
      .limit(1);
    if (!coupon) throw couponNotFoundForConsole();
    if (coupon.validUntil.getTime() <= now.getTime()) throw couponEnded();

    const members = await tx
      .select({ id: users.id, email: sql<string>`lower(${users.email})` })
      .from(users)
      .where(and(eq(users.brand, input.brand), inArray(sql`lower(${users.email})`, emails)));
    const byEmail = new Map(members.map((m) => [m.email, m.id]));
    const created = members.length
      ? await tx
          .insert(memberCoupons)
          .values(members.map((m) => ({ brand: input.brand, couponId: coupon.id, userId: m.id, issuedAt: now })))
          .onConflictDoNothing()
          .returning({ userId: memberCoupons.userId })
      : [];
    const got = new Set(created.map((c) => c.userId));
    const report: IssueCouponReport = { couponId: coupon.id, issued: [], alreadyHeld: [], unknown: [] };
    for (const email of emails) {
      const id = byEmail.get(email);
      if (id === undefined) report.unknown.push(email);
      else if (got.has(id)) report.issued.push(email);
      else report.alreadyHeld.push(email);
    }
    if (report.issued.length > 0) {
      await recordAuditEvent(tx, {
        brand: input.brand,
        actorId: input.actorId,
        action: 'coupon.issue',
        resourceType: 'coupon',
        resourceId: coupon.id,
        before: null,
        after: { issuedCount: report.issued.length, alreadyHeldCount: report.alreadyHeld.length, unknownCount: report.unknown.length },
      });
    }
    return report;
  });
}
