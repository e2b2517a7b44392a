import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { userConsents } from '../../db/schema';
import { findCurrentLegalVersions } from '../legal-documents/find-current-legal-versions';
import { getMarketingConsent } from './get-marketing-consent';

/**
 * The member changes their 마케팅 정보 수신 choice: a new row with the version of the text in force, so the history
 * of opt-ins and withdrawals stays (each with its time), and the latest row is the choice.
 */
export async function updateMarketingConsent(
  db: Db,
  input: { userId: string; brand: BrandId; agreed: boolean },
): Promise<{ agreed: boolean; at: string | null }> {
  const versions = await findCurrentLegalVersions(db, input.brand);
  await db.insert(userConsents).values({
    userId: input.userId,
    brand: input.brand,
    kind: 'MARKETING',
    documentVersion: versions.MARKETING,
    agreed: input.agreed,
  });
  return getMarketingConsent(db, input.userId);
}
