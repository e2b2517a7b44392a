/**
 * What the company hears of an operator's decision on its submitted posting (ADR 25, ADR 30): the posting's manager —
 * the owner of its channel — gets a portal notification written in the decision's transaction and a mail sent after
 * the commit. The corporate site has no notifications list, and the notification cannot link there (the portal's list
 * links only its own paths, ADR 30), so the mail is what reaches the company; the notification is there for the same
 * account when it reads the portal.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { channels, users } from '../../db/schema';
import { insertNotification } from '../accounts/create-notification';
import type { ProfileCountsInvalidation } from '../accounts/profile-counts-cache';
import { MAIL_BRAND_NAMES, type MailMessage, type Mailer, sendAfterCommit } from '../mail/mailer';

export type PostingReviewDecision = { outcome: 'APPROVED' } | { outcome: 'REJECTED'; reason: string };

/** What approve and reject take besides the database: where the mail goes and the cached counts to forget. */
export interface PostingReviewEffects {
  mailer: Mailer;
  profileCounts: ProfileCountsInvalidation;
}

/** Where the company manages its postings and fixes a rejected one: the corporate site's /activities/ALL. */
const MANAGEMENT_MENU = '기업서비스 > 공고 관리';

export function postingReviewNoticeTitle(postingTitle: string, decision: PostingReviewDecision): string {
  return decision.outcome === 'APPROVED'
    ? `「${postingTitle}」 공고가 승인되었어요.`
    : `「${postingTitle}」 공고가 반려되었어요. 사유를 확인해주세요.`;
}

export function postingReviewMail(
  brand: BrandId,
  to: { email: string; channelTitle: string },
  postingTitle: string,
  decision: PostingReviewDecision,
): MailMessage {
  const brandName = MAIL_BRAND_NAMES[brand];
  const greeting = [`안녕하세요, ${to.channelTitle} 담당자님.`];
  const posting = ['■ 공고', postingTitle];
  const signature = ['', `${brandName} 드림`];
  if (decision.outcome === 'APPROVED') {
    return {
      brand,
      to: to.email,
      subject: `[${brandName}] 「${postingTitle}」 공고가 승인되어 게시되었어요`,
      body: [
        ...greeting,
        `${brandName}입니다. 검토를 요청하신 공고가 승인되어 지금부터 ${brandName}에 공개돼요.`,
        '',
        ...posting,
        '',
        `게시된 공고의 조회수와 지원 현황은 ${MANAGEMENT_MENU}에서 확인할 수 있어요.`,
        ...signature,
      ].join('\n'),
    };
  }
  return {
    brand,
    to: to.email,
    subject: `[${brandName}] 「${postingTitle}」 공고가 반려되었어요`,
    body: [
      ...greeting,
      `${brandName}입니다. 검토를 요청하신 공고를 확인했지만, 아래 사유로 이번에는 게시하지 못했어요.`,
      '',
      ...posting,
      '',
      '■ 반려 사유',
      decision.reason,
      '',
      `${MANAGEMENT_MENU}에서 공고를 고친 뒤 다시 검토를 요청해주세요. 검토가 끝나면 다시 알려드릴게요.`,
      ...signature,
    ].join('\n'),
  };
}

/** Written in the decision's transaction; delivered after its commit by deliverPostingReviewNotice. */
export interface PostingReviewNotice {
  /** The manager whose cached counts are forgotten after the commit; null when no notification was written. */
  notifiedUserId: string | null;
  mail: MailMessage | null;
}

/**
 * In the decision's transaction: finds the posting's manager (its channel's owner, account standing — a deleted
 * account's email is a placeholder) and writes their notification (GENERAL, muted kinds respected, keyed by the
 * posting, the outcome and the decision's instant). The mail is composed here and sent after the commit.
 */
export async function recordPostingReviewNotice(
  tx: Db,
  posting: { id: number; brand: BrandId; channelId: string; title: string },
  decision: PostingReviewDecision,
  now: Date,
): Promise<PostingReviewNotice> {
  const [manager] = await tx
    .select({ userId: users.id, email: users.email, channelTitle: channels.title })
    .from(channels)
    .innerJoin(users, eq(users.id, channels.ownerId))
    .where(and(eq(channels.id, posting.channelId), isNull(users.deletedAt)));
  if (!manager) return { notifiedUserId: null, mail: null };
  const written = await insertNotification(tx, manager.userId, {
    kind: 'GENERAL',
    title: postingReviewNoticeTitle(posting.title, decision),
    // The company manages postings on the corporate site, another host; the portal's list links only its own paths.
    link: null,
    dedupeKey: `posting-review:${posting.id}:${decision.outcome}:${now.getTime()}`,
  });
  return {
    notifiedUserId: written ? manager.userId : null,
    mail: postingReviewMail(posting.brand, manager, posting.title, decision),
  };
}

/**
 * After the commit: the manager's next profile read counts the notice, and the mail is handed over. The mail is written
 * to the outbox first (mailer.ts), and the SMTP mailer logs a failed hand-over; the decision is made and stays made,
 * so a failure is not the operator's error. Answers whether the mail was handed over.
 */
export async function deliverPostingReviewNotice(effects: PostingReviewEffects, notice: PostingReviewNotice): Promise<boolean> {
  if (notice.notifiedUserId) await effects.profileCounts.forgetUser(notice.notifiedUserId);
  return notice.mail ? sendAfterCommit(effects.mailer, notice.mail) : false;
}
