/** The comment columns every read selects (the author's display names joined in), and the replies of a page. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portalComments, users } from '../../db/schema';
import type { PortalCommentRow } from './portal-comment-presenter';

export const portalCommentRowColumns = {
  id: portalComments.id,
  parentId: portalComments.parentId,
  userId: portalComments.userId,
  body: portalComments.body,
  createdAt: portalComments.createdAt,
  updatedAt: portalComments.updatedAt,
  deletedAt: portalComments.deletedAt,
  authorNickname: users.nickname,
  authorUsername: users.username,
  authorDeletedAt: users.deletedAt,
};

export const commentAuthorJoin = eq(users.id, portalComments.userId);

/** The standing replies of the given comments, oldest first, grouped by parent. */
export async function findRepliesOf(db: Db, parentIds: number[]): Promise<Map<number, PortalCommentRow[]>> {
  const byParent = new Map<number, PortalCommentRow[]>();
  if (parentIds.length === 0) return byParent;
  const rows = await db
    .select(portalCommentRowColumns)
    .from(portalComments)
    .innerJoin(users, commentAuthorJoin)
    .where(and(inArray(portalComments.parentId, parentIds), isNull(portalComments.deletedAt)))
    .orderBy(asc(portalComments.createdAt), asc(portalComments.id));
  for (const row of rows) {
    const list = byParent.get(row.parentId!) ?? [];
    list.push(row);
    byParent.set(row.parentId!, list);
  }
  return byParent;
}
