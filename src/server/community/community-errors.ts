/** Korean errors of the community GraphQL (docs/CONTRACTS.md "Community"). */
import { DomainError } from '../errors/domain-error';

export const communityErrors = {
  /** Not `/community/<slug>`, nor that path on one of the brand's community hosts. */
  invalidUri: () => new DomainError('invalid', 'INVALID_URI', '게시판 주소가 올바르지 않습니다.'),
  /** page below 1, or pageSize outside 1..50. */
  invalidPage: () => new DomainError('invalid', 'INVALID_PAGE', '페이지 값이 올바르지 않습니다.'),
  invalidBoardSlug: () => new DomainError('invalid', 'INVALID_BOARD_SLUG', '게시판 식별자가 올바르지 않습니다.'),
  invalidBoardId: () => new DomainError('invalid', 'INVALID_ID', '게시판 번호가 올바르지 않습니다.'),
  invalidPostId: () => new DomainError('invalid', 'INVALID_POST_ID', '게시글 번호가 올바르지 않습니다.'),
  invalidMenuId: () => new DomainError('invalid', 'INVALID_ID', '메뉴 번호가 올바르지 않습니다.'),
  /** No board of that slug in the brand's community (another brand's board included). */
  boardNotFound: () => new DomainError('not-found', 'BOARD_NOT_FOUND', '게시판을 찾을 수 없습니다.'),
  /** No post of that id in the brand's community (another brand's post included). */
  postNotFound: () => new DomainError('not-found', 'POST_NOT_FOUND', '게시글을 찾을 수 없습니다.'),
  tooManyComments: () =>
    new DomainError('too-many', 'TOO_MANY_REQUESTS', '댓글을 너무 자주 쓰고 있습니다. 잠시 후 다시 시도해주세요.'),
  menuNotFound: () => new DomainError('not-found', 'MENU_NOT_FOUND', '메뉴를 찾을 수 없습니다.'),
  menuNotBookmarkable: () => new DomainError('invalid', 'MENU_NOT_BOOKMARKABLE', '즐겨찾기할 수 없는 메뉴입니다.'),
  tooManyBookmarks: () =>
    new DomainError('too-many', 'TOO_MANY_REQUESTS', '즐겨찾기 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
};
