/** The community's sentences that name a board or menu, each particle following the name (src/config/korean-particle.ts). */
import { withJosa } from '../../config/korean-particle';

export function menuBookmarkToast(menuTitle: string, bookmarked: boolean): string {
  return bookmarked ? `${withJosa(menuTitle, '을/를')} 즐겨찾기에 추가했어요.` : `${withJosa(menuTitle, '을/를')} 즐겨찾기에서 뺐어요.`;
}
