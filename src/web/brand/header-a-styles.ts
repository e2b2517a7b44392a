/** Layout pieces of the brand A header that the desktop and mobile rows and the CBT sub-menu share. */
import styled from 'styled-components';
import { mobileQuery } from '../styles/theme';

export const Wrapper = styled.header`
  display: contents;
`;

export const DesktopOnly = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => mobileQuery(theme)} {
    display: none;
  }
`;

export const MobileOnly = styled.div`
  display: none;
  ${({ theme }) => mobileQuery(theme)} {
    display: block;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 20px;
  ${({ theme }) => mobileQuery(theme)} {
    padding: 0 16px 8px;
  }
`;

export const TopRow = styled.div`
  display: flex;
  align-items: center;
  gap: 24px;
  min-height: 64px;
  ${({ theme }) => mobileQuery(theme)} {
    min-height: 52px;
    gap: 12px;
    justify-content: space-between;
  }
`;

export const UserArea = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 16px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
