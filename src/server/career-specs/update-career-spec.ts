import { and, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type CareerSpec, careerSpecs } from '../../db/schema';
import type { CareerSpecEntry } from './career-spec-arguments';
import { careerSpecErrors } from './career-spec-errors';
import { assertOwnsCareerSpec, type CareerSpecOwner } from './career-spec-policy';
import { checkCareerSpecLinks } from './check-career-spec-links';

/**
 * Replaces an entry's fields with a checked entry of the same section. Another member's entry, or one deleted
 * meanwhile, is a 404 (career-spec-policy.ts); the update itself is scoped to the owner too.
 */
export async function updateCareerSpec(
  db: Db,
  input: { brand: BrandId; owner: CareerSpecOwner; id: string; entry: CareerSpecEntry },
): Promise<CareerSpec> {
  const [found] = await db
    .select({ userId: careerSpecs.userId, section: careerSpecs.section, postingId: careerSpecs.postingId })
    .from(careerSpecs)
    .where(eq(careerSpecs.id, input.id));
  assertOwnsCareerSpec(input.owner, found);
  if (found!.section !== input.entry.section) throw careerSpecErrors.sectionMismatch();
  const entry = await checkCareerSpecLinks(db, {
    brand: input.brand,
    userId: input.owner.userId,
    entry: input.entry,
    linkedPostingId: found!.postingId,
  });
  const [row] = await db
    .update(careerSpecs)
    .set({ data: { ...entry.data }, postingId: entry.postingId, updatedAt: sql`now()` })
    .where(and(eq(careerSpecs.id, input.id), eq(careerSpecs.userId, input.owner.userId)))
    .returning();
  if (!row) throw careerSpecErrors.notFound();
  return row;
}
