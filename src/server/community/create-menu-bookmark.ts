import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityMenuBookmarks } from '../../db/schema';
import { communityErrors } from './community-errors';
import { type MenuView, findMenuView } from './community-views';

/**
 * Adds a menu of `brand` to the member's shortcuts; idempotent (a second call changes nothing). 404 MENU_NOT_FOUND
 * for a menu the brand does not have, 400 MENU_NOT_BOOKMARKABLE for one members may not bookmark.
 */
export async function createMenuBookmark(
  db: Db,
  input: { brand: BrandId; userId: string; menuId: number; now?: Date },
): Promise<MenuView> {
  const menu = await findMenuView(db, { brand: input.brand, menuId: input.menuId, viewerId: input.userId, now: input.now });
  if (!menu) throw communityErrors.menuNotFound();
  if (!menu.bookmarkable) throw communityErrors.menuNotBookmarkable();
  if (!menu.viewerHasBookmarked) {
    // Concurrent first calls (the like and the submit step) meet at the primary key.
    await db.insert(communityMenuBookmarks).values({ userId: input.userId, menuId: menu.id }).onConflictDoNothing();
  }
  return { ...menu, viewerHasBookmarked: true };
}
