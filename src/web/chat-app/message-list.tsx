/**
 * The message window, oldest to newest, with Korean date separators. Keeps the reading position when older pages
 * are prepended, follows new messages only when the reader is already at the bottom (or sent it), and on first show
 * either jumps to the bottom or centres and briefly highlights the focused message.
 */
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ChatBody, TextButton } from './chat-layout';
import { formatChatDate, kstDayKey } from './chat-time';
import type { ChatMessage } from './chat-types';
import { MessageItem } from './message-item';

export const HIGHLIGHT_MS = 2400;
const BOTTOM_SLACK_PX = 48;

export interface MessageListProps {
  messages: ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  hasNewer: boolean;
  loadingNewer: boolean;
  onLoadNewer: () => void;
  focusMessageId: string | null;
  onLink: (url: string) => void;
  onCopy: (text: string) => void;
}

export function MessageList(props: MessageListProps) {
  const { messages, hasOlder, loadingOlder, onLoadOlder, hasNewer, loadingNewer, onLoadNewer, focusMessageId } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ firstId: string | null; lastId: string | null; scrollHeight: number }>({
    firstId: null,
    lastId: null,
    scrollHeight: 0,
  });
  const [highlightedId, setHighlightedId] = useState<string | null>(null);

  const firstId = messages[0]?.id ?? null;
  const last = messages[messages.length - 1];
  const lastId = last?.id ?? null;

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const prev = previous.current;
    const toBottom = () => {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    };
    if (prev.lastId === null && lastId !== null) {
      // Ids follow the protocol's pattern ([0-9A-Za-z-]), so they are safe inside the selector.
      const target =
        focusMessageId && /^[0-9A-Za-z-]+$/.test(focusMessageId)
          ? el.querySelector<HTMLElement>(`[data-message-id="${focusMessageId}"]`)
          : null;
      if (target) {
        target.scrollIntoView?.({ block: 'center' });
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
        setHighlightedId(focusMessageId);
      } else {
        toBottom();
      }
    } else if (prev.firstId !== null && firstId !== prev.firstId && lastId === prev.lastId) {
      // Older messages were prepended: keep what the reader was looking at in place.
      el.scrollTop += el.scrollHeight - prev.scrollHeight;
    } else if (lastId !== prev.lastId && (atBottom.current || last?.mine)) {
      toBottom();
    }
    previous.current = { firstId, lastId, scrollHeight: el.scrollHeight };
  }, [firstId, lastId, last?.mine, focusMessageId]);

  useEffect(() => {
    if (!highlightedId) return;
    const timer = window.setTimeout(() => setHighlightedId(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlightedId]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
    previous.current.scrollHeight = el.scrollHeight;
  };

  return (
    <ChatBody ref={scrollRef} onScroll={onScroll} data-testid="chat-message-scroll">
      {hasOlder ? (
        <Pager>
          <TextButton type="button" onClick={onLoadOlder} disabled={loadingOlder} data-testid="chat-load-older">
            {loadingOlder ? '불러오는 중…' : '이전 메시지 보기'}
          </TextButton>
        </Pager>
      ) : null}
      {messages.length === 0 ? <Empty>첫 메시지를 남겨 보세요.</Empty> : null}
      <List aria-live="polite" aria-relevant="additions" data-testid="chat-message-list">
        {messages.map((message, index) => {
          const day = kstDayKey(message.createdAt);
          const prevMessage = messages[index - 1];
          const newDay = !prevMessage || kstDayKey(prevMessage.createdAt) !== day;
          return (
            <Fragment key={message.id}>
              {newDay ? (
                <DateSeparator data-testid="chat-date-separator">
                  <span>{formatChatDate(message.createdAt)}</span>
                </DateSeparator>
              ) : null}
              <MessageItem
                message={message}
                highlighted={highlightedId === message.id}
                onLink={props.onLink}
                onCopy={props.onCopy}
              />
            </Fragment>
          );
        })}
      </List>
      {hasNewer ? (
        <Pager>
          <TextButton type="button" onClick={onLoadNewer} disabled={loadingNewer} data-testid="chat-load-newer">
            {loadingNewer ? '불러오는 중…' : '다음 메시지 보기'}
          </TextButton>
        </Pager>
      ) : null}
    </ChatBody>
  );
}

const List = styled.ol`
  margin: 0;
  padding: 8px 0 12px;
  list-style: none;
`;

const Pager = styled.div`
  display: flex;
  justify-content: center;
  padding: 10px 0 2px;
`;

const Empty = styled.p`
  padding: 32px 16px 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  text-align: center;
`;

const DateSeparator = styled.li`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 12px 16px 6px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 12px;
  &::before,
  &::after {
    content: '';
    flex: 1 1 auto;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
  span {
    flex: 0 0 auto;
  }
`;
