/** Chat tooltip (spec §4, §9): shown unless its cookie exists; closing sets the cookie for 7 days. */
import Cookies from 'js-cookie';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CHAT_TOOLTIP_COOKIE, CHAT_TOOLTIP_COOKIE_DAYS, cookieDomainFor } from './promotion';

export function ChatTooltip() {
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(Cookies.get(CHAT_TOOLTIP_COOKIE) === undefined), []);
  if (!visible) return null;
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

const Tip = styled.div`
  position: absolute;
  top: calc(100% + 10px);
  right: -8px;
  z-index: 1150;
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 8px 10px 8px 12px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.text};
  color: #fff;
  font-size: 12px;
  white-space: nowrap;
  box-shadow: 0 6px 16px rgba(15, 23, 42, 0.18);
  /* The bubble hangs over the navigation: only its close button takes clicks. */
  pointer-events: none;
  /* Points up at the chat button. */
  &::before {
    content: '';
    position: absolute;
    top: -5px;
    right: 30px;
    width: 10px;
    height: 10px;
    background: inherit;
    transform: rotate(45deg);
  }
  button {
    pointer-events: auto;
    border: 0;
    background: none;
    color: inherit;
    font-size: 14px;
  }
`;
