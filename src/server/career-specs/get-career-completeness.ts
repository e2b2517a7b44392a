import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CareerSpecSection, careerSpecs, users } from '../../db/schema';
import { type CareerBasics, type CareerCompleteness, careerCompleteness } from './career-completeness';
import type { CareerSpecOwner } from './career-spec-policy';

export interface CareerOverview {
  basics: CareerBasics & { email: string; username: string };
  counts: Record<CareerSpecSection, number>;
  completeness: CareerCompleteness;
}

/**
 * The overview of 스펙 관리: the member's profile basics as stored now (read from the table, not the session's cached
 * row, so a change on /profile shows at once), their entries per section, and the completeness those make.
 */
export async function getCareerCompleteness(db: Db, owner: CareerSpecOwner): Promise<CareerOverview> {
  const [user] = await db
    .select({
      email: users.email,
      username: users.username,
      name: users.name,
      phone: users.phone,
      birthYear: users.birthYear,
      school: users.school,
      major: users.major,
    })
    .from(users)
    .where(eq(users.id, owner.userId));
  const rows = await db
    .select({ section: careerSpecs.section, n: sql<number>`count(*)::int` })
    .from(careerSpecs)
    .where(eq(careerSpecs.userId, owner.userId))
    .groupBy(careerSpecs.section);
  const counts: Record<CareerSpecSection, number> = { EDUCATION: 0, LANGUAGE: 0, CERTIFICATE: 0, AWARD: 0, ACTIVITY: 0 };
  for (const row of rows) counts[row.section] = row.n;
  const basics = user ?? { email: '', username: '', name: null, phone: null, birthYear: null, school: null, major: null };
  return { basics, counts, completeness: careerCompleteness(basics, counts) };
}
