import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerSpecs } from '../../db/schema';
import { careerSpecErrors } from './career-spec-errors';
import { assertOwnsCareerSpec, type CareerSpecOwner } from './career-spec-policy';

/** Deletes one of the member's entries; another member's (or one already deleted) is a 404. */
export async function deleteCareerSpec(db: Db, input: { owner: CareerSpecOwner; id: string }): Promise<{ id: string }> {
  const [found] = await db.select({ userId: careerSpecs.userId }).from(careerSpecs).where(eq(careerSpecs.id, input.id));
  assertOwnsCareerSpec(input.owner, found);
  const deleted = await db
    .delete(careerSpecs)
    .where(and(eq(careerSpecs.id, input.id), eq(careerSpecs.userId, input.owner.userId)))
    .returning({ id: careerSpecs.id });
  if (deleted.length === 0) throw careerSpecErrors.notFound();
  return { id: input.id };
}
