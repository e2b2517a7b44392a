/** Korean errors of the community GraphQL (docs/CONTRACTS.md "Community"). */
import { AppError } from '../http/errors';

export const communityErrors = {
  /** Not `/community/<slug>`, nor that path on one of the brand's community hosts. */
  invalidUri: () => new AppError(400, 'INVALID_URI', '게시판 주소가 올바르지 않습니다.'),
  /** page below 1, or pageSize outside 1..50. */
  invalidPage: () => new AppError(400, 'INVALID_PAGE', '페이지 값이 올바르지 않습니다.'),
  invalidBoardSlug: () => new AppError(400, 'INVALID_BOARD_SLUG', '게시판 식별자가 올바르지 않습니다.'),
  invalidBoardId: () => new AppError(400, 'INVALID_ID', '게시판 번호가 올바르지 않습니다.'),
  invalidMenuId: () => new AppError(400, 'INVALID_ID', '메뉴 번호가 올바르지 않습니다.'),
  /** No board of that slug in the brand's community (another brand's board included). */
  boardNotFound: () => new AppError(404, 'BOARD_NOT_FOUND', '게시판을 찾을 수 없습니다.'),
  menuNotFound: () => new AppError(404, 'MENU_NOT_FOUND', '메뉴를 찾을 수 없습니다.'),
  menuNotBookmarkable: () => new AppError(400, 'MENU_NOT_BOOKMARKABLE', '즐겨찾기할 수 없는 메뉴입니다.'),
  tooManyBookmarks: () =>
    new AppError(429, 'TOO_MANY_REQUESTS', '즐겨찾기 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
};
