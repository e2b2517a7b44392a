import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, suggestionAttachments } from '../../db/schema';
import { type AttachmentView, toAttachmentView } from '../uploads/attachment-view';

/** The attachments of each inquiry, in the order they were sent, as the upload route serves them. */
export async function findInquiryAttachments(db: Db, inquiryIds: string[]): Promise<Map<string, AttachmentView[]>> {
  const byInquiry = new Map<string, AttachmentView[]>(inquiryIds.map((id) => [id, []]));
  if (inquiryIds.length === 0) return byInquiry;
  const rows = await db
    .select({ suggestionId: suggestionAttachments.suggestionId, attachment: attachments })
    .from(suggestionAttachments)
    .innerJoin(attachments, eq(attachments.id, suggestionAttachments.attachmentId))
    .where(inArray(suggestionAttachments.suggestionId, inquiryIds))
    .orderBy(asc(suggestionAttachments.sortOrder), asc(attachments.id));
  for (const row of rows) byInquiry.get(row.suggestionId)?.push(toAttachmentView(row.attachment));
  return byInquiry;
}
