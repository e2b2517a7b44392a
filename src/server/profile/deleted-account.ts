/** How a deleted account (/profile 회원 탈퇴) shows where its posts stay, and the address it keeps. */

/** The name every kept post, comment and chat message of a deleted account is signed with. */
export const DELETED_AUTHOR_NAME = '탈퇴한 회원';

/**
 * The address a deleted account keeps: unique (the user's id) and undeliverable (.invalid is reserved, RFC 2606), so
 * the member's own address is free to sign up again at once.
 */
export const deletedAccountEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;
