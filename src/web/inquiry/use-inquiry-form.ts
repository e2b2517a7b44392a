/**
 * The inquiry form's state (spec §4, §8): email (a member's own address until they type another) and body (a
 * corporate member's body starts from a template), the field error, and sending with createSuggestion once no image
 * is still uploading.
 */
import { useRef, useState } from 'react';
import { createSuggestion, guessDeviceInfo } from '../api/portal-api';
import { getBrowserPortalClient } from '../api/portal-client';
import { useCurrentUser } from '../session/use-current-user';
import { useToast } from '../toast/toast-provider';
import { type InquiryFieldError, INQUIRY_MESSAGES, initialInquiryContent, minimizedTitle, validateInquiry } from './inquiry-rules';
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
  const [fieldError, setFieldError] = useState<InquiryFieldError | null>(null);
  const [sending, setSending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const attachments = useInquiryAttachments();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending || attachments.uploading) return;
    const error = validateInquiry({ email, content });
    setFieldError(error);
    if (error) {
      if (error.field === 'email') emailRef.current?.focus();
      return;
    }
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

  return {
    email,
    setEmail,
    content,
    setContent,
    fieldError,
    sending,
    emailRef,
    attachments,
    onSubmit,
    /** The minimized bar's title: 고객문의, or 고객문의(작성중) once something was typed. */
    title: minimizedTitle({ email, content }, { email: memberEmail, content: initialContent }),
  };
}
