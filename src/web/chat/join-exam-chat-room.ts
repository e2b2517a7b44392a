/**
 * spec §7.3: the like (and answer) handlers run the chat-room step — look up the exam's chat room and join it —
 * and only log its errors: liking an exam must never fail because of the chat.
 */
import type { GraphqlRequester } from '../api/graphql-clients';
import { getCbtExamChatRoom, joinChatRoom } from '../api/portal-api';

export async function joinExamChatRoom(client: GraphqlRequester, cbtExamId: number): Promise<string | null> {
  try {
    const room = await getCbtExamChatRoom(client, cbtExamId);
    if (!room.joined) await joinChatRoom(client, room.id);
    return room.id;
  } catch (error) {
    console.error('joining the exam chat room failed', error);
    return null;
  }
}
