import { and, count, desc, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { MyInquiryPage } from '../../contracts/inquiries';
import type { Db } from '../../db/client';
import { inquiries } from '../../db/schema';
import type { Paging } from '../paging/parse-paging';
import { findInquiryAttachments } from './inquiry-attachments';

/** A member's own inquiries of the brand, newest first, with the operator's answers (ADR 30). */
export async function findMyInquiries(db: Db, input: { userId: string; brand: BrandId } & Paging): Promise<MyInquiryPage> {
  const where = and(eq(inquiries.userId, input.userId), eq(inquiries.brand, input.brand));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(inquiries).where(where),
  ]);
  const attachments = await findInquiryAttachments(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      content: row.content,
      status: row.status,
      attachments: attachments.get(row.id) ?? [],
      answer: row.answer,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    totalCount: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
