import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, inquiryAttachments } from '../../db/schema';
import { type AttachmentView, toAttachmentView } from '../uploads/attachment-view';

/** The attachments of each inquiry, in the order they were sent, as the upload route serves them. */
export async function findInquiryAttachments(db: Db, inquiryIds: string[]): Promise<Map<string, AttachmentView[]>> {
  const byInquiry = new Map<string, AttachmentView[]>(inquiryIds.map((id) => [id, []]));
  if (inquiryIds.length === 0) return byInquiry;
  const rows = await db
    .select({ inquiryId: inquiryAttachments.inquiryId, attachment: attachments })
    .from(inquiryAttachments)
    .innerJoin(attachments, eq(attachments.id, inquiryAttachments.attachmentId))
    .where(inArray(inquiryAttachments.inquiryId, inquiryIds))
    .orderBy(asc(inquiryAttachments.sortOrder), asc(attachments.id));
  for (const row of rows) byInquiry.get(row.inquiryId)?.push(toAttachmentView(row.attachment));
  return byInquiry;
}
