import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityMenuBookmarks } from '../../db/schema';
import { communityErrors } from './community-errors';
import { type MenuView, findMenuView } from './community-views';

/**
 * Removes a menu of `brand` from the member's shortcuts; idempotent. Any menu of the brand may be removed, so a menu
 * that stopped being bookmarkable can still leave a member's list. 404 MENU_NOT_FOUND for a menu the brand lacks.
 */
export async function deleteMenuBookmark(
  db: Db,
  input: { brand: BrandId; userId: string; menuId: number; now?: Date },
): Promise<MenuView> {
  const menu = await findMenuView(db, { brand: input.brand, menuId: input.menuId, viewerId: input.userId, now: input.now });
  if (!menu) throw communityErrors.menuNotFound();
  if (menu.viewerHasBookmarked) {
    await db
      .delete(communityMenuBookmarks)
      .where(and(eq(communityMenuBookmarks.userId, input.userId), eq(communityMenuBookmarks.menuId, menu.id)));
  }
  return { ...menu, viewerHasBookmarked: false };
}
