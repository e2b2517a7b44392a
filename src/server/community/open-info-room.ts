import { and, eq, max } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { communityBoards, communityMenus } from '../../db/schema';

export interface InfoRoom {
  slug: string;
  title: string;
  description: string;
}

/**
 * An exam category's information room (시험 정보방, ADR 8): a bookmarkable menu with one board of the same slug,
 * where the exam page's embedded posts come from and which a member's like or submit bookmarks. Made when the brand
 * has no board of that slug yet, after its other menus; an existing board (the demo seed's, or one made earlier) is
 * left as it is. `created` says whether the community's menus changed, so the caller makes its cached reads stale
 * after the commit. Call it in the transaction that makes the exam.
 */
export async function openInfoRoom(db: Db, brand: BrandId, room: InfoRoom): Promise<{ slug: string; created: boolean }> {
  const [board] = await db
    .select({ id: communityBoards.id })
    .from(communityBoards)
    .where(and(eq(communityBoards.brand, brand), eq(communityBoards.slug, room.slug)))
    .limit(1);
  if (board) return { slug: room.slug, created: false };

  const [last] = await db.select({ position: max(communityMenus.position) }).from(communityMenus).where(eq(communityMenus.brand, brand));
  await db
    .insert(communityMenus)
    .values({ brand, slug: room.slug, title: room.title, position: (last?.position ?? -1) + 1, isShortcut: false, bookmarkable: true })
    .onConflictDoNothing({ target: [communityMenus.brand, communityMenus.slug] });
  const [menu] = await db
    .select({ id: communityMenus.id })
    .from(communityMenus)
    .where(and(eq(communityMenus.brand, brand), eq(communityMenus.slug, room.slug)));
  // Two operators making the category's first exams at once: the second insert does nothing and both use one board.
  const inserted = await db
    .insert(communityBoards)
    .values({ brand, slug: room.slug, title: room.title, description: room.description, menuId: menu!.id })
    .onConflictDoNothing({ target: [communityBoards.brand, communityBoards.slug] })
    .returning({ id: communityBoards.id });
  return { slug: room.slug, created: inserted.length > 0 };
}
