/**
 * Granting a role: the member's very next request has it, although their session was cached; taking it
 * away works the same way; each change is one audit row; the demo seed makes one operator per brand.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema';
import { seed } from '../../seed/seed';
import { createLoggedInUser } from '../../test/factories';
import { BRAND_A_HOST, useTestApp } from '../../test/test-app';
import { grantUserRole } from './grant-user-role';

const t = useTestApp();
const db = () => t.database.db;

const consoleExams = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/apiV2/admin/exams', headers: { host: BRAND_A_HOST, cookie } });

const roleChanges = (userId: string) =>
  db()
    .select({ actorId: auditEvents.actorId, before: auditEvents.before, after: auditEvents.after })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'user.role.change'), eq(auditEvents.resourceId, userId)))
    .orderBy(auditEvents.id);

describe('grantUserRole', () => {
  it('applies to the member’s very next request although the session is cached, both ways', async () => {
    const member = await createLoggedInUser(db());
    // The first request caches the session with the MEMBER row.
    expect((await consoleExams(member.cookie)).statusCode).toBe(403);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);

    const granted = await grantUserRole(db(), t.app.sessionCache, {
      brand: 'a',
      email: member.user.email.toUpperCase(),
      role: 'CONTENT_EDITOR',
      actorId: null,
    });
    expect(granted).toEqual({ userId: member.user.id, previousRole: 'MEMBER' });
    expect((await consoleExams(member.cookie)).statusCode).toBe(200);

    await grantUserRole(db(), t.app.sessionCache, { brand: 'a', email: member.user.email, role: 'MEMBER', actorId: null });
    expect((await consoleExams(member.cookie)).statusCode).toBe(403);

    expect(await roleChanges(member.user.id)).toEqual([
      { actorId: null, before: { role: 'MEMBER' }, after: { role: 'CONTENT_EDITOR' } },
      { actorId: null, before: { role: 'CONTENT_EDITOR' }, after: { role: 'MEMBER' } },
    ]);
  });

  it('writes nothing for the role the member has, and refuses an unknown member or another brand’s', async () => {
    const member = await createLoggedInUser(db(), { brand: 'b' });
    const same = await grantUserRole(db(), t.app.sessionCache, { brand: 'b', email: member.user.email, role: 'MEMBER', actorId: null });
    expect(same.previousRole).toBe('MEMBER');
    expect(await roleChanges(member.user.id)).toEqual([]);
    for (const input of [
      { brand: 'b' as const, email: 'nobody@nursepass.co.kr' },
      { brand: 'a' as const, email: member.user.email },
    ]) {
      await expect(
        grantUserRole(db(), t.app.sessionCache, { ...input, role: 'ADMIN', actorId: null }),
      ).rejects.toMatchObject({ kind: 'not-found', message: '회원을 찾을 수 없습니다.' });
    }
    const [row] = await db().select({ role: users.role }).from(users).where(eq(users.id, member.user.id));
    expect(row!.role).toBe('MEMBER');
  });

  it('is how the demo seed makes its operators, run twice without a second grant', async () => {
    await seed(db());
    await seed(db());
    const operators = await db()
      .select({ id: users.id, brand: users.brand, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.type, 'NORMAL'))
      .then((rows) => rows.filter((row) => row.role !== 'MEMBER' && row.email.match(/@(careerroad\.kr|nursepass\.co\.kr)$/)));
    const byBrandAndEmail = (x: { brand: string; email: string }, y: { brand: string; email: string }) =>
      x.brand.localeCompare(y.brand) || x.email.localeCompare(y.email);
    expect(operators.map(({ brand, email, role }) => ({ brand, email, role })).sort(byBrandAndEmail)).toEqual([
      { brand: 'a', email: 'admin@careerroad.kr', role: 'ADMIN' },
      // Brand B's ADMIN marks bank-transfer orders paid (ADR 27).
      { brand: 'b', email: 'admin@nursepass.co.kr', role: 'ADMIN' },
      { brand: 'b', email: 'editor@nursepass.co.kr', role: 'CONTENT_EDITOR' },
    ]);
    for (const operator of operators) expect(await roleChanges(operator.id)).toHaveLength(1);
  });
});
