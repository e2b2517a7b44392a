/**
 * A member's profile on the portal GraphQL: what the member types to confirm deleting their account, which the server
 * checks and the web's form asks for. Plain values without typebox, so the browser imports them as values
 * (.dependency-cruiser.cjs, VALUE_CONTRACTS).
 */

/** What the member types to confirm deleting their account. */
export const DELETE_CONFIRM_PHRASE = '탈퇴합니다';
