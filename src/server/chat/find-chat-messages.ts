import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, users } from '../../db/schema';
import { chatErrors } from './chat-errors';
import { type ChatMessageView, chatMessageViewColumns, toChatMessageView } from './chat-message-view';

export const CHAT_MESSAGES_DEFAULT_PAGE = 30;
export const CHAT_MESSAGES_MAX_PAGE = 100;

/** Paging arguments as the client sends them: message ids as decimal strings, at most one of the two. */
export interface ChatMessagePageArgs {
  before?: string | null;
  after?: string | null;
  first?: number | null;
}

/** Checked paging: `first` in 1..100 (default 30), at most one cursor. */
export interface ChatMessagePaging {
  first: number;
  before?: number;
  after?: number;
}

export interface ChatMessagePage {
  /** Oldest first. */
  messages: ChatMessageView[];
  /** More messages exist in the paging direction: older for `before` or no cursor, newer for `after`. */
  hasMore: boolean;
}

/** A message id cursor: a positive decimal integer (bigserial), else 400 BAD_REQUEST. */
function parseCursor(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (!/^[1-9][0-9]{0,15}$/.test(value)) throw chatErrors.badRequest();
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw chatErrors.badRequest();
  return id;
}

/** 400 BAD_REQUEST for `first` outside 1..100, a malformed cursor, or `before` and `after` together. */
export function parseChatMessagePaging(args: ChatMessagePageArgs): ChatMessagePaging {
  const first = args.first ?? CHAT_MESSAGES_DEFAULT_PAGE;
  if (!Number.isInteger(first) || first < 1 || first > CHAT_MESSAGES_MAX_PAGE) throw chatErrors.badRequest();
  const before = parseCursor(args.before);
  const after = parseCursor(args.after);
  if (before !== undefined && after !== undefined) throw chatErrors.badRequest();
  return { first, ...(before !== undefined ? { before } : {}), ...(after !== undefined ? { after } : {}) };
}

/**
 * A page of a room's messages. No cursor: the newest `first`; `before`: the newest `first` older than it;
 * `after`: the oldest `first` newer than it. Reads one extra row to know whether there is more.
 */
export async function findChatMessages(
  db: Db,
  input: { roomId: string; paging: ChatMessagePaging },
): Promise<ChatMessagePage> {
  const { first, before, after } = input.paging;

  const forward = after !== undefined;
  const rows = await db
    .select(chatMessageViewColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(
      and(
        eq(chatMessages.roomId, input.roomId),
        before !== undefined ? lt(chatMessages.id, before) : undefined,
        after !== undefined ? gt(chatMessages.id, after) : undefined,
      ),
    )
    .orderBy(forward ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(first + 1);
  const hasMore = rows.length > first;
  const page = rows.slice(0, first).map(toChatMessageView);
  return { messages: forward ? page : page.reverse(), hasMore };
}
