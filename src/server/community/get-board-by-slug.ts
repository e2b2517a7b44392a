import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type BoardView, type ViewOptions, findBoardView } from './community-views';

/** The board of `brand` with this slug (an exam's communityBoardId) and its menu, or null when there is none. */
export function getBoardBySlug(db: Db, input: { brand: BrandId; slug: string } & ViewOptions): Promise<BoardView | null> {
  return findBoardView(db, { brand: input.brand, where: { slug: input.slug }, viewerId: input.viewerId, now: input.now });
}
