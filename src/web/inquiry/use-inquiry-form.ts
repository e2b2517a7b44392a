/**
 * The inquiry form's state (spec §4, §8): email (a member's own address until they type another) and body (a
 * corporate member's body starts from a template), the fields' errors (a send shows every one; each then follows its
 * field as it is edited), and sending with createSuggestion once no image is still uploading.
 */
import { useRef, useState } from 'react';
import { createSuggestion, guessDeviceInfo } from '../api/portal-api';
import { getBrowserPortalClient } from '../api/portal-client';
import { useCurrentUser } from '../session/use-current-user';
import { useToast } from '../toast/toast-provider';
import { type InquiryField, INQUIRY_MESSAGES, initialInquiryContent, minimizedTitle, validateInquiryFields } from './inquiry-rules';
import { useInquiryAttachments } from './use-inquiry-attachments';

function currentPlatform(): string {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string; mobile?: boolean } };
  if (nav.userAgentData?.mobile) return 'mobile';
  return nav.userAgentData?.platform || nav.platform || '';
}

export function useInquiryForm({ onSent }: { onSent: () => void }) {
  const { user } = useCurrentUser();
  const toast = useToast();
  const [initialContent] = useState(() => initialInquiryContent(user?.type));
  // Untouched, the field holds the logged-in member's address, which they may edit; a visitor's starts empty. Read on
  // every render, so a session the page learns of after the panel opened still fills it.
  const [typedEmail, setEmail] = useState<string | null>(null);
  const memberEmail = user?.email ?? '';
  const email = typedEmail ?? memberEmail;
  const [content, setContent] = useState(initialContent);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<InquiryField, string>>>({});
  const [sending, setSending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const attachments = useInquiryAttachments();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending || attachments.uploading) return;
    const errors = validateInquiryFields({ email, content });
    setFieldErrors(errors);
    if (errors.email) emailRef.current?.focus();
    if (errors.email || errors.content) return;
    setSending(true);
    try {
      await createSuggestion(getBrowserPortalClient(), {
        email: email.trim(),
        content,
        attachmentIds: attachments.attachmentIds(),
        deviceInfo: guessDeviceInfo(currentPlatform()),
      });
      toast.toast(INQUIRY_MESSAGES.sent, 'success');
      onSent();
    } catch {
      // Spec §8: the sending flag is not reset after a failure.
      toast.toast(INQUIRY_MESSAGES.sendFailed, 'error');
    }
  };

  // A field's error, once shown, is checked again as the field changes: it follows the fix instead of staying.
  const recheck = (values: { email: string; content: string }) =>
    setFieldErrors((shown) => {
      const now = validateInquiryFields(values);
      return { ...(shown.email && now.email ? { email: now.email } : {}), ...(shown.content && now.content ? { content: now.content } : {}) };
    });

  return {
    email,
    setEmail: (value: string) => {
      setEmail(value);
      recheck({ email: value, content });
    },
    content,
    setContent: (value: string) => {
      setContent(value);
      recheck({ email, content: value });
    },
    fieldErrors,
    sending,
    emailRef,
    attachments,
    onSubmit,
    /** The minimized bar's title: 고객문의, or 고객문의(작성중) once something was typed. */
    title: minimizedTitle({ email, content }, { email: memberEmail, content: initialContent }),
  };
}
