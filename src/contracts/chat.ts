/**
 * Chat rooms on the portal GraphQL: the longest message, as the server's send keeps it and the chat frame's composer
 * stops at. Plain values without typebox, so the browser imports them as values (.dependency-cruiser.cjs,
 * VALUE_CONTRACTS).
 */

/** A message's body once trimmed (characters, code points). */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
