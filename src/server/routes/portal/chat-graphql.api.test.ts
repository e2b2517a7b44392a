import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExam, createLoggedInUser, createUser } from '../../../test/factories';
import { BRAND_B_HOST, type TestApp, createTestApp } from '../../../test/test-app';
import { CHAT_DOCS, chatCall, groupRoomWith } from '../../../test/chat-kit';
import { dataOf, graphql, refusal } from '../../../test/graphql-call';
import { getCbtExamChatRoom } from '../../chat/get-cbt-exam-chat-room';
import { joinChatRoom } from '../../chat/join-chat-room';
import { sendChatMessage } from '../../chat/send-chat-message';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const NOT_FOUND = { status: 404, code: 'CHAT_ROOM_NOT_FOUND', message: '채팅방을 찾을 수 없습니다.' };
const NOT_JOINED = { status: 403, code: 'CHAT_ROOM_NOT_JOINED', message: '채팅방에 참여한 후 이용할 수 있습니다.' };
const BAD_REQUEST = { status: 400, code: 'BAD_REQUEST', message: '잘못된 요청입니다.' };
const unread = async (cookie: string) => dataOf<number>(await chatCall(t, 'unread', {}, { cookie }), 'chatMessageUnreadCount');

/** An exam room someone already talks in: a member (host) with two messages. */
async function examRoomWithTalk() {
  const exam = await createExam(db(), { title: '한국사 모의고사' });
  const room = await getCbtExamChatRoom(db(), { brand: 'a', examId: exam.examIdx });
  const host = await createLoggedInUser(db(), { nickname: '진행자' });
  await joinChatRoom(db(), room.id, host.user.id);
  await sendChatMessage(db(), { roomId: room.id, senderId: host.user.id, body: '첫 인사' });
  const last = await sendChatMessage(db(), { roomId: room.id, senderId: host.user.id, body: '두 번째 인사' });
  return { exam, room, host, last };
}

describe('chat GraphQL: visitors', () => {
  it('answers 401 UNAUTHORIZED to a visitor everywhere but cbtExamChatRoom', async () => {
    const { room, last } = await examRoomWithTalk();
    const calls: Array<[keyof typeof CHAT_DOCS, Record<string, unknown>]> = [
      ['rooms', {}],
      ['room', { chatRoomId: room.id }],
      ['messages', { chatRoomId: room.id }],
      ['join', { chatRoomId: room.id }],
      ['send', { chatRoomId: room.id, body: '안녕하세요' }],
      ['markRead', { chatRoomId: room.id, messageId: String(last.id) }],
    ];
    for (const [doc, variables] of calls) {
      expect(refusal(await chatCall(t, doc, variables)), doc).toEqual({
        status: 401,
        code: 'UNAUTHORIZED',
        message: '로그인이 필요한 서비스입니다. 로그인 후 다시 시도해주세요.',
      });
    }
  });

  it('shows a visitor the exam room, not joined, without unread count or last message', async () => {
    const { exam, room } = await examRoomWithTalk();
    const seen = dataOf(await chatCall(t, 'examRoom', { cbtExamId: exam.examIdx }), 'cbtExamChatRoom');
    expect(seen).toEqual({
      id: room.id,
      title: '한국사 모의고사 채팅방',
      kind: 'EXAM',
      cbtExamId: exam.examIdx,
      memberCount: 1,
      joined: false,
      unreadCount: 0,
      lastMessage: null,
    });
  });
});

