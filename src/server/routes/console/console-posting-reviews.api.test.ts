/**
 * The console's posting review (ADR 25, ADR 30): the queue first submitted first, the preview as the portal
 * shows it, approve and reject with a reason (one audit row each), and the company hearing the decision on its posting.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { BrandId } from '../../../config/hosts';
import { channelFollows, channels, mailOutbox, notifications, postings, users } from '../../../db/schema/index';
import { consoleTestKit } from '../../../test/console-kit';
import { expectKoreanError } from '../../../test/expect-korean-error';
import { createLoggedInOperator, createLoggedInUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { createSession } from '../../accounts/create-session';
import { DomainError } from '../../errors/domain-error';
import { MAIL_UNAVAILABLE_MESSAGE } from '../../mail/smtp-mailer';

const t = useTestApp();
const db = () => t.database.db;
const { call, auditCount, inReviewPosting } = consoleTestKit(() => t);

const PORTAL_A = 'localhost:3000';

const admin = (brand: BrandId = 'a') => createLoggedInOperator(db(), { role: 'ADMIN', brand, username: '문의담당' });

describe('posting review', () => {
  it('lists the queue first submitted first, previews as the portal shows it, approves once (one audit row)', async () => {
    const operator = await admin();
    const first = await inReviewPosting();
    const queue = await call('GET', '/apiV2/admin/posting-reviews?pageSize=100', operator);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().items.map((p: { id: string }) => p.id)).toContain(String(first.id));

    const preview = await call('GET', `/apiV2/admin/posting-reviews/${first.id}`, operator);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ reviewStatus: 'IN_REVIEW', detail: { posting: { id: String(first.id), title: first.title }, bodyHtml: expect.any(String) } });

    const approved = await call('POST', `/apiV2/admin/posting-reviews/${first.id}/approve`, operator);
    expect(approved.json()).toEqual({ id: String(first.id), reviewStatus: 'PUBLISHED' });
    expectKoreanError(await call('POST', `/apiV2/admin/posting-reviews/${first.id}/approve`, operator), 409, '검토 요청된 공고가 아닙니다.');
    expect(await auditCount('posting.approve', String(first.id))).toBe(1);
    expect((await call('GET', '/apiV2/admin/posting-reviews?pageSize=100', operator)).json().items.map((p: { id: string }) => p.id)).not.toContain(String(first.id));
  });

  it('rejects with a reason (Korean 400 without one), one audit row', async () => {
    const operator = await admin();
    const posting = await inReviewPosting();
    const url = `/apiV2/admin/posting-reviews/${posting.id}/reject`;
    expectKoreanError(await call('POST', url, operator, { reason: '  ' }), 400);
    expectKoreanError(await call('POST', url, operator, {}), 400);
    expectKoreanError(await call('POST', '/apiV2/admin/posting-reviews/0/reject', operator, { reason: '사유' }), 400);
    const rejected = await call('POST', url, operator, { reason: '모집 요강 파일을 첨부해주세요.' });
    expect(rejected.json()).toEqual({ id: String(posting.id), reviewStatus: 'REJECTED' });
    expect(await auditCount('posting.reject', String(posting.id))).toBe(1);
  });
});

describe('the company hears the decision on its posting', () => {
  let made = 0;
  /** A posting in review under a new channel, and the channel's owner (the posting's manager) with a session. */
  async function submitted() {
    made += 1;
    const posting = await inReviewPosting('a', `새솔 아이디어 공모전 ${made}회 ${Date.now().toString(36)}`);
    const [manager] = await db()
      .select({ user: users })
      .from(channels)
      .innerJoin(users, eq(users.id, channels.ownerId))
      .where(eq(channels.id, posting.channelId));
    const { token } = await createSession(db(), manager!.user, { ttlDays: 1 });
    return { posting, manager: manager!.user, cookie: `accessToken=${token}` };
  }
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const noticesOf = (userId: string) => db().select().from(notifications).where(eq(notifications.userId, userId));
  const unreadCount = async (cookie: string) => {
    const profile = await t.app.inject({ method: 'GET', url: '/apiV2/auth/profile', headers: { host: PORTAL_A, cookie } });
    expect(profile.statusCode, profile.body).toBe(200);
    return profile.json().notificationUnreadCount as number;
  };

  it("mails the posting's manager once on approval and leaves them one unread notification without a link", async () => {
    const operator = await admin();
    const { posting, manager, cookie } = await submitted();
    // Read once first: the count is now served from memory, and the approval must make it stale.
    expect(await unreadCount(cookie)).toBe(0);

    const approved = await call('POST', `/apiV2/admin/posting-reviews/${posting.id}/approve`, operator);
    expect(approved.statusCode, approved.body).toBe(200);

    const mails = await mailsTo(manager.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`[커리어로드] 「${posting.title}」 공고가 승인되어 게시되었어요`);
    expect(mails[0]!.body).toContain(posting.title);
    expect(mails[0]!.body).toContain('지금부터 커리어로드에 공개돼요');
    expect(mails[0]!.body).toContain('커리어로드 드림');
    const notices = await noticesOf(manager.id);
    expect(notices.map((n) => ({ kind: n.kind, title: n.title, link: n.link, readAt: n.readAt }))).toEqual([
      { kind: 'GENERAL', title: `「${posting.title}」 공고가 승인되었어요.`, link: null, readAt: null },
    ]);
    expect(notices[0]!.dedupeKey).toMatch(new RegExp(`^posting-review:${posting.id}:APPROVED:\\d+$`));
    expect(await unreadCount(cookie)).toBe(1);

    // A refused second approval tells nobody anything.
    expectKoreanError(await call('POST', `/apiV2/admin/posting-reviews/${posting.id}/approve`, operator), 409);
    expect(await mailsTo(manager.email)).toHaveLength(1);
    expect(await noticesOf(manager.id)).toHaveLength(1);
  });

  it("tells the channel's followers of the posting once it is approved, not while it is in review or rejected", async () => {
    const operator = await admin();
    const { posting } = await submitted();
    const follower = await createLoggedInUser(db(), { brand: 'a' });
    await db().insert(channelFollows).values({ userId: follower.user.id, channelId: posting.channelId });
    const news = () => noticesOf(follower.user.id).then((rows) => rows.filter((n) => n.kind === 'CHANNEL_NEWS'));
    expect(await news()).toEqual([]);

    const approved = await call('POST', `/apiV2/admin/posting-reviews/${posting.id}/approve`, operator);
    expect(approved.statusCode, approved.body).toBe(200);
    const [notice] = await news();
    expect(notice).toMatchObject({ link: `/activity/${posting.id}`, readAt: null });
    expect(notice!.title).toContain(posting.title);

    const rejectedOne = await submitted();
    await db().insert(channelFollows).values({ userId: follower.user.id, channelId: rejectedOne.posting.channelId });
    const rejected = await call('POST', `/apiV2/admin/posting-reviews/${rejectedOne.posting.id}/reject`, operator, {
      reason: '모집 기간을 다시 확인해주세요.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await news()).toHaveLength(1);
  });

  it('mails the rejection with its reason and where to fix and submit again, and notifies the manager', async () => {
    const operator = await admin();
    const { posting, manager } = await submitted();
    const reason = '접수 기간과 본문의 마감일이 달라요. 하나로 맞춰주세요.';
    const rejected = await call('POST', `/apiV2/admin/posting-reviews/${posting.id}/reject`, operator, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const [mail, ...more] = await mailsTo(manager.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`[커리어로드] 「${posting.title}」 공고가 반려되었어요`);
    expect(mail!.body).toContain(posting.title);
    expect(mail!.body).toContain(`■ 반려 사유\n${reason}`);
    expect(mail!.body).toContain('기업서비스 > 공고 관리에서 공고를 고친 뒤 다시 검토를 요청해주세요.');
    expect((await noticesOf(manager.id)).map((n) => [n.kind, n.title, n.link])).toEqual([
      ['GENERAL', `「${posting.title}」 공고가 반려되었어요. 사유를 확인해주세요.`, null],
    ]);
  });

  it('still mails a manager who muted general notifications, but writes them no notification', async () => {
    const operator = await admin();
    const { posting, manager } = await submitted();
    await db().update(users).set({ mutedNotificationKinds: ['GENERAL'] }).where(eq(users.id, manager.id));
    const rejected = await call('POST', `/apiV2/admin/posting-reviews/${posting.id}/reject`, operator, { reason: '포스터가 보이지 않아요.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await mailsTo(manager.email)).toHaveLength(1);
    expect(await noticesOf(manager.id)).toEqual([]);
  });

  it('keeps the decision, its audit row and the notification when the mail hand-over fails; the outbox keeps the mail', async () => {
    const operator = await admin();
    const { posting, manager } = await submitted();
    const realSend = t.app.mailer.send.bind(t.app.mailer);
    // As the SMTP mailer fails: the outbox row is written, then the server refuses the hand-over.
    const failing = vi.spyOn(t.app.mailer, 'send').mockImplementation(async (message) => {
      await realSend(message);
      throw new DomainError('unavailable', 'MAIL_UNAVAILABLE', MAIL_UNAVAILABLE_MESSAGE);
    });
    try {
      const approved = await call('POST', `/apiV2/admin/posting-reviews/${posting.id}/approve`, operator);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toEqual({ id: String(posting.id), reviewStatus: 'PUBLISHED' });
      expect(failing).toHaveBeenCalledTimes(1);
    } finally {
      failing.mockRestore();
    }
    const [stored] = await db().select().from(postings).where(eq(postings.id, posting.id));
    expect(stored).toMatchObject({ reviewStatus: 'PUBLISHED', publishedAt: expect.any(Date) });
    expect(await auditCount('posting.approve', String(posting.id))).toBe(1);
    expect(await noticesOf(manager.id)).toHaveLength(1);
    const [kept] = await mailsTo(manager.email);
    expect(kept).toMatchObject({ subject: expect.stringContaining(posting.title), sentAt: null });
  });
});
