import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ConsoleInquiryPage, InquiryStatus } from '../../contracts/inquiries';
import type { Db } from '../../db/client';
import { inquiryAttachments, inquiries, users } from '../../db/schema';
import type { Paging } from '../paging/parse-paging';
import type { InquiryOperator } from './inquiry-policy';

const EXCERPT_LENGTH = 60;

/**
 * The console's inquiry queue (ADR 30), a page at a time: open first, then answered, then closed, and the
 * oldest first within each (a queue is worked from its oldest). `status` keeps one status only.
 */
export async function findInquiries(
  db: Db,
  input: { operator: InquiryOperator; status?: InquiryStatus } & Paging,
): Promise<ConsoleInquiryPage> {
  const where = and(eq(inquiries.brand, input.operator.brand), input.status ? eq(inquiries.status, input.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        inquiry: inquiries,
        memberName: users.username,
        attachmentCount: sql<number>`(select count(*)::int from ${inquiryAttachments} where ${inquiryAttachments.inquiryId} = ${inquiries.id})`,
      })
      .from(inquiries)
      .leftJoin(users, eq(users.id, inquiries.userId))
      .where(where)
      .orderBy(sql`case ${inquiries.status} when 'OPEN' then 0 when 'ANSWERED' then 1 else 2 end`, asc(inquiries.createdAt), asc(inquiries.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(inquiries).where(where),
  ]);
  return {
    items: rows.map(({ inquiry, memberName, attachmentCount }) => ({
      id: inquiry.id,
      email: inquiry.email,
      excerpt: [...inquiry.content].slice(0, EXCERPT_LENGTH).join(''),
      status: inquiry.status,
      memberName,
      attachmentCount: Number(attachmentCount),
      createdAt: inquiry.createdAt.toISOString(),
      answeredAt: inquiry.answeredAt?.toISOString() ?? null,
    })),
    totalCount: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
