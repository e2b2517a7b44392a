import { and, eq } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { MyInquiry } from '../../contracts/inquiries';
import type { Db } from '../../db/client';
import { inquiries } from '../../db/schema';
import { findInquiryAttachments } from './inquiry-attachments';
import { inquiryErrors } from './inquiry-errors';

/** One of the member's own inquiries with its answer; another member's (or a visitor's) is 404 like an unknown one. */
export async function getMyInquiry(db: Db, input: { userId: string; brand: BrandId; inquiryId: string }): Promise<MyInquiry> {
  const [row] = await db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.id, input.inquiryId), eq(inquiries.userId, input.userId), eq(inquiries.brand, input.brand)));
  if (!row) throw inquiryErrors.notFound();
  const attachments = (await findInquiryAttachments(db, [row.id])).get(row.id) ?? [];
  return {
    id: row.id,
    content: row.content,
    status: row.status,
    attachments,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
