import { findCategory } from '../../config/brands';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type Exam, exams } from '../../db/schema';
import { type InfoRoom, openInfoRoom } from '../community/open-info-room';
import { findExamTypes } from './find-exam-types';
import type { ExamFields } from './validate-exam-input';

/**
 * The information room of an exam type's category: the one the brand's config names (the demo content's exams use the
 * same boards), or for a category the config does not know, a room named after it.
 */
async function infoRoomOf(db: Db, brand: BrandId, examTypeId: number): Promise<InfoRoom> {
  const category = (await findExamTypes(db, brand)).topLevelOf(examTypeId);
  if (!category) throw new Error(`exam type ${examTypeId} is not of brand ${brand}`);
  const configured = category.slug ? findCategory(brand, category.slug)?.infoRoom : undefined;
  return configured ?? { slug: `exam-type-${category.id}`, title: `${category.name} 정보방`, description: '' };
}

/**
 * Inserts a new draft exam with its 시험 정보방: the board the fields name, or else its category's room, made now if
 * the category has none yet, so the exam page's posts and a taker's like or submit find a board. The one way an exam
 * is made, by hand (createExam) and by import (importExamPaper); call it in their transaction, with the exam type
 * already checked to be the brand's. `boardCreated`: the community's menus changed (make its cached reads stale).
 */
export async function insertDraftExam(
  tx: Db,
  input: { brand: BrandId; examTypeId: number; fields: ExamFields },
): Promise<{ exam: Exam; boardCreated: boolean }> {
  let communityBoardSlug = input.fields.communityBoardSlug;
  let boardCreated = false;
  if (!communityBoardSlug) {
    const room = await openInfoRoom(tx, input.brand, await infoRoomOf(tx, input.brand, input.examTypeId));
    communityBoardSlug = room.slug;
    boardCreated = room.created;
  }
  const [exam] = await tx
    .insert(exams)
    .values({ brand: input.brand, examTypeId: input.examTypeId, ...input.fields, communityBoardSlug, publishedAt: null })
    .returning();
  return { exam: exam!, boardCreated };
}
