import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedChat } from '../../seed/seed-chat';
import type { User } from '../../db/schema';
import { createSession } from '../accounts/create-session';
import { createLoggedInUser, createUser } from '../../test/factories';
import { type TestApp, createTestApp } from '../../test/test-app';
import { graphql } from '../../test/graphql-call';
import { createChatRoom } from './create-chat-room';
import { joinChatRoom } from './join-chat-room';
import { markChatRoomRead } from './mark-chat-room-read';
import { sendChatMessage } from './send-chat-message';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNREAD = /* GraphQL */ `
  query ChatUnread {
    chatMessageUnreadCount
  }
`;
const cookieOf = async (user: User) => `accessToken=${(await createSession(t.database.db, user, { ttlDays: 1 })).token}`;
const unread = async (cookie?: string) => (await graphql(t, UNREAD, {}, { cookie })).json().data.chatMessageUnreadCount;

describe('chatMessageUnreadCount', () => {
  it('is 0 for a visitor', async () => {
    expect(await graphql(t, UNREAD).then((r) => r.json())).toEqual({ data: { chatMessageUnreadCount: 0 } });
  });

  it("counts only others' messages after the read position, in rooms the member is in", async () => {
    const db = t.database.db;
    const me = await createLoggedInUser(db);
    const friend = await createUser(db);
    expect(await unread(me.cookie)).toBe(0);

    const mine = await createChatRoom(db, { title: '내 방', memberIds: [me.user.id, friend.id] });
    const say = (roomId: string, senderId: string | null, body: string) => sendChatMessage(db, { roomId, senderId, body });
    const first = await say(mine.id, friend.id, '안녕하세요');
    await say(mine.id, friend.id, '스터디 언제 할까요?');
    await say(mine.id, null, '공지: 방이 만들어졌습니다.');
    expect(await unread(me.cookie)).toBe(3);

    await markChatRoomRead(db, me.user.id, mine.id, first.id);
    expect(await unread(me.cookie)).toBe(2);
    // My own message reads everything before it and is never unread to me.
    await say(mine.id, me.user.id, '내일 어떠세요?');
    expect(await unread(me.cookie)).toBe(0);
    await say(mine.id, friend.id, '좋아요!');
    expect(await unread(me.cookie)).toBe(1);
    // The read position never moves back.
    await markChatRoomRead(db, me.user.id, mine.id, first.id);
    expect(await unread(me.cookie)).toBe(1);

    // A room I am not in does not count…
    const theirs = await createChatRoom(db, { title: '남의 방', memberIds: [friend.id] });
    await say(theirs.id, friend.id, '비밀 이야기');
    expect(await unread(me.cookie)).toBe(1);
    // …and joining it later does not turn its history unread; only what follows.
    await joinChatRoom(db, theirs.id, me.user.id);
    expect(await unread(me.cookie)).toBe(1);
    await say(theirs.id, friend.id, '어서 오세요');
    expect(await unread(me.cookie)).toBe(2);
    // Each member has their own position: the friend has read up to their own last message.
    const friendCookie = await cookieOf(friend);
    expect(await unread(friendCookie)).toBe(0);
    await say(theirs.id, me.user.id, '반가워요');
    expect(await unread(friendCookie)).toBe(1);
    expect(await unread(me.cookie)).toBe(1);
  });

  it('refuses a message from someone who is not in the room', async () => {
    const db = t.database.db;
    const outsider = await createUser(db);
    const room = await createChatRoom(db, { title: '닫힌 방', memberIds: [] });
    await expect(sendChatMessage(db, { roomId: room.id, senderId: outsider.id, body: '들어가도 되나요?' })).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'CHAT_ROOM_NOT_JOINED',
    });
  });

  it('seeds a demo room with three unread messages for student@careerroad.kr, once', async () => {
    const db = t.database.db;
    const student = await createUser(db, { email: 'student@careerroad.kr' });
    await createUser(db, { email: 'hr@careerroad.kr', type: 'CORPORATE' });
    await seedChat(db);
    await seedChat(db);
    expect(await unread(await cookieOf(student))).toBe(3);
  });
});
