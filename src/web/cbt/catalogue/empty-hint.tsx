/** A one-line empty state for secondary blocks, where the full EmptyState card would dominate the page. */
import type { ReactNode } from 'react';
import styled from 'styled-components';

export function EmptyHint({ children }: { children: ReactNode }) {
  return <HintText data-testid="empty-hint">{children}</HintText>;
}

const HintText = styled.p`
  padding: 24px 16px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;
