import { and, eq } from 'drizzle-orm';
import { checkInquiryAnswer } from '../../config/inquiry-answer';
import type { InquiryChangeResult } from '../../contracts/inquiries';
import type { Db } from '../../db/client';
import { suggestions } from '../../db/schema';
import { recordAuditEvent } from '../audit/record-audit-event';
import { invalid } from '../errors/domain-error';
import { MAIL_BRAND_NAMES, type Mailer } from '../mail/mailer';
import { inquiryErrors } from './inquiry-errors';
import type { InquiryOperator } from './inquiry-policy';

/**
 * An ADMIN answers an inquiry of their brand (issue 19, ADR 30): the reply is stored (the member reads it in the
 * inquiry panel and on /mypage/support), audited (`inquiry.answer`, before and after) in the same transaction, then
 * mailed to the inquiry's email — a visitor has no account, so mail is their only channel. Answering again replaces the
 * answer (a correction) and mails it again; the same words again change nothing. A closed inquiry is 409.
 *
 * The mail goes after the commit: the outbox row is written first whatever the hand-over does, and a failed SMTP
 * hand-over must not take back an answer the member can already read (`mailed: false` tells the operator).
 */
export async function answerInquiry(
  db: Db,
  mailer: Mailer,
  input: { operator: InquiryOperator; inquiryId: string; answer: string; now?: Date },
): Promise<InquiryChangeResult> {
  const checked = checkInquiryAnswer(input.answer);
  if (!checked.ok) throw invalid(checked.message, 'INVALID_INQUIRY_ANSWER');
  const now = input.now ?? new Date();
  const outcome = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(suggestions)
      .where(and(eq(suggestions.id, input.inquiryId), eq(suggestions.brand, input.operator.brand)))
      .for('update');
    if (!found) throw inquiryErrors.notFound();
    if (found.status === 'CLOSED') throw inquiryErrors.closed();
    if (found.status === 'ANSWERED' && found.answer === checked.answer) return { found, changed: false };
    await tx
      .update(suggestions)
      .set({ status: 'ANSWERED', answer: checked.answer, answeredBy: input.operator.actorId, answeredAt: now })
      .where(eq(suggestions.id, found.id));
    await recordAuditEvent(tx, {
      brand: found.brand,
      actorId: input.operator.actorId,
      action: 'inquiry.answer',
      resourceType: 'inquiry',
      resourceId: found.id,
      before: { status: found.status, answer: found.answer },
      after: { status: 'ANSWERED', answer: checked.answer },
    });
    return { found, changed: true };
  });
  if (!outcome.changed) return { id: outcome.found.id, status: 'ANSWERED', changed: false };
  const brandName = MAIL_BRAND_NAMES[outcome.found.brand];
  let mailed = true;
  try {
    await mailer.send({
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
  } catch {
    mailed = false;
  }
  return { id: outcome.found.id, status: 'ANSWERED', changed: true, mailed };
}
