import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedChat } from '../../seed/seed-chat';
import { createExam, createLoggedInUser } from '../../test/factories';
import { type TestApp, createTestApp } from '../../test/test-app';
import { chatCall } from '../../test/chat-kit';
import { dataOf } from '../../test/graphql-call';
import { findChatMessages } from './find-chat-messages';
import { getCbtExamChatRoom } from './get-cbt-exam-chat-room';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedChat', () => {
  it("opens the first brand A exam's room with hr's messages, once, leaving the student's badge at 3", async () => {
    const db = t.database.db;
    const first = await createExam(db, { title: '공기업 NCS 모의고사' });
    await createExam(db);
    const student = await createLoggedInUser(db, { email: 'student@careerroad.kr' });
    const hr = await createLoggedInUser(db, { email: 'hr@careerroad.kr', type: 'CORPORATE' });
    await seedChat(db);
    await seedChat(db);

    const room = await getCbtExamChatRoom(db, { brand: 'a', examId: first.examIdx });
    expect(room.title).toBe('공기업 NCS 모의고사 채팅방');
    const page = await findChatMessages(db, { roomId: room.id, paging: { first: 10 } });
    expect(page.messages).toHaveLength(3);
    expect(page.messages.every((m) => m.sender?.id === hr.user.id)).toBe(true);

    const seen = dataOf(await chatCall(t, 'room', { chatRoomId: room.id }, { cookie: hr.cookie }), 'chatRoom');
    expect(seen).toMatchObject({ kind: 'EXAM', joined: true, memberCount: 1, unreadCount: 0 });
    const studentRooms = dataOf<Array<{ kind: string }>>(await chatCall(t, 'rooms', {}, { cookie: student.cookie }), 'chatRooms');
    expect(studentRooms.map((r) => r.kind)).toEqual(['GROUP']);
    expect(dataOf(await chatCall(t, 'unread', {}, { cookie: student.cookie }), 'chatMessageUnreadCount')).toBe(3);
  });
});
