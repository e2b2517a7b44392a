/** Korean errors of the community GraphQL (docs/CONTRACTS.md "Community"). */
import { POST_BODY_MAX_LENGTH, POST_MAX_IMAGES, POST_TITLE_MAX_LENGTH } from '../../contracts/community';
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
  tooManyPosts: () =>
    new DomainError('too-many', 'TOO_MANY_REQUESTS', '글을 너무 자주 쓰고 있습니다. 잠시 후 다시 시도해주세요.'),
  titleBlank: () => new DomainError('invalid', 'POST_TITLE_BLANK', '제목을 입력해주세요.'),
  titleTooLong: () =>
    new DomainError('invalid', 'POST_TITLE_TOO_LONG', `제목은 ${POST_TITLE_MAX_LENGTH}자까지 입력할 수 있습니다.`),
  titleBadCharacters: () =>
    new DomainError('invalid', 'POST_TITLE_BAD_CHARACTERS', '제목에 사용할 수 없는 문자가 포함되어 있습니다.'),
  /** Counted before sanitising (413: the request is refused for its size, like an upload over its limit). */
  bodyTooLarge: () =>
    new DomainError(
      'too-large',
      'POST_BODY_TOO_LARGE',
      `본문이 너무 깁니다. ${POST_BODY_MAX_LENGTH.toLocaleString('en-US')}자 이하로 작성해주세요.`,
    ),
  bodyBadCharacters: () =>
    new DomainError('invalid', 'POST_BODY_BAD_CHARACTERS', '본문에 사용할 수 없는 문자가 포함되어 있습니다.'),
  /** Nothing left once sanitised: no text, no image, no video. */
  bodyBlank: () => new DomainError('invalid', 'POST_BODY_BLANK', '본문을 입력해주세요.'),
  tooManyImages: () =>
    new DomainError('invalid', 'POST_TOO_MANY_IMAGES', `이미지는 글 하나에 ${POST_MAX_IMAGES}개까지 넣을 수 있습니다.`),
  /** An /uploads/<key> the author did not upload (someone else's, unknown, not completed or not an image). */
  foreignUpload: () =>
    new DomainError('invalid', 'POST_UNKNOWN_UPLOAD', '업로드하지 않은 이미지가 포함되어 있습니다.'),
  menuNotFound: () => new DomainError('not-found', 'MENU_NOT_FOUND', '메뉴를 찾을 수 없습니다.'),
  menuNotBookmarkable: () => new DomainError('invalid', 'MENU_NOT_BOOKMARKABLE', '즐겨찾기할 수 없는 메뉴입니다.'),
  tooManyBookmarks: () =>
    new DomainError('too-many', 'TOO_MANY_REQUESTS', '즐겨찾기 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
  tooManySearches: () =>
    new DomainError('too-many', 'TOO_MANY_REQUESTS', '검색을 너무 자주 하고 있습니다. 잠시 후 다시 시도해주세요.'),
};
