import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type BoardView, type ViewOptions, findBoardView } from './community-views';

/** The board of `brand` with this id and its menu, or null when there is none (another brand's board included). */
export function getBoard(db: Db, input: { brand: BrandId; boardId: number } & ViewOptions): Promise<BoardView | null> {
  return findBoardView(db, { brand: input.brand, where: { id: input.boardId }, viewerId: input.viewerId, now: input.now });
}