describe('chat GraphQL: rooms', () => {
  it("lists the member's rooms with member count, unread count and last message, latest activity first", async () => {
    const me = await createLoggedInUser(db());
    const friend = await createUser(db(), { username: '김친구', nickname: null });
    const quiet = await groupRoomWith(db(), [me.user.id, friend.id], [[friend.id, '조용한 방의 첫 메시지']]);
    const busy = await groupRoomWith(db(), [me.user.id, friend.id], [[friend.id, '안녕하세요']]);
    const lastWord = await sendChatMessage(db(), { roomId: busy.room.id, senderId: friend.id, body: '내일 봐요' });
    await groupRoomWith(db(), [friend.id], [[friend.id, '내가 없는 방']]);

    const rooms = dataOf<any[]>(await chatCall(t, 'rooms', {}, { cookie: me.cookie }), 'chatRooms');
    expect(rooms.map((r) => r.id)).toEqual([busy.room.id, quiet.room.id]);
    expect(rooms[0]).toMatchObject({
      kind: 'GROUP',
      cbtExamId: null,
      memberCount: 2,
      joined: true,
      unreadCount: 2,
      lastMessage: {
        id: String(lastWord.id),
        chatRoomId: busy.room.id,
        body: '내일 봐요',
        sender: { id: friend.id, nickname: '김친구' }, // no nickname: the username
        mine: false,
      },
    });
    expect(new Date(rooms[0].lastMessage.createdAt).toISOString()).toBe(rooms[0].lastMessage.createdAt);
    expect(rooms[1]).toMatchObject({ unreadCount: 1, lastMessage: { body: '조용한 방의 첫 메시지' } });

    // A message in the quiet room brings it to the top.
    await sendChatMessage(db(), { roomId: quiet.room.id, senderId: me.user.id, body: '저 왔어요' });
    const again = dataOf<any[]>(await chatCall(t, 'rooms', {}, { cookie: me.cookie }), 'chatRooms');
    expect(again.map((r) => r.id)).toEqual([quiet.room.id, busy.room.id]);
    expect(again[0]).toMatchObject({ unreadCount: 0, lastMessage: { body: '저 왔어요', mine: true } });
  });

  it('answers an empty list to a member without rooms', async () => {
    const me = await createLoggedInUser(db());
    expect(dataOf(await chatCall(t, 'rooms', {}, { cookie: me.cookie }), 'chatRooms')).toEqual([]);
  });

  it('answers 404 CHAT_ROOM_NOT_FOUND alike for a missing room, a malformed id and a private room of others', async () => {
    const me = await createLoggedInUser(db());
    const other = await createUser(db());
    const { room: privateRoom, sent } = await groupRoomWith(db(), [other.id], [[other.id, '비밀']]);
    const ids = ['00000000-0000-4000-8000-000000000000', 'not-a-room', '1', privateRoom.id];
    for (const chatRoomId of ids) {
      for (const [doc, extra] of [
        ['room', {}],
        ['messages', {}],
        ['join', {}],
        ['send', { body: '들어가도 되나요?' }],
        ['markRead', { messageId: String(sent[0]!.id) }],
      ] as const) {
        const response = await chatCall(t, doc, { chatRoomId, ...extra }, { cookie: me.cookie });
        expect(refusal(response), `${doc} ${chatRoomId}`).toEqual(NOT_FOUND);
      }
    }
  });

  it('shows a GROUP room to its member with chatRoom', async () => {
    const me = await createLoggedInUser(db());
    const { room } = await groupRoomWith(db(), [me.user.id]);
    const seen = dataOf(await chatCall(t, 'room', { chatRoomId: room.id }, { cookie: me.cookie }), 'chatRoom');
    expect(seen).toEqual({
      id: room.id,
      title: '테스트 스터디방',
      kind: 'GROUP',
      cbtExamId: null,
      memberCount: 1,
      joined: true,
      unreadCount: 0,
      lastMessage: null,
    });
  });
});

