import { and, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type UserRole, users } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { notFound } from '../errors/domain-error';
import type { SessionInvalidation } from './session-cache';

export interface GrantUserRoleInput {
  brand: BrandId;
  email: string;
  role: UserRole;
  /** The operator granting it; null for a command run on the server (src/seed/cli.ts grant-role). */
  actorId: string | null;
}

/**
 * Gives a member of the brand a role (MEMBER takes an operator's role away), audited in the same transaction. Sessions
 * carry the user row, so the session cache forgets the user after the commit and the very next request has the new
 * role. Returns the role the user had; granting the role they already have writes nothing.
 */
export async function grantUserRole(
  db: Db,
  sessionCache: SessionInvalidation,
  input: GrantUserRoleInput,
): Promise<{ userId: string; previousRole: UserRole }> {
  const result = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.brand, input.brand), eq(users.email, input.email.trim().toLowerCase())))
      .for('update')
      .limit(1);
    if (!user) throw notFound('회원을 찾을 수 없습니다.');
    if (user.role === input.role) return { userId: user.id, previousRole: user.role, changed: false };
    await tx.update(users).set({ role: input.role, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    await recordAuditEvent(tx, {
      brand: input.brand,
      actorId: input.actorId,
      action: 'user.role.change',
      resourceType: 'user',
      resourceId: user.id,
      before: { role: user.role },
      after: { role: input.role },
    });
    return { userId: user.id, previousRole: user.role, changed: true };
  });
  if (result.changed) await sessionCache.forgetUser(result.userId);
  return { userId: result.userId, previousRole: result.previousRole };
}
