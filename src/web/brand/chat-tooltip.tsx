/**
 * Chat tooltip (spec §4, §9): shown unless its cookie exists; closing sets the cookie for 7 days.
 *
 * Placement: the bubble used to hang below the chat button, over the main navigation, and hid
 * 멘토 게시판, NEW, 자소서 and 커리어 관리 on a first visit. It now sits in the header row itself, beside the
 * chat button and pointing at it, taking its own room in the row (the search box gives way), so it covers
 * nothing at any width. It is hidden while the chat panel is open: the panel is what it advertises.
 */
import Cookies from 'js-cookie';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useChatPanel } from '../chat/chat-context';
import { CHAT_TOOLTIP_COOKIE, CHAT_TOOLTIP_COOKIE_DAYS, cookieDomainFor } from './promotion';

export function ChatTooltip() {
  const chat = useChatPanel();
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(Cookies.get(CHAT_TOOLTIP_COOKIE) === undefined), []);
  if (!visible || chat.open) return null;
  return (
    <Tip role="note" data-testid="chat-tooltip">
      <span>채팅으로 실시간 소통해보세요!</span>
      <button
        type="button"
        aria-label="채팅 안내 닫기"
        onClick={() => {
          Cookies.set(CHAT_TOOLTIP_COOKIE, '1', {
            expires: CHAT_TOOLTIP_COOKIE_DAYS,
            domain: cookieDomainFor(window.location.hostname),
            path: '/',
          });
          setVisible(false);
        }}
      >
        ×
      </button>
    </Tip>
  );
}

/** In the flow of the header row, right of the chat button; the arrow on its left points at the button. */
const Tip = styled.div`
  position: relative;
  flex: none;
  display: flex;
  align-items: center;
  gap: 6px;
  margin-left: 8px;
  padding: 6px 8px 6px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.text};
  color: #fff;
  font-size: 12px;
  line-height: 1.4;
  white-space: nowrap;
  box-shadow: 0 6px 16px rgba(15, 23, 42, 0.18);
  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: -4px;
    width: 8px;
    height: 8px;
    margin-top: -4px;
    background: inherit;
    transform: rotate(45deg);
  }
  button {
    padding: 0 4px;
    border: 0;
    background: none;
    color: inherit;
    font-size: 14px;
    line-height: 1;
  }
`;
