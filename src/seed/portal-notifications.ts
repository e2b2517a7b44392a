/**
 * Demo notifications and interests of the portal for student@careerroad.kr: one notification of each kind
 * the portal writes — a closing-soon reminder of a scrapped posting (unread, and an older one read), a reply to the
 * member's comment (unread) and a followed channel's news (read) — so /notifications shows every kind and both states,
 * and interests and a target, so the home's 추천 row ranks by them. Runs after the postings seed (it links to the
 * member's scrapped postings). Idempotent: the notifications carry `seed:` dedupe keys (inserted with ON CONFLICT DO
 * NOTHING), and interests are written only while the member has not been onboarded.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, postings, scraps, users } from '../db/schema';
import { POSTING_SCRAP_TARGET } from '../server/postings/scrap-posting';

const MEMBER = 'student@careerroad.kr';
const HOUR = 3_600_000;

export async function seedPortalNotifications(db: Db, log: (message: string) => void = () => {}): Promise<void> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brand, 'a'), eq(users.email, MEMBER)));
  if (!member) return;

  // The member's scrapped postings, soonest end first: the reminders are about them.
  const scrapped = await db
    .select({ id: postings.id, title: postings.title, organiserName: postings.organiserName })
    .from(scraps)
    .innerJoin(postings, sql`${scraps.targetId} = ${postings.id}::text`)
    .where(and(eq(scraps.userId, member.id), eq(scraps.targetType, POSTING_SCRAP_TARGET)))
    .orderBy(asc(postings.receptionEndAt), asc(postings.id))
    .limit(4);
  const [first, second, third, fourth] = scrapped;
  if (!first || !second || !third || !fourth) return;

  const now = Date.now();
  const rows = [
    {
      kind: 'CHANNEL_NEWS' as const,
      title: `${fourth.organiserName}에 새 공고가 올라왔어요: ${fourth.title}`,
      link: `/activity/${fourth.id}`,
      dedupeKey: 'seed:channel-news',
      createdAt: new Date(now - 50 * HOUR),
      readAt: new Date(now - 40 * HOUR),
    },
    {
      kind: 'POSTING_CLOSING' as const,
      title: `[D-3] ${second.title} 마감이 3일 남았어요`,
      link: `/activity/${second.id}`,
      dedupeKey: 'seed:posting-closing-read',
      createdAt: new Date(now - 26 * HOUR),
      readAt: new Date(now - 20 * HOUR),
    },
    {
      kind: 'COMMENT_REPLY' as const,
      title: `내 댓글에 답글이 달렸어요: 「${third.title}」`,
      link: `/activity/${third.id}`,
      dedupeKey: 'seed:comment-reply',
      createdAt: new Date(now - 5 * HOUR),
      readAt: null,
    },
    {
      kind: 'POSTING_CLOSING' as const,
      title: `[D-1] ${first.title} 마감이 하루 남았어요`,
      link: `/activity/${first.id}`,
      dedupeKey: 'seed:posting-closing',
      createdAt: new Date(now - HOUR),
      readAt: null,
    },
  ];
  const created = await db
    .insert(notifications)
    .values(rows.map((row) => ({ ...row, userId: member.id, scope: 'NOTIFICATION' as const })))
    .onConflictDoNothing()
    .returning({ id: notifications.id });

  const onboarded = await db
    .update(users)
    .set({ interests: ['MARKETING', 'IT', 'PLANNING'], targets: ['UNIVERSITY'], onboardedAt: new Date(now - 30 * 24 * HOUR) })
    .where(and(eq(users.id, member.id), isNull(users.onboardedAt)))
    .returning({ id: users.id });
  log(`seeded ${created.length} portal notifications${onboarded.length ? ' and interests' : ''} for ${MEMBER}`);
}
