/**
 * Demo chat: a study room for student@careerroad.kr with a few messages, three of them unread, so the portal's
 * chat badge (chatMessageUnreadCount) shows a real number; and the open room of the first brand A exam, where
 * hr@careerroad.kr has started talking (the student is not in it, so the badge stays at 3 until they join).
 * Idempotent: existing rooms are left alone.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatMembers, chatRooms, exams, users } from '../db/schema';
import { createChatRoom } from '../server/chat/create-chat-room';
import { getCbtExamChatRoom } from '../server/chat/get-cbt-exam-chat-room';
import { joinChatRoom } from '../server/chat/join-chat-room';
import { markChatRoomRead } from '../server/chat/mark-chat-room-read';
import { sendChatMessage } from '../server/chat/send-chat-message';

export const DEMO_CHAT_ROOM_TITLE = '공기업 NCS 스터디방';

export async function seedChat(db: Db, log: (message: string) => void = () => {}): Promise<void> {
  const members = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.brand, 'a'), inArray(users.email, ['student@careerroad.kr', 'hr@careerroad.kr'])));
  const student = members.find((m) => m.email === 'student@careerroad.kr');
  const host = members.find((m) => m.email === 'hr@careerroad.kr');
  if (!student || !host) return;
  await seedDemoRoom(db, student.id, host.id, log);
  await seedExamRoom(db, host.id, log);
}

async function seedDemoRoom(db: Db, studentId: string, hostId: string, log: (message: string) => void) {
  const student = { id: studentId };
  const host = { id: hostId };
  const [existing] = await db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .innerJoin(chatMembers, eq(chatMembers.roomId, chatRooms.id))
    .where(and(eq(chatRooms.title, DEMO_CHAT_ROOM_TITLE), eq(chatMembers.userId, student.id)))
    .limit(1);
  if (existing) return;

  const room = await createChatRoom(db, { title: DEMO_CHAT_ROOM_TITLE, memberIds: [student.id, host.id] });
  const say = (senderId: string | null, body: string) => sendChatMessage(db, { roomId: room.id, senderId, body });
  await say(null, '스터디방이 열렸습니다. 서로 존중하는 대화를 부탁드립니다.');
  const read = await say(host.id, '안녕하세요! 이번 주 NCS 모의고사 같이 풀어봐요.');
  await say(student.id, '좋아요. 의사소통 영역부터 시작할게요.');
  await markChatRoomRead(db, student.id, room.id, read.id);
  // Unread for the student: posted by others after their last message.
  await say(host.id, '1회차 20문제 풀고 오답 공유해 주세요.');
  await say(host.id, '제한 시간은 20분으로 맞춰 볼게요.');
  await say(null, '내일 오전 9시에 스터디 알림이 발송됩니다.');
  log(`seeded chat room "${DEMO_CHAT_ROOM_TITLE}" (3 unread for student@careerroad.kr)`);
}

/** The first brand A exam's open room with a few messages from hr@careerroad.kr. */
async function seedExamRoom(db: Db, hostId: string, log: (message: string) => void) {
  const [exam] = await db
    .select({ id: exams.id })
    .from(exams)
    .where(eq(exams.brand, 'a'))
    .orderBy(asc(exams.id))
    .limit(1);
  if (!exam) return;
  const room = await getCbtExamChatRoom(db, { brand: 'a', examId: exam.id });
  const { joinedNow } = await joinChatRoom(db, room.id, hostId);
  if (!joinedNow) return;
  const say = (body: string) => sendChatMessage(db, { roomId: room.id, senderId: hostId, body });
  await say('이 시험을 준비하시는 분들을 위한 채팅방입니다. 궁금한 점을 편하게 남겨 주세요.');
  await say('시간 배분이 어려운 영역이 있다면 서로 풀이 순서를 공유해 봐요.');
  await say('오답은 문제 번호와 함께 올려 주시면 같이 살펴보겠습니다.');
  log(`seeded exam chat room "${room.title}"`);
}
