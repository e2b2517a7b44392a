import { and, eq } from 'drizzle-orm';
import type { CorporateProfile } from '../../contracts/corporate-accounts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../errors/domain-error';
import type { CorporateOwner } from './corporate-account-policy';
import { presentCorporateProfile } from './corporate-approval';

/** The company's own profile on the corporate site (`/profile`, the home's approval state). */
export async function getCorporateProfile(db: Db, owner: CorporateOwner): Promise<CorporateProfile> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, owner.userId), eq(users.brand, owner.brand), eq(users.type, 'CORPORATE')))
    .limit(1);
  if (!user) throw notFound('기업회원 정보를 찾을 수 없습니다.');
  return presentCorporateProfile(user);
}
