/**
 * Link tabs and pill links of the search, scrap and calendar pages: each choice is an address (so it can be shared and
 * rendered on the server), the current one marked with aria-current.
 */
import { Link } from '../../ui/link';
import styled from 'styled-components';
import { mobileQuery } from '../../styles/theme';

export const TabNav = styled.nav`
  display: flex;
  gap: 4px;
  margin-top: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

export const TabLink = styled(Link)`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 10px 14px;
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
  white-space: nowrap;
  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The count after a tab's name. */
export const TabCount = styled.span`
  font-size: 13px;
  font-weight: 500;
  font-variant-numeric: tabular-nums;
`;

export const PillGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 4px;
`;

export const PillLink = styled(Link)`
  padding: 6px 10px;
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  white-space: nowrap;
  &[aria-current='true'] {
    /* The darker brand colour: the plain one on its tint over the grey page is 4.3:1, short of AA. */
    background: ${({ theme }) => theme.colors.primary}12;
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 700;
  }
  &:hover:not([aria-current='true']) {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${({ theme }) => mobileQuery(theme)} {
    padding: 6px 8px;
    font-size: 13px;
  }
`;

export const PageHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 12px;
  h1 {
    font-size: 26px;
    font-weight: 800;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  ${({ theme }) => mobileQuery(theme)} {
    h1 {
      font-size: 21px;
    }
  }
`;

export const formatCount = (n: number) => n.toLocaleString('en-US');
