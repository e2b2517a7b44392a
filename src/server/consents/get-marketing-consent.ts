import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userConsents } from '../../db/schema';

/** The member's latest 마케팅 정보 수신 answer: not agreed when they never gave one. */
export async function getMarketingConsent(db: Db, userId: string): Promise<{ agreed: boolean; at: string | null }> {
  const [latest] = await db
    .select({ agreed: userConsents.agreed, at: userConsents.at })
    .from(userConsents)
    .where(and(eq(userConsents.userId, userId), eq(userConsents.kind, 'MARKETING')))
    .orderBy(desc(userConsents.id))
    .limit(1);
  return latest ? { agreed: latest.agreed, at: latest.at.toISOString() } : { agreed: false, at: null };
}
