/**
 * The portal's social side for the demo: channel introductions and generated logos (original SVG: the
 * channel's first syllable on its colours, nothing copied), follows by the demo members, and comments with the
 * organisers' answers on some postings and channels. Everything goes through the operations, so follower counts,
 * posting comment counts and reply notifications are what they would be had members done it. Runs once: channels
 * keep an introduction once they have one, and comments are only written while brand A has none.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, like, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { channels, notifications, portalComments, postings, users } from '../db/schema';
import { followChannel } from '../server/channels/follow-channel';
import { UNCAPPED_NOTIFICATIONS } from '../server/notifications/notification-caps';
import { createPortalComment } from '../server/portal-comments/create-portal-comment';
import { SEED_ORGANISERS } from './content/postings';

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

const FALLBACK_COLORS: [string, string][] = [
  ['#0f766e', '#134e4a'],
  ['#9333ea', '#581c87'],
  ['#ea580c', '#7c2d12'],
  ['#2563eb', '#1e3a8a'],
];

function hashOf(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.codePointAt(0)!) >>> 0;
  return h;
}

/** A square logo: the channel's first syllable on a diagonal of its colours, with a ring placed by its url. */
export function drawChannelLogo(title: string, url: string, colors: [string, string]): string {
  const [from, to] = colors;
  const initial = [...title.replace(/^\(주\)\s*/, '')][0] ?? '?';
  const h = hashOf(url);
  const cx = 20 + (h % 80);
  const cy = 20 + ((h >>> 8) % 80);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(title)} 로고">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="120" height="120" rx="28" fill="url(#g)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${30 + (h % 20)}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="10"/>` +
    `<text x="60" y="78" text-anchor="middle" font-size="52" font-weight="700" fill="#ffffff">${escapeXml(initial)}</text>` +
    `</svg>`
  );
}

const INTRODUCTIONS = [
  (t: string) =>
    `${t} 공식 채널입니다.\n채용, 인턴, 대외활동 소식을 가장 먼저 전해드립니다.\n궁금한 점은 채널 댓글로 남겨주시면 담당자가 답변드립니다.`,
  (t: string) =>
    `안녕하세요, ${t}입니다.\n함께 성장할 인재를 기다리고 있습니다. 공고마다 전형 일정과 준비 방법을 자세히 안내해드릴게요.\n채널을 팔로우하고 새 공고 알림을 받아보세요.`,
  (t: string) =>
    `${t} 채널에 오신 것을 환영합니다.\n공모전과 서포터즈 활동으로 대학생 여러분과 만나고 있습니다.\n지원 관련 문의는 댓글로 편하게 남겨주세요.`,
];

/** The demo's follows: member email → channel urls (snaplab is left for the e2e test to follow). */
const FOLLOWS: Record<string, string[]> = {
  'student@careerroad.kr': ['hanbit-electronics', 'nuri-bank', 'korea-energy-corp'],
  'admin@careerroad.kr': ['hanbit-electronics', 'seoul-youth-center'],
};

/** Posting comments: question, then the organiser's answer (or nothing). */
const POSTING_THREADS: { by: string; body: string; answer?: string; followUp?: { by: string; body: string } }[] = [
  {
    by: 'student@careerroad.kr',
    body: '휴학생도 지원할 수 있나요?',
    answer: '네, 휴학생도 지원 가능합니다. 서류 제출 시 휴학 증명서를 함께 올려주세요.',
    followUp: { by: 'student@careerroad.kr', body: '빠른 답변 감사합니다!' },
  },
  { by: 'admin@careerroad.kr', body: '작년에 참여했는데 정말 유익했어요. 적극 추천합니다.' },
  { by: 'student@careerroad.kr', body: '팀으로 지원할 때 최대 몇 명까지 가능한가요?', answer: '최대 4인까지 한 팀으로 지원하실 수 있습니다.' },
  { by: 'admin@careerroad.kr', body: '필기전형 범위가 공지된 것과 같나요?', answer: '네, 공고에 안내된 과목 그대로 출제됩니다.' },
  { by: 'student@careerroad.kr', body: '결과 발표는 문자로도 안내되나요?' },
];

/** Channel comments (담당자 Q&A): channel url, question by the student, the manager's answer if any. */
const CHANNEL_THREADS: { url: string; by: string; body: string; answer?: string }[] = [
  {
    url: 'hanbit-electronics',
    by: 'student@careerroad.kr',
    body: '하반기 공채 일정은 언제쯤 공개되나요?',
    answer: '9월 첫째 주에 공고가 올라갈 예정입니다. 채널을 팔로우하시면 소식을 바로 받아보실 수 있어요.',
  },
  { url: 'snaplab', by: 'student@careerroad.kr', body: '디자인 인턴 포트폴리오는 PDF로 제출하면 되나요?' },
  {
    url: 'nuri-bank',
    by: 'admin@careerroad.kr',
    body: '금융권 취업 준비생에게 유익한 정보 감사합니다.',
    answer: '감사합니다. 앞으로도 유익한 소식 전해드리겠습니다.',
  },
];

