/**
 * A member's notifications on the portal GraphQL: the page sizes and the most ids one "mark these read" call takes, as
 * the server's argument parser enforces them and the web's list asks. Plain values without typebox, so the browser
 * imports them as values (.dependency-cruiser.cjs, VALUE_CONTRACTS).
 */

export const NOTIFICATIONS_DEFAULT_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;
/** One "mark these read" call; the page never shows more than a page of 50. */
export const NOTIFICATIONS_MAX_IDS = 100;
