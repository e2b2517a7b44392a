import { and, eq } from 'drizzle-orm';
import { checkInquiryAnswer } from '../../config/inquiry-answer';
import type { InquiryChangeResult } from '../../contracts/inquiries';
import type { Db } from '../../db/client';
import { inquiries } from '../../db/schema';
import { insertNotification } from '../accounts/create-notification';
import type { ProfileCountsInvalidation } from '../accounts/profile-counts-cache';
import { recordAuditEvent } from '../audit/record-audit-event';
import { invalid } from '../errors/domain-error';
import { MAIL_BRAND_NAMES, type Mailer, sendAfterCommit } from '../mail/mailer';
import { inquiryErrors } from './inquiry-errors';
import type { InquiryOperator } from './inquiry-policy';

/**
 * An ADMIN answers an inquiry of their brand (ADR 30): the reply is stored (the member reads it in the
 * inquiry panel and on /mypage/support), audited (`inquiry.answer`, before and after) in the same transaction, then
 * mailed to the inquiry's email — a visitor has no account, so mail is their only channel. Answering again replaces the
 * answer (a correction) and mails it again; the same words again change nothing. A closed inquiry is 409.
 *
 * The mail goes after the commit: the outbox row is written first whatever the hand-over does, and a failed SMTP
 * hand-over must not take back an answer the member can already read (`mailed: false` tells the operator).
 *
 * A brand A member's first answer also leaves a portal notification (the portal has the notifications list; brand B's
 * members read answers on the shop's /mypage/support and by mail), written in the same transaction and once per
 * inquiry, so a correction does not notify twice.
 */
export async function answerInquiry(
  db: Db,
  effects: { mailer: Mailer; profileCounts: ProfileCountsInvalidation },
  input: { operator: InquiryOperator; inquiryId: string; answer: string; now?: Date },
): Promise<InquiryChangeResult> {
  const { mailer, profileCounts } = effects;
  const checked = checkInquiryAnswer(input.answer);
  if (!checked.ok) throw invalid(checked.message, 'INVALID_INQUIRY_ANSWER');
  const now = input.now ?? new Date();
  const outcome = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.id, input.inquiryId), eq(inquiries.brand, input.operator.brand)))
      .for('update');
    if (!found) throw inquiryErrors.notFound();
    if (found.status === 'CLOSED') throw inquiryErrors.closed();
    if (found.status === 'ANSWERED' && found.answer === checked.answer) return { found, changed: false, notified: null };
    await tx
      .update(inquiries)
      .set({ status: 'ANSWERED', answer: checked.answer, answeredBy: input.operator.actorId, answeredAt: now })
      .where(eq(inquiries.id, found.id));
    await recordAuditEvent(tx, {
      brand: found.brand,
      actorId: input.operator.actorId,
      action: 'inquiry.answer',
      resourceType: 'inquiry',
      resourceId: found.id,
      before: { status: found.status, answer: found.answer },
      after: { status: 'ANSWERED', answer: checked.answer },
    });
    const notified = found.userId && found.brand === 'a' ? await notifyMember(tx, found.id, found.userId) : null;
    return { found, changed: true, notified };
  });
  // After the commit: the member's next profile read counts the new notice.
  if (outcome.notified) await profileCounts.forgetUser(outcome.notified);
  if (!outcome.changed) return { id: outcome.found.id, status: 'ANSWERED', changed: false };
  const brandName = MAIL_BRAND_NAMES[outcome.found.brand];
  const mailed = await sendAfterCommit(mailer, {
    brand: outcome.found.brand,
    to: outcome.found.email,
    subject: `[${brandName}] 문의하신 내용에 답변드립니다`,
    body: [
      '안녕하세요.',
      `${brandName} 고객센터입니다. 보내주신 문의에 답변드립니다.`,
      '',
      '■ 문의 내용',
      outcome.found.content,
      '',
      '■ 답변',
      checked.answer,
      '',
      `${brandName} 드림`,
    ].join('\n'),
  });
  return { id: outcome.found.id, status: 'ANSWERED', changed: true, mailed };
}

/** Where a brand A member reads the answer: any page of the portal opens the inquiry panel with `?inquiry=open`. */
export const INQUIRY_ANSWER_LINK = '/?inquiry=open';
export const INQUIRY_ANSWER_TITLE = '고객문의에 답변이 등록되었어요. 내 문의 내역에서 확인해주세요.';

async function notifyMember(tx: Db, inquiryId: string, userId: string): Promise<string | null> {
  const written = await insertNotification(tx, userId, {
    title: INQUIRY_ANSWER_TITLE,
    link: INQUIRY_ANSWER_LINK,
    dedupeKey: `inquiry-answer:${inquiryId}`,
  });
  return written ? userId : null;
}