const NO_CACHE = { forgetUser: async () => {} };

export async function seedPortalSocial(db: Db, log: (message: string) => void = () => {}, now = new Date()): Promise<void> {
  // Introductions and logos for channels that have none yet.
  const bare = await db
    .select({ id: channels.id, url: channels.url, title: channels.title })
    .from(channels)
    .where(and(eq(channels.introduction, ''), sql`${channels.logoUrl} is null and ${channels.logoSvg} is null`));
  const colorsOf = new Map(SEED_ORGANISERS.map((o) => [o.url, o.colors as [string, string]]));
  for (const channel of bare) {
    const h = hashOf(channel.url);
    const colors = colorsOf.get(channel.url) ?? FALLBACK_COLORS[h % FALLBACK_COLORS.length]!;
    await db
      .update(channels)
      .set({ introduction: INTRODUCTIONS[h % INTRODUCTIONS.length]!(channel.title), logoSvg: drawChannelLogo(channel.title, channel.url, colors) })
      .where(eq(channels.id, channel.id));
  }
  if (bare.length) log(`seeded introductions and logos of ${bare.length} channels`);

  const [anyComment] = await db.select({ id: portalComments.id }).from(portalComments).where(eq(portalComments.brand, 'a')).limit(1);
  if (anyComment) return;

  const emails = [...new Set([...Object.keys(FOLLOWS), ...POSTING_THREADS.map((c) => c.by), ...CHANNEL_THREADS.map((c) => c.by)])];
  const members = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.brand, 'a'), inArray(users.email, emails)));
  const member = new Map(members.map((m) => [m.email, { userId: m.id, role: m.role }]));
  const channelRows = await db.select({ id: channels.id, url: channels.url, ownerId: channels.ownerId }).from(channels);
  const channelByUrl = new Map(channelRows.map((c) => [c.url, c]));
  const ownerRoles = await db.select({ id: users.id, role: users.role }).from(users).where(inArray(users.id, channelRows.map((c) => c.ownerId)));
  const roleOf = new Map(ownerRoles.map((u) => [u.id, u.role]));
  const managerOf = (ownerId: string) => ({ userId: ownerId, role: roleOf.get(ownerId) ?? ('MEMBER' as const) });

  let follows = 0;
  for (const [email, urls] of Object.entries(FOLLOWS)) {
    const follower = member.get(email);
    if (!follower) continue;
    for (const url of urls) {
      const channel = channelByUrl.get(url);
      if (!channel) continue;
      await followChannel(db, { brand: 'a', follower, channelId: channel.id });
      follows += 1;
    }
  }

  // Open postings ending soonest: the ones a demo visitor is most likely to open.
  const targets = await db
    .select({ id: postings.id, channelId: postings.channelId })
    .from(postings)
    .where(
      and(
        eq(postings.brand, 'a'),
        isNotNull(postings.publishedAt),
        lte(postings.publishedAt, now),
        lte(postings.receptionStartAt, now),
        gte(postings.receptionEndAt, now),
      ),
    )
    .orderBy(asc(postings.receptionEndAt), asc(postings.id))
    .limit(POSTING_THREADS.length * 2);
  const ownerOfChannel = new Map(channelRows.map((c) => [c.id, c.ownerId]));
  let comments = 0;
  const write = async (actor: { userId: string; role: 'MEMBER' | 'CONTENT_EDITOR' | 'ADMIN' }, target: { postingId: number } | { channelId: string }, body: string, parentId: number | null = null) => {
    const created = await createPortalComment(db, NO_CACHE, UNCAPPED_NOTIFICATIONS, { brand: 'a', actor, target, parentId, body });
    comments += 1;
    return Number(created.comment.id);
  };
  // One thread on each of the ten postings, so several posting pages show a conversation.
  for (const [i, posting] of targets.entries()) {
    const thread = POSTING_THREADS[i % POSTING_THREADS.length]!;
    const author = member.get(thread.by);
    if (!author) continue;
    const target = { postingId: posting.id };
    const question = await write(author, target, thread.body);
    if (thread.answer) await write(managerOf(ownerOfChannel.get(posting.channelId)!), target, thread.answer, question);
    if (thread.followUp && member.get(thread.followUp.by)) await write(member.get(thread.followUp.by)!, target, thread.followUp.body, question);
  }
  for (const thread of CHANNEL_THREADS) {
    const author = member.get(thread.by);
    const channel = channelByUrl.get(thread.url);
    if (!author || !channel) continue;
    const target = { channelId: channel.id };
    const question = await write(author, target, thread.body);
    if (thread.answer) await write(managerOf(channel.ownerId), target, thread.answer, question);
  }
  // The demo conversations are old news to their askers: their reply notifications exist (the notifications page
  // lists them) but are read, so the unread counts the demo accounts are known by (README, e2e) stay as they were.
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(inArray(notifications.userId, members.map((m) => m.id)), like(notifications.dedupeKey, 'comment-reply:%'), isNull(notifications.readAt)));
  log(`seeded ${follows} channel follows and ${comments} portal comments`);
}
