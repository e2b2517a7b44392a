/** Data both benches start from: the demo seed, simulated takers with sessions, and one free brand A paper. */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { examDetails, exams, problems, users } from '../src/db/schema';
import { seed } from '../src/seed/seed';
import { createSession } from '../src/server/accounts/create-session';
import { hashPassword } from '../src/server/accounts/password';

export interface BenchTakers {
  takers: Array<{ id: string; brand: 'a' | 'b' }>;
  /** Cookie header value of each taker's session, in the same order. */
  cookies: string[];
  paperId: number;
  /** The paper's problem ids in order. */
  problemIds: number[];
}

export async function seedBenchTakers(db: Db, count: number, emailPrefix: string): Promise<BenchTakers> {
  await seed(db);
  // One shared password hash: hashing a thousand passwords would only measure argon2.
  const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
  const takers = await db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ brand: 'a' as const, email: `${emailPrefix}${i}@bench.kr`, username: `응시자${i}`, type: 'NORMAL' as const, passwordHash })))
    .returning({ id: users.id, brand: users.brand });
  const cookies: string[] = [];
  for (const taker of takers) cookies.push(`accessToken=${(await createSession(db, taker, { ttlDays: 1 })).token}`);
  const [paper] = await db
    .select({ id: examDetails.id })
    .from(examDetails)
    .innerJoin(exams, eq(exams.id, examDetails.examId))
    .where(and(eq(exams.brand, 'a'), eq(exams.isFree, true)))
    .orderBy(asc(examDetails.id))
    .limit(1);
  if (!paper) throw new Error('seed has no brand A paper');
  const rows = await db.select({ id: problems.id }).from(problems).where(eq(problems.examDetailId, paper.id)).orderBy(asc(problems.number));
  if (rows.length === 0) throw new Error(`paper ${paper.id} has no problems`);
  return { takers, cookies, paperId: paper.id, problemIds: rows.map((row) => row.id) };
}
