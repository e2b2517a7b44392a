import type { Db } from '../../db/client';
import { type EntitlementSource, examEntitlements } from '../../db/schema';

export interface CreateEntitlementInput {
  userId: string;
  examIdx: number;
  source: EntitlementSource;
  orderNo?: string | null;
  grantedAt?: Date;
}

/** Grants a paid exam to a member (a shop order or staff); granting twice keeps the first grant. */
export async function createExamEntitlement(db: Db, input: CreateEntitlementInput): Promise<void> {
  await db
    .insert(examEntitlements)
    .values({
      userId: input.userId,
      examId: input.examIdx,
      source: input.source,
      orderNo: input.orderNo ?? null,
      ...(input.grantedAt ? { grantedAt: input.grantedAt } : {}),
    })
    .onConflictDoNothing();
}
