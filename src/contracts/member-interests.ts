/**
 * A member's interests (posting fields and targets) on the portal GraphQL: how many codes each list holds, as the
 * server's check enforces and the web's choices stop at. Plain values without typebox, so the browser imports them as
 * values (.dependency-cruiser.cjs, VALUE_CONTRACTS).
 */

/** Each list holds at most this many codes (there are 14 fields and 5 targets; more would be a repeated code). */
export const MEMBER_INTERESTS_MAX = 10;
