/** Inquiry form rules of spec §5/§9, pure so they are unit-tested without a browser. */
import {
  ATTACHMENT_MESSAGES,
  extensionOf,
  extensionsOf,
  IMAGE_MIME_TYPES,
  isUnderSizeLimit,
  MAX_INQUIRY_ATTACHMENTS,
  normalizeMimeType,
} from '../../config/attachment-types';

export type InquiryField = 'email' | 'content';

export const INQUIRY_MESSAGES = {
  emailRequired: '이메일을 입력해주세요.',
  emailInvalid: '잘못된 이메일 형식입니다.',
  contentRequired: '내용을 입력해주세요.',
  sent: '소중한 의견에 감사드립니다.',
  sendFailed: '죄송합니다. 의견을 보내는 중 오류가 발생했습니다.',
  /** More images picked than there is room for: the first `taken` were attached. */
  firstOnly: (picked: number, taken: number) =>
    `${ATTACHMENT_MESSAGES.tooMany(MAX_INQUIRY_ATTACHMENTS)} 고른 ${picked}장 중 앞의 ${taken}장만 첨부했어요.`,
} as const;

/** The size error stays for 3 s (spec §5). */
export const SIZE_ERROR_MS = 3000;

// A standard (HTML-like) e-mail pattern: local part, @, dotted domain with a 2+ letter top-level label.
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** Each field's first failing rule (email empty, then its format; body empty): a send shows every one at once. */
export function validateInquiryFields(values: { email: string; content: string }): Partial<Record<InquiryField, string>> {
  const errors: Partial<Record<InquiryField, string>> = {};
  const email = values.email.trim();
  if (!email) errors.email = INQUIRY_MESSAGES.emailRequired;
  else if (!isValidEmail(email)) errors.email = INQUIRY_MESSAGES.emailInvalid;
  if (!values.content.trim()) errors.content = INQUIRY_MESSAGES.contentRequired;
  return errors;
}

/** Images only (BMP, JPG, PNG, SVG, WEBP): an image MIME type whose extension fits it. */
export function isAllowedImage(file: { name: string; type: string }): boolean {
  const type = normalizeMimeType(file.type);
  if (!IMAGE_MIME_TYPES.includes(type)) return false;
  return extensionsOf(type).includes(extensionOf(file.name));
}

export type FileCheck<F> =
  | { ok: true; files: F[]; notice: string | null }
  | { ok: false; kind: 'type' | 'count' | 'size'; message: string };

/**
 * Checks files picked in one go against what the form already holds. `uploadedBytes` are completed
 * uploads, `queuedBytes` those still uploading; the taken files count on top of both (spec §5).
 *
 * Picking more images than there is room for takes the first ones that fit, in the order picked, and says so: a
 * member who picks four screenshots expects three of them attached, not none.
 */
export function checkNewFiles<F extends { name: string; type: string; size: number }>(
  incoming: readonly F[],
  current: { count: number; uploadedBytes: number; queuedBytes: number },
): FileCheck<F> {
  if (incoming.some((file) => !isAllowedImage(file))) {
    return { ok: false, kind: 'type', message: ATTACHMENT_MESSAGES.typeNotAllowed };
  }
  const room = MAX_INQUIRY_ATTACHMENTS - current.count;
  if (room <= 0) return { ok: false, kind: 'count', message: ATTACHMENT_MESSAGES.tooMany(MAX_INQUIRY_ATTACHMENTS) };
  const files = incoming.slice(0, room);
  const total = current.uploadedBytes + current.queuedBytes + files.reduce((sum, file) => sum + file.size, 0);
  if (!isUnderSizeLimit(total)) {
    return { ok: false, kind: 'size', message: ATTACHMENT_MESSAGES.totalTooLarge };
  }
  const notice = files.length < incoming.length ? INQUIRY_MESSAGES.firstOnly(incoming.length, files.length) : null;
  return { ok: true, files, notice };
}

/** The add button is disabled once more than 2 attachments are present. */
export function canAddMore(count: number): boolean {
  return count <= MAX_INQUIRY_ATTACHMENTS - 1;
}

/** Prefilled body for corporate members (spec §5). */
export const CORPORATE_INQUIRY_TEMPLATE = ['회사명 : ', '공고 제목 : ', '담당자 : ', '메일 및 연락처 : ', '문의 내용 : '].join('\n');

export function initialInquiryContent(userType: string | null | undefined): string {
  return userType && userType !== 'NORMAL' ? CORPORATE_INQUIRY_TEMPLATE : '';
}

/**
 * "고객문의(작성중)" once an email or a body has been typed: what the form started with (a member's own email, the
 * corporate template) does not count.
 */
export function minimizedTitle(values: { email: string; content: string }, initial: { email: string; content: string }): string {
  const typing = (values.email !== '' && values.email !== initial.email) || (values.content !== '' && values.content !== initial.content);
  return typing ? '고객문의(작성중)' : '고객문의';
}
