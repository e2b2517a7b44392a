/** What approving and rejecting a corporate sign-up share (approve-corporate-user.ts, reject-corporate-user.ts). */
import { and, eq } from 'drizzle-orm';
import type { CorporateApprovalStatus } from '../../contracts/corporate-accounts';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type User, users } from '../../db/schema';
import { notFound } from '../errors/domain-error';

export const CORPORATE_ACCOUNT_NOT_FOUND_MESSAGE = '기업회원을 찾을 수 없습니다.';

export interface CorporateReviewInput {
  brand: BrandId;
  /** The account by id (the console, the API) or by email (the command). */
  account: { userId: string } | { email: string };
  /** The reviewing ADMIN; null for a command run on the server (src/seed/cli.ts). */
  actorId: string | null;
}

export interface CorporateReviewOutcome {
  userId: string;
  approvalStatus: CorporateApprovalStatus;
  /** False when the account already was in that state: nothing written. */
  changed: boolean;
}

/** The brand's corporate account, locked for the review's transaction; 404 for anyone else (individual, other brand). */
export async function lockCorporateAccount(tx: Db, input: CorporateReviewInput): Promise<User> {
  const which =
    'userId' in input.account ? eq(users.id, input.account.userId) : eq(users.email, input.account.email.trim().toLowerCase());
  const [user] = await tx
    .select()
    .from(users)
    .where(and(which, eq(users.brand, input.brand), eq(users.type, 'CORPORATE')))
    .for('update')
    .limit(1);
  if (!user) throw notFound(CORPORATE_ACCOUNT_NOT_FOUND_MESSAGE);
  return user;
}
