/**
 * The chat part of the portal GraphQL (docs/CONTRACTS.md "Chat"), merged into graphql.ts. Resolvers stay thin:
 * rate limit → authenticate → validate → authorize (chat-room-policy) → operation → publish → present.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { Db } from '../../../db/client';
import { chatErrors } from '../../chat/chat-errors';
import { type ChatEventBus, chatTopics } from '../../chat/chat-event-bus';
import { chatMessageData, presentChatMessage, presentChatRoom } from '../../chat/chat-presenter';
import { getChatRoomAccess, requireChatRoomAccess } from '../../chat/chat-room-policy';
import { type ChatMessagePageArgs, findChatMessages, parseChatMessagePaging } from '../../chat/find-chat-messages';
import { findChatRooms } from '../../chat/find-chat-rooms';
import { getCbtExamChatRoom } from '../../chat/get-cbt-exam-chat-room';
import { getChatRoom } from '../../chat/get-chat-room';
import { joinChatRoom } from '../../chat/join-chat-room';
import { markChatRoomRead, parseChatMessageId } from '../../chat/mark-chat-room-read';
import { sendChatMessage } from '../../chat/send-chat-message';

export interface ChatGraphqlOptions {
  db: Db;
  bus: ChatEventBus;
}

/** Spec: more than 20 messages in 10 s per member → 429. */
export const CHAT_SEND_LIMIT = { max: 20, timeWindowMs: 10_000 };

type Ctx = MercuriusContext;

export function chatGraphqlResolvers(app: FastifyInstance, { db, bus }: ChatGraphqlOptions) {
  // Per member (address for a visitor, who is refused next anyway), in the app's one rate limiter.
  const limitSend = app.rateLimiter.limit(
    'chat',
    'send',
    CHAT_SEND_LIMIT.max,
    CHAT_SEND_LIMIT.timeWindowMs,
    chatErrors.tooManyMessages().message,
  );

  const publish = async (request: FastifyRequest, ...args: Parameters<ChatEventBus['publish']>) => {
    // The change is saved; a bus outage only delays live delivery until the next fetch, so it never fails the call.
    await bus.publish(...args).catch((error: unknown) => request.log.error({ err: error }, 'chat event publish failed'));
  };

  return {
    Query: {
      chatRooms: async (_root: unknown, _args: unknown, ctx: Ctx) => {
        const { user } = await app.requireUser(ctx.reply.request);
        const rooms = await findChatRooms(db, user.id);
        return rooms.map((room) => presentChatRoom(room, user.id));
      },
      chatRoom: async (_root: unknown, args: { chatRoomId: string }, ctx: Ctx) => {
        const { request } = ctx.reply;
        const { user } = await app.requireUser(request);
        const access = await getChatRoomAccess(db, { brand: request.site.brand, roomId: args.chatRoomId, viewerId: user.id });
        return presentChatRoom(await getChatRoom(db, access), user.id);
      },
      chatMessages: async (_root: unknown, args: ChatMessagePageArgs & { chatRoomId: string }, ctx: Ctx) => {
        const { request } = ctx.reply;
        const { user } = await app.requireUser(request);
        const paging = parseChatMessagePaging(args);
        const access = await requireChatRoomAccess(
          db,
          { brand: request.site.brand, roomId: args.chatRoomId, viewerId: user.id },
          'readMessages',
        );
        const page = await findChatMessages(db, { roomId: access.room.id, paging });
        return { messages: page.messages.map((m) => presentChatMessage(m, user.id)), hasMore: page.hasMore };
      },
      cbtExamChatRoom: async (_root: unknown, args: { cbtExamId: number }, ctx: Ctx) => {
        const { request } = ctx.reply;
        const viewerId = (await request.getSession())?.user.id ?? null;
        const brand = request.site.brand;
        const room = await getCbtExamChatRoom(db, { brand, examId: args.cbtExamId });
        const access = await getChatRoomAccess(db, { brand, roomId: room.id, viewerId });
        return presentChatRoom(await getChatRoom(db, access), viewerId);
      },
    },
    Mutation: {
      joinChatRoom: async (_root: unknown, args: { chatRoomId: string }, ctx: Ctx) => {
        const { request } = ctx.reply;
        const { user } = await app.requireUser(request);
        const access = await requireChatRoomAccess(
          db,
          { brand: request.site.brand, roomId: args.chatRoomId, viewerId: user.id },
          'join',
        );
        const { joinedNow } = await joinChatRoom(db, access.room.id, user.id);
        if (joinedNow) {
          await publish(request, chatTopics.user(user.id), { type: 'joined', chatRoomId: access.room.id });
        }
        return { chatRoomId: access.room.id, userId: user.id };
      },
      sendChatMessage: async (_root: unknown, args: { chatRoomId: string; body: string }, ctx: Ctx) => {
        const { request } = ctx.reply;
        await limitSend(request);
        const { user } = await app.requireUser(request);
        const access = await requireChatRoomAccess(
          db,
          { brand: request.site.brand, roomId: args.chatRoomId, viewerId: user.id },
          'send',
        );
        const message = await sendChatMessage(db, { roomId: access.room.id, senderId: user.id, body: args.body });
        await publish(request, chatTopics.room(access.room.id), { type: 'message', message: chatMessageData(message) });
        return presentChatMessage(message, user.id);
      },
      markChatRoomRead: async (_root: unknown, args: { chatRoomId: string; messageId: string }, ctx: Ctx) => {
        const { request } = ctx.reply;
        const { user } = await app.requireUser(request);
        const access = await requireChatRoomAccess(
          db,
          { brand: request.site.brand, roomId: args.chatRoomId, viewerId: user.id },
          'markRead',
        );
        await markChatRoomRead(db, user.id, access.room.id, parseChatMessageId(args.messageId));
        return presentChatRoom(await getChatRoom(db, access), user.id);
      },
    },
  };
}
