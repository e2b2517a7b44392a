import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConsoleInquiryDetail } from '../../contracts/inquiries';
import type { Db } from '../../db/client';
import { suggestions, users } from '../../db/schema';
import { findInquiryAttachments } from './inquiry-attachments';
import { inquiryErrors } from './inquiry-errors';
import type { InquiryOperator } from './inquiry-policy';

const answerers = alias(users, 'answerers');

/** One inquiry of the operator's brand with everything the console shows: sender, member, attachments, answer. */
export async function getInquiry(db: Db, input: { operator: InquiryOperator; inquiryId: string }): Promise<ConsoleInquiryDetail> {
  const [row] = await db
    .select({ suggestion: suggestions, member: { id: users.id, username: users.username, email: users.email }, answeredByName: answerers.username })
    .from(suggestions)
    .leftJoin(users, eq(users.id, suggestions.userId))
    .leftJoin(answerers, eq(answerers.id, suggestions.answeredBy))
    .where(and(eq(suggestions.id, input.inquiryId), eq(suggestions.brand, input.operator.brand)));
  if (!row) throw inquiryErrors.notFound();
  const { suggestion } = row;
  const attachments = (await findInquiryAttachments(db, [suggestion.id])).get(suggestion.id) ?? [];
  return {
    id: suggestion.id,
    email: suggestion.email,
    content: suggestion.content,
    deviceInfo: suggestion.deviceInfo,
    status: suggestion.status,
    member: row.member?.id ? row.member : null,
    attachments,
    answer: suggestion.answer,
    answeredByName: row.answeredByName ?? null,
    answeredAt: suggestion.answeredAt?.toISOString() ?? null,
    closedAt: suggestion.closedAt?.toISOString() ?? null,
    createdAt: suggestion.createdAt.toISOString(),
  };
}