describe('chat GraphQL: exam rooms', () => {
  it('creates the exam room on the first ask, titled "<exam title> 채팅방", and returns the same room afterwards', async () => {
    const exam = await createExam(db(), { title: '토익 실전 모의고사' });
    const me = await createLoggedInUser(db());
    const first = dataOf(await chatCall(t, 'examRoom', { cbtExamId: exam.examIdx }, { cookie: me.cookie }), 'cbtExamChatRoom');
    expect(first).toMatchObject({ title: '토익 실전 모의고사 채팅방', kind: 'EXAM', cbtExamId: exam.examIdx, memberCount: 0, joined: false });
    const second = dataOf(await chatCall(t, 'examRoom', { cbtExamId: exam.examIdx }), 'cbtExamChatRoom');
    expect(second.id).toBe(first.id);
  });

  it('makes one room when two first asks for the same exam race', async () => {
    const exam = await createExam(db());
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => chatCall(t, 'examRoom', { cbtExamId: exam.examIdx })),
    );
    const ids = new Set(responses.map((r) => dataOf(r, 'cbtExamChatRoom').id));
    expect(ids.size).toBe(1);
    // The operation itself, raced directly as well.
    const rooms = await Promise.all([
      getCbtExamChatRoom(db(), { brand: 'a', examId: exam.examIdx }),
      getCbtExamChatRoom(db(), { brand: 'a', examId: exam.examIdx }),
    ]);
    expect(rooms.map((r) => r.id)).toEqual([...ids, ...ids]);
  });

  it('answers 404 EXAM_NOT_FOUND for an unknown exam and for another brand\'s exam', async () => {
    const brandB = await createExam(db(), { brand: 'b', isFree: false });
    const expected = { status: 404, code: 'EXAM_NOT_FOUND', message: '시험을 찾을 수 없습니다.' };
    for (const cbtExamId of [999_999, 0, -1, brandB.examIdx]) {
      expect(refusal(await chatCall(t, 'examRoom', { cbtExamId })), String(cbtExamId)).toEqual(expected);
    }
    // On its own brand's host the brand B exam has its room.
    const room = dataOf(await chatCall(t, 'examRoom', { cbtExamId: brandB.examIdx }, { host: BRAND_B_HOST }), 'cbtExamChatRoom');
    expect(room).toMatchObject({ kind: 'EXAM', cbtExamId: brandB.examIdx });
    // …which a brand A host cannot reach by id either.
    const me = await createLoggedInUser(db());
    expect(refusal(await chatCall(t, 'room', { chatRoomId: room.id }, { cookie: me.cookie }))).toEqual(NOT_FOUND);
    expect(refusal(await chatCall(t, 'join', { chatRoomId: room.id }, { cookie: me.cookie }))).toEqual(NOT_FOUND);
  });

  it('lets a member look at an exam room before joining but answers 403 CHAT_ROOM_NOT_JOINED to reading, sending and marking read', async () => {
    const { room, last } = await examRoomWithTalk();
    const me = await createLoggedInUser(db());
    const seen = dataOf(await chatCall(t, 'room', { chatRoomId: room.id }, { cookie: me.cookie }), 'chatRoom');
    expect(seen).toMatchObject({ id: room.id, joined: false, unreadCount: 0, memberCount: 1, lastMessage: null });
    const options = { cookie: me.cookie };
    expect(refusal(await chatCall(t, 'messages', { chatRoomId: room.id }, options))).toEqual(NOT_JOINED);
    expect(refusal(await chatCall(t, 'send', { chatRoomId: room.id, body: '안녕하세요' }, options))).toEqual(NOT_JOINED);
    expect(refusal(await chatCall(t, 'markRead', { chatRoomId: room.id, messageId: String(last.id) }, options))).toEqual(
      NOT_JOINED,
    );
    // Refusals change nothing: still not a member, nothing sent.
    expect(dataOf(await chatCall(t, 'rooms', {}, options), 'chatRooms')).toEqual([]);
  });

  it('joins an exam room idempotently, with the read position at its latest message', async () => {
    const { exam, room, host } = await examRoomWithTalk();
    const me = await createLoggedInUser(db());
    const joined = dataOf(await chatCall(t, 'join', { chatRoomId: room.id }, { cookie: me.cookie }), 'joinChatRoom');
    expect(joined).toEqual({ chatRoomId: room.id, userId: me.user.id });
    // The history before joining is not unread.
    expect(await unread(me.cookie)).toBe(0);
    const seen = dataOf(await chatCall(t, 'examRoom', { cbtExamId: exam.examIdx }, { cookie: me.cookie }), 'cbtExamChatRoom');
    expect(seen).toMatchObject({ joined: true, memberCount: 2, unreadCount: 0, lastMessage: { body: '두 번째 인사', mine: false } });

    await sendChatMessage(db(), { roomId: room.id, senderId: host.user.id, body: '어서 오세요' });
    expect(await unread(me.cookie)).toBe(1);
    // Joining again succeeds and changes nothing (the new message stays unread).
    expect(dataOf(await chatCall(t, 'join', { chatRoomId: room.id }, { cookie: me.cookie }), 'joinChatRoom')).toEqual(joined);
    expect(await unread(me.cookie)).toBe(1);
    const after = dataOf(await chatCall(t, 'room', { chatRoomId: room.id }, { cookie: me.cookie }), 'chatRoom');
    expect(after).toMatchObject({ memberCount: 2, unreadCount: 1 });
  });

  it('answers joinChatRoom on a GROUP room the caller is in with success, changing nothing', async () => {
    const me = await createLoggedInUser(db());
    const friend = await createUser(db());
    const { room } = await groupRoomWith(db(), [me.user.id, friend.id], [[friend.id, '안 읽은 메시지']]);
    const result = dataOf(await chatCall(t, 'join', { chatRoomId: room.id }, { cookie: me.cookie }), 'joinChatRoom');
    expect(result).toEqual({ chatRoomId: room.id, userId: me.user.id });
    expect(await unread(me.cookie)).toBe(1);
  });
});

