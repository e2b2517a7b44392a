/** Page-level layout primitives shared by the CBT pages. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mobileQuery } from '../styles/theme';

export const PageContainer = styled.div<{ $narrow?: boolean }>`
  max-width: ${({ theme, $narrow }) => ($narrow ? '440px' : theme.contentWidth)};
  margin: 0 auto;
  padding: 40px 20px 24px;
  ${({ theme }) => mobileQuery(theme)} {
    padding-top: 24px;
  }
`;

export const PageTitle = styled.h1`
  font-size: 28px;
  font-weight: 800;
  letter-spacing: -0.02em;
  ${({ theme }) => mobileQuery(theme)} {
    font-size: 22px;
  }
`;

/** Where the page sits (`커뮤니티 › 자유게시판`): links separated by an aria-hidden `›`, above the page's title. */
export const Breadcrumbs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  a {
    color: inherit;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

export const PageLead = styled.p`
  margin-top: 8px;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A vertical list of blocks (problem cards, passages, notes). Its one column is `minmax(0, 1fr)`, not the
 * implicit `auto`: an auto column grows to its widest item's min-content width, so one wide table or long
 * word would push the whole list, and the page, past a phone's screen.
 */
export const Stack = styled.div<{ $gap?: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ $gap = 16 }) => $gap}px;
`;

export const Card = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

/** A list of cards, one item a card (a member's orders, coupons, addresses, wishlist): `<CardList><li><CardRow>`. */
export const CardList = styled.ul`
  display: grid;
  gap: 12px;
  list-style: none;
  padding: 0;
  margin: 12px 0 0;
`;

/** One card of a CardList: what it is on the left, its state and actions on the right, wrapping on a phone. */
export const CardRow = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 20px;
`;

/** The quieter second line of a CardRow (dates, numbers). */
export const CardMeta = styled.p`
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <EmptyBox data-testid="empty-state">
      <EmptyTitle>{title}</EmptyTitle>
      {children ? <EmptyText>{children}</EmptyText> : null}
      {action}
    </EmptyBox>
  );
}

const EmptyBox = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin-top: 24px;
  padding: 56px 20px;
  text-align: center;
`;

const EmptyTitle = styled.h2`
  font-size: 18px;
  font-weight: 700;
`;

const EmptyText = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  white-space: pre-line;
`;

export const PrimaryLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 44px;
  margin-top: 12px;
  padding: 0 20px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;
