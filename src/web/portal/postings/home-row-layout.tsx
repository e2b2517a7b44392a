/** The frame of one curated row of the portal home: its section, the heading line and the link at its end. */
import { Link } from '../../ui/link';
import styled from 'styled-components';
import { mobileQuery } from '../../styles/theme';

export const HomeRowSection = styled.section`
  margin-top: 36px;
  ${({ theme }) => mobileQuery(theme)} {
    margin-top: 26px;
  }
`;

export const HomeRowHeader = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  h2 {
    font-size: 20px;
    font-weight: 700;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
  ${({ theme }) => mobileQuery(theme)} {
    h2 {
      font-size: 18px;
    }
  }
`;

export const HomeRowLink = styled(Link)`
  flex: 0 0 auto;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 14px;
  font-weight: 600;
  &:hover {
    text-decoration: underline;
  }
`;
