/**
 * Applications on the portal GraphQL: the page sizes the server's argument parser defaults to and bounds, and the
 * web's lists ask for. Plain values without typebox, so the browser imports them as values
 * (.dependency-cruiser.cjs, VALUE_CONTRACTS).
 */

/** A posting's applicants (the company's list) and the member's own applications, per page unless asked. */
export const APPLICANTS_PAGE_SIZE = 20;
export const MY_APPLICATIONS_PAGE_SIZE = 20;
export const APPLICATIONS_MAX_PAGE_SIZE = 50;
