import { and, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type CareerSpec, careerSpecs, users } from '../../db/schema';
import { CAREER_SPEC_MAX_PER_SECTION } from '../../contracts/career-specs';
import { CAREER_SPEC_SECTION_LABELS, type CareerSpecEntry } from './career-spec-arguments';
import { careerSpecErrors } from './career-spec-errors';
import type { CareerSpecOwner } from './career-spec-policy';
import { checkCareerSpecLinks } from './check-career-spec-links';

/**
 * Adds a checked entry (career-spec-arguments.ts) to the member's section, at most CAREER_SPEC_MAX_PER_SECTION per
 * section. The member's row is locked while the section is counted, so two adds racing from two tabs cannot both
 * slip under the bound.
 */
export async function addCareerSpec(
  db: Db,
  input: { brand: BrandId; owner: CareerSpecOwner; entry: CareerSpecEntry },
): Promise<CareerSpec> {
  const entry = await checkCareerSpecLinks(db, { brand: input.brand, userId: input.owner.userId, entry: input.entry });
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.owner.userId)).for('no key update');
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(careerSpecs)
      .where(and(eq(careerSpecs.userId, input.owner.userId), eq(careerSpecs.section, entry.section)));
    if ((counted?.n ?? 0) >= CAREER_SPEC_MAX_PER_SECTION) {
      throw careerSpecErrors.tooMany(CAREER_SPEC_SECTION_LABELS[entry.section], CAREER_SPEC_MAX_PER_SECTION);
    }
    const [row] = await tx
      .insert(careerSpecs)
      .values({ userId: input.owner.userId, section: entry.section, data: { ...entry.data }, postingId: entry.postingId })
      .returning();
    return row!;
  });
}
