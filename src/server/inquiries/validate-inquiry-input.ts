/** Spec §5 inquiry-form rules, in the order the form checks them, with its exact Korean messages. */
import { MAX_INQUIRY_ATTACHMENTS, ATTACHMENT_MESSAGES } from '../../config/attachment-types';
import type { DeviceInfo } from '../../db/schema';
import { DomainError, invalid } from '../errors/domain-error';
import { uploadErrors } from '../uploads/upload-errors';
import { UUID_PATTERN } from '../uploads/upload-policy';

export interface InquiryInput {
  email: string;
  content: string;
  attachmentIds: string[];
  deviceInfo: DeviceInfo;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INQUIRY_CONTENT_MAX_LENGTH = 5000;

export function validateInquiryInput(input: {
  email?: string | null;
  content?: string | null;
  attachmentIds?: readonly string[] | null;
  deviceInfo: DeviceInfo;
}): InquiryInput {
  const email = input.email?.trim() ?? '';
  if (!email) throw invalid('이메일을 입력해주세요.');
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) throw invalid('잘못된 이메일 형식입니다.');
  const content = input.content?.trim() ?? '';
  if (!content) throw invalid('내용을 입력해주세요.');
  if (content.length > INQUIRY_CONTENT_MAX_LENGTH) {
    throw invalid(`내용은 ${INQUIRY_CONTENT_MAX_LENGTH}자 이하로 입력해주세요.`);
  }
  const attachmentIds = [...new Set(input.attachmentIds ?? [])];
  if (attachmentIds.length > MAX_INQUIRY_ATTACHMENTS) {
    throw new DomainError('invalid', 'TOO_MANY_ATTACHMENTS', ATTACHMENT_MESSAGES.tooMany());
  }
  if (attachmentIds.some((id) => !UUID_PATTERN.test(id))) throw uploadErrors.attachmentNotFound();
  return { email, content, attachmentIds, deviceInfo: input.deviceInfo };
}
