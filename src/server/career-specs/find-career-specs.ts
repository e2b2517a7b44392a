import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CareerSpec, type CareerSpecSection, careerSpecs } from '../../db/schema';
import { CAREER_SPEC_MAX_PER_SECTION } from '../../contracts/career-specs';
import type { CareerSpecOwner } from './career-spec-policy';

/**
 * A member's entries of one section, most recent first by the date the entry is about (start month, date taken,
 * acquired or awarded), then newest written. A section holds at most CAREER_SPEC_MAX_PER_SECTION entries, so the
 * whole section is one bounded list.
 */
export async function findCareerSpecs(db: Db, owner: CareerSpecOwner, section: CareerSpecSection): Promise<CareerSpec[]> {
  const when = sql`coalesce(${careerSpecs.data}->>'startMonth', ${careerSpecs.data}->>'takenOn', ${careerSpecs.data}->>'acquiredOn', ${careerSpecs.data}->>'awardedOn')`;
  return db
    .select()
    .from(careerSpecs)
    .where(and(eq(careerSpecs.userId, owner.userId), eq(careerSpecs.section, section)))
    .orderBy(desc(when), desc(careerSpecs.createdAt), desc(careerSpecs.id))
    .limit(CAREER_SPEC_MAX_PER_SECTION);
}
