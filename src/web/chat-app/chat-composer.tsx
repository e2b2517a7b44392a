/**
 * Message composer: Enter sends, Shift+Enter breaks the line, and Enter while an IME is composing (Korean input)
 * only finishes the syllable. The send button is disabled while empty or sending; server errors show inline.
 */
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { isChatApiError } from './chat-api-error';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../contracts/chat';

export const COMPOSER_PLACEHOLDER = '메시지를 입력하세요';
const SEND_FAILED = '메시지를 보내지 못했습니다. 잠시 후 다시 시도해주세요.';

/** Enter without Shift, outside IME composition (keyCode 229 covers browsers that report composition that way). */
export function isSendKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent' | 'keyCode'>): boolean {
  if (event.key !== 'Enter' || event.shiftKey) return false;
  return !(event.nativeEvent as globalThis.KeyboardEvent).isComposing && event.keyCode !== 229;
}

export function ChatComposer({ onSend, disabled = false }: { onSend: (body: string) => Promise<void>; disabled?: boolean }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sendingRef = useRef(false);
  const empty = text.trim().length === 0;

  const send = async () => {
    if (sendingRef.current || empty || disabled) return;
    sendingRef.current = true;
    setSending(true);
    setError(null);
    try {
      await onSend(text.trim());
      setText('');
    } catch (caught) {
      setError(isChatApiError(caught) ? caught.message : SEND_FAILED);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter') return;
    if (!isSendKey(event)) return;
    event.preventDefault();
    void send();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <Form onSubmit={onSubmit} data-testid="chat-composer">
      {error ? (
        <ErrorText role="alert" data-testid="chat-composer-error">
          {error}
        </ErrorText>
      ) : null}
      <Row>
        <Field>
          <TextArea
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
            placeholder={COMPOSER_PLACEHOLDER}
            aria-label="메시지"
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            rows={2}
            disabled={disabled}
          />
          <Counter aria-live="off" data-testid="chat-composer-count">
            {text.length}/{CHAT_MESSAGE_MAX_LENGTH}
          </Counter>
        </Field>
        <SendButton type="submit" disabled={empty || sending || disabled}>
          보내기
        </SendButton>
      </Row>
    </Form>
  );
}

const Form = styled.form`
  flex: 0 0 auto;
  display: grid;
  gap: 6px;
  padding: 8px 10px calc(8px + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: 8px;
`;

const Field = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-width: 0;
`;

const TextArea = styled.textarea`
  display: block;
  width: 100%;
  height: 64px;
  padding: 8px 10px 18px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 14px;
  line-height: 1.4;
  resize: none;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Counter = styled.span`
  position: absolute;
  right: 8px;
  bottom: 4px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 11px;
  pointer-events: none;
`;

const SendButton = styled.button`
  flex: 0 0 64px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: 14px;
  font-weight: 700;
  &:disabled {
    opacity: 0.45;
    cursor: default;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 13px;
`;
