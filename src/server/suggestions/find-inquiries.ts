import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ConsoleInquiryPage, InquiryStatus } from '../../contracts/inquiries';
import type { Db } from '../../db/client';
import { suggestionAttachments, suggestions, users } from '../../db/schema';
import type { Paging } from '../paging/parse-paging';
import type { InquiryOperator } from './inquiry-policy';

const EXCERPT_LENGTH = 60;

/**
 * The console's inquiry queue (issue 19, ADR 30), a page at a time: open first, then answered, then closed, and the
 * oldest first within each (a queue is worked from its oldest). `status` keeps one status only.
 */
export async function findInquiries(
  db: Db,
  input: { operator: InquiryOperator; status?: InquiryStatus } & Paging,
): Promise<ConsoleInquiryPage> {
  const where = and(eq(suggestions.brand, input.operator.brand), input.status ? eq(suggestions.status, input.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        suggestion: suggestions,
        memberName: users.username,
        attachmentCount: sql<number>`(select count(*)::int from ${suggestionAttachments} where ${suggestionAttachments.suggestionId} = ${suggestions.id})`,
      })
      .from(suggestions)
      .leftJoin(users, eq(users.id, suggestions.userId))
      .where(where)
      .orderBy(sql`case ${suggestions.status} when 'OPEN' then 0 when 'ANSWERED' then 1 else 2 end`, asc(suggestions.createdAt), asc(suggestions.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(suggestions).where(where),
  ]);
  return {
    items: rows.map(({ suggestion, memberName, attachmentCount }) => ({
      id: suggestion.id,
      email: suggestion.email,
      excerpt: [...suggestion.content].slice(0, EXCERPT_LENGTH).join(''),
      status: suggestion.status,
      memberName,
      attachmentCount: Number(attachmentCount),
      createdAt: suggestion.createdAt.toISOString(),
      answeredAt: suggestion.answeredAt?.toISOString() ?? null,
    })),
    totalCount: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
