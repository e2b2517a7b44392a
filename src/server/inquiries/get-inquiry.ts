import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConsoleInquiryDetail } from '../../contracts/inquiries';
import type { Db } from '../../db/client';
import { inquiries, users } from '../../db/schema';
import { findInquiryAttachments } from './inquiry-attachments';
import { inquiryErrors } from './inquiry-errors';
import type { InquiryOperator } from './inquiry-policy';

const answerers = alias(users, 'answerers');

/** One inquiry of the operator's brand with everything the console shows: sender, member, attachments, answer. */
export async function getInquiry(db: Db, input: { operator: InquiryOperator; inquiryId: string }): Promise<ConsoleInquiryDetail> {
  const [row] = await db
    .select({ inquiry: inquiries, member: { id: users.id, username: users.username, email: users.email }, answeredByName: answerers.username })
    .from(inquiries)
    .leftJoin(users, eq(users.id, inquiries.userId))
    .leftJoin(answerers, eq(answerers.id, inquiries.answeredBy))
    .where(and(eq(inquiries.id, input.inquiryId), eq(inquiries.brand, input.operator.brand)));
  if (!row) throw inquiryErrors.notFound();
  const { inquiry } = row;
  const attachments = (await findInquiryAttachments(db, [inquiry.id])).get(inquiry.id) ?? [];
  return {
    id: inquiry.id,
    email: inquiry.email,
    content: inquiry.content,
    deviceInfo: inquiry.deviceInfo,
    status: inquiry.status,
    member: row.member?.id ? row.member : null,
    attachments,
    answer: inquiry.answer,
    answeredByName: row.answeredByName ?? null,
    answeredAt: inquiry.answeredAt?.toISOString() ?? null,
    closedAt: inquiry.closedAt?.toISOString() ?? null,
    createdAt: inquiry.createdAt.toISOString(),
  };
}
