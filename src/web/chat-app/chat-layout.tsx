/** Frame-filling layout pieces: a column with a 52 px header, a scrolling body and room for a composer. */
import styled, { createGlobalStyle } from 'styled-components';
import { PrimaryButton } from '../ui/button';

export const HEADER_HEIGHT = 52;

export const ChatScreen = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export const ChatBody = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  -webkit-overflow-scrolling: touch;
`;

export const CenteredBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 15px;
  /* The body's lone action (로그인, 다시 시도, 참여하기) keeps a button's presence even with a short label. */
  > ${PrimaryButton} {
    min-width: 120px;
  }
`;

export const TextButton = styled.button`
  padding: 2px 4px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 12px;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

/** The chat page fills its frame; only the message area scrolls. */
export const ChatGlobalStyle = createGlobalStyle`
  html, body, #__next {
    height: 100%;
  }
  body {
    min-height: 0;
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surface};
  }
`;