describe('chat GraphQL: messages', () => {
  it('sends a trimmed message, shown as mine to the sender and unread to the others', async () => {
    const me = await createLoggedInUser(db(), { nickname: '보내는사람' });
    const friend = await createLoggedInUser(db());
    const { room } = await groupRoomWith(db(), [me.user.id, friend.user.id]);
    const sent = dataOf(
      await chatCall(t, 'send', { chatRoomId: room.id, body: '  안녕하세요!\n반가워요  ' }, { cookie: me.cookie }),
      'sendChatMessage',
    );
    expect(sent).toMatchObject({
      chatRoomId: room.id,
      body: '안녕하세요!\n반가워요',
      sender: { id: me.user.id, nickname: '보내는사람' },
      mine: true,
    });
    expect(sent.id).toMatch(/^[1-9][0-9]*$/);
    expect(await unread(me.cookie)).toBe(0);
    expect(await unread(friend.cookie)).toBe(1);
    const page = dataOf(await chatCall(t, 'messages', { chatRoomId: room.id }, { cookie: friend.cookie }), 'chatMessages');
    expect(page).toEqual({ messages: [{ ...sent, mine: false }], hasMore: false });
  });

  it('refuses an empty (or blank) message and one over 1,000 characters, counting code points', async () => {
    const me = await createLoggedInUser(db());
    const { room } = await groupRoomWith(db(), [me.user.id]);
    const send = (body: string) => chatCall(t, 'send', { chatRoomId: room.id, body }, { cookie: me.cookie });
    const empty = { status: 400, code: 'CHAT_MESSAGE_EMPTY', message: '메시지를 입력해주세요.' };
    const tooLong = { status: 400, code: 'CHAT_MESSAGE_TOO_LONG', message: '메시지는 1,000자까지 보낼 수 있습니다.' };
    expect(refusal(await send(''))).toEqual(empty);
    expect(refusal(await send(' \n\t '))).toEqual(empty);
    expect(refusal(await send('가'.repeat(1001)))).toEqual(tooLong);
    // Exactly 1,000 after trimming is fine; 1,000 emoji (2,000 UTF-16 units) too.
    expect(dataOf(await send(`  ${'가'.repeat(1000)}  `), 'sendChatMessage').body).toHaveLength(1000);
    expect([...dataOf(await send('😀'.repeat(1000)), 'sendChatMessage').body]).toHaveLength(1000);
    expect(refusal(await send('😀'.repeat(1001)))).toEqual(tooLong);
  });

  it('moves the read position with markChatRoomRead, never back, and only to a message of the room', async () => {
    const me = await createLoggedInUser(db());
    const friend = await createUser(db());
    const { room, sent } = await groupRoomWith(
      db(),
      [me.user.id, friend.id],
      [
        [friend.id, '하나'],
        [friend.id, '둘'],
        [null, '공지'],
      ],
    );
    const other = await groupRoomWith(db(), [me.user.id, friend.id], [[friend.id, '다른 방']]);
    expect(await unread(me.cookie)).toBe(4);

    const mark = (messageId: string, chatRoomId = room.id) =>
      chatCall(t, 'markRead', { chatRoomId, messageId }, { cookie: me.cookie });
    const afterFirst = dataOf(await mark(String(sent[1]!.id)), 'markChatRoomRead');
    expect(afterFirst).toMatchObject({ id: room.id, unreadCount: 1, lastMessage: { body: '공지', sender: null, mine: false } });
    expect(await unread(me.cookie)).toBe(2);
    // Never back.
    expect(dataOf(await mark(String(sent[0]!.id)), 'markChatRoomRead').unreadCount).toBe(1);
    // Another room's message, an unknown one and a malformed one: 404 CHAT_MESSAGE_NOT_FOUND.
    const messageNotFound = { status: 404, code: 'CHAT_MESSAGE_NOT_FOUND', message: '메시지를 찾을 수 없습니다.' };
    expect(refusal(await mark(String(other.sent[0]!.id)))).toEqual(messageNotFound);
    expect(refusal(await mark('999999999'))).toEqual(messageNotFound);
    expect(refusal(await mark('abc'))).toEqual(messageNotFound);
    expect(dataOf(await mark(String(sent[2]!.id)), 'markChatRoomRead').unreadCount).toBe(0);
    expect(await unread(me.cookie)).toBe(1);
  });

  it('pages oldest first with the newest page by default, then before and after cursors', async () => {
    const me = await createLoggedInUser(db());
    const friend = await createUser(db());
    const bodies = Array.from({ length: 7 }, (_, i) => `메시지 ${i + 1}`);
    const { room, sent } = await groupRoomWith(
      db(),
      [me.user.id, friend.id],
      bodies.map((body, i) => [i % 2 ? me.user.id : friend.id, body] as [string, string]),
    );
    const ids = sent.map((m) => String(m.id));
    const page = async (variables: Record<string, unknown>) => {
      const result = dataOf(await chatCall(t, 'messages', { chatRoomId: room.id, ...variables }, { cookie: me.cookie }), 'chatMessages');
      return { ids: result.messages.map((m: { id: string }) => m.id), hasMore: result.hasMore, messages: result.messages };
    };

    const all = await page({});
    expect(all.ids).toEqual(ids);
    expect(all.hasMore).toBe(false);
    expect(all.messages.map((m: { mine: boolean }) => m.mine)).toEqual([false, true, false, true, false, true, false]);

    expect(await page({ first: 3 })).toMatchObject({ ids: ids.slice(4), hasMore: true });
    expect(await page({ first: 3, before: ids[4] })).toMatchObject({ ids: ids.slice(1, 4), hasMore: true });
    expect(await page({ first: 3, before: ids[1] })).toMatchObject({ ids: ids.slice(0, 1), hasMore: false });
    expect(await page({ first: 3, after: ids[0] })).toMatchObject({ ids: ids.slice(1, 4), hasMore: true });
    expect(await page({ first: 3, after: ids[3] })).toMatchObject({ ids: ids.slice(4), hasMore: false });
    expect(await page({ after: ids[6] })).toMatchObject({ ids: [], hasMore: false });
    expect(await page({ first: 100 })).toMatchObject({ ids, hasMore: false });
  });

  it('answers 400 BAD_REQUEST for first outside 1..100, both cursors together and a malformed cursor', async () => {
    const me = await createLoggedInUser(db());
    const { room, sent } = await groupRoomWith(db(), [me.user.id], [[me.user.id, '하나']]);
    const id = String(sent[0]!.id);
    for (const variables of [{ first: 0 }, { first: 101 }, { first: -5 }, { before: id, after: id }, { before: 'x' }, { after: '-1' }]) {
      const response = await chatCall(t, 'messages', { chatRoomId: room.id, ...variables }, { cookie: me.cookie });
      expect(refusal(response), JSON.stringify(variables)).toEqual(BAD_REQUEST);
    }
  });

  it('answers 429 TOO_MANY_REQUESTS to the 21st message within 10 seconds, per member', async () => {
    const me = await createLoggedInUser(db());
    const friend = await createLoggedInUser(db());
    const { room } = await groupRoomWith(db(), [me.user.id, friend.user.id]);
    const send = (cookie: string, i: number) => chatCall(t, 'send', { chatRoomId: room.id, body: `메시지 ${i}` }, { cookie });
    for (let i = 1; i <= 20; i++) expect((await send(me.cookie, i)).statusCode).toBe(200);
    const refused = refusal(await send(me.cookie, 21));
    expect(refused).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(refused.message).toMatch(/잠시 후 다시 시도해주세요/);
    // Another member is not affected.
    expect((await send(friend.cookie, 1)).statusCode).toBe(200);
  });

  it('keeps GraphQL\'s own 400 for a missing required argument', async () => {
    const me = await createLoggedInUser(db());
    const response = await graphql(t, 'query { chatRoom { id } }', {}, { cookie: me.cookie });
    expect(response.statusCode).toBe(400);
  });
});
