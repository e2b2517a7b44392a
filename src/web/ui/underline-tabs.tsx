/**
 * Page-level tabs that are links (the address is the state): a row of links underlined in the brand colour where
 * `aria-current="page"`. Used by 내 댓글 / 답변 받은 댓글 and the 스펙 관리 sections.
 */
import styled from 'styled-components';

export const UnderlineTabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin-top: 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    padding: 10px 2px;
    margin-bottom: -1px;
    border-bottom: 2px solid transparent;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 700;
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
`;
