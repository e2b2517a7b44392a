import { and, eq, inArray } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import { ATTACHMENT_MESSAGES, categoryOf, isUnderSizeLimit } from '../../config/attachment-types';
import type { Db } from '../../db/client';
import { type Inquiry, attachments, inquiryAttachments, inquiries } from '../../db/schema';
import { DomainError, conflict } from '../errors/domain-error';
import { uploadErrors } from '../uploads/upload-errors';
import { type UploadOwner, ownsAttachment } from '../uploads/upload-policy';
import type { InquiryInput } from './validate-inquiry-input';

export interface CreateInquiryInput extends InquiryInput {
  brand: BrandId;
  /** The member sending it; null for a visitor. */
  userId: string | null;
  /** Whose uploads may be attached; null for a visitor without an upload session. */
  owner: UploadOwner | null;
}

/**
 * Spec §3/§5 createSuggestion: saves an inquiry and attaches the caller's verified images — at most 3, images
 * only, 10 MB in total, each attached once — in one transaction; the rows are locked so two inquiries cannot
 * take the same file.
 */
export async function createInquiry(db: Db, input: CreateInquiryInput): Promise<Inquiry> {
  return db.transaction(async (tx) => {
    const ids = input.attachmentIds;
    const rows = ids.length
      ? await tx.select().from(attachments).where(inArray(attachments.id, ids)).for('update')
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    let totalSize = 0;
    for (const id of ids) {
      const attachment = byId.get(id);
      // Someone else's file looks exactly like a missing one.
      if (!attachment || !input.owner || !ownsAttachment(input.owner, attachment)) throw uploadErrors.attachmentNotFound();
      if (attachment.status === 'ATTACHED') throw conflict('이미 다른 문의에 첨부된 파일입니다.', 'ATTACHMENT_IN_USE');
      if (attachment.status === 'REJECTED') throw uploadErrors.rejected();
      if (attachment.status !== 'UPLOADED') throw new DomainError('invalid', 'UPLOAD_NOT_COMPLETED', '업로드가 완료되지 않은 파일입니다.');
      if (categoryOf(attachment.type) !== 'IMAGE') throw uploadErrors.typeNotAllowed();
      totalSize += attachment.size;
    }
    if (!isUnderSizeLimit(totalSize)) {
      throw new DomainError('invalid', 'ATTACHMENT_TOTAL_SIZE_EXCEEDED', ATTACHMENT_MESSAGES.totalTooLarge);
    }

    const [inquiry] = await tx
      .insert(inquiries)
      .values({
        brand: input.brand,
        userId: input.userId,
        email: input.email,
        content: input.content,
        deviceInfo: input.deviceInfo,
      })
      .returning();
    if (ids.length) {
      await tx
        .insert(inquiryAttachments)
        .values(ids.map((attachmentId, sortOrder) => ({ inquiryId: inquiry!.id, attachmentId, sortOrder })));
      const attached = await tx
        .update(attachments)
        .set({ status: 'ATTACHED', attachedAt: new Date() })
        .where(and(inArray(attachments.id, ids), eq(attachments.status, 'UPLOADED')))
        .returning({ id: attachments.id });
      if (attached.length !== ids.length) throw conflict('이미 다른 문의에 첨부된 파일입니다.', 'ATTACHMENT_IN_USE');
    }
    return inquiry!;
  });
}
