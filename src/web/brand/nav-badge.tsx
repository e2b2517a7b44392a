/** The badge after a navigation tab's label (spec §2.5), shared by both brands' headers. */
import styled from 'styled-components';
import type { NavBadge } from '../../config/brands';

export function Badge({ badge, stuck = false }: { badge: NavBadge | undefined; stuck?: boolean }) {
  if (badge === 'new') return <BadgePill $tone="new">NEW</BadgePill>;
  if (badge === 'cbt') {
    // Spec §2.5: when the bar is stuck a red dot replaces the free tooltip.
    return stuck ? (
      <RedDot data-testid="free-dot" aria-label="100% 무료" role="img" />
    ) : (
      <BadgePill $tone="cbt">100% 무료</BadgePill>
    );
  }
  return null;
}

const BadgePill = styled.span<{ $tone: 'new' | 'cbt' }>`
  display: inline-block;
  padding: 1px 6px;
  border-radius: 999px;
  font-size: 11px;
  font-weight: 700;
  line-height: 16px;
  color: #fff;
  background: ${({ theme, $tone }) => ($tone === 'cbt' ? theme.colors.accent : theme.colors.danger)};
`;

const RedDot = styled.span`
  display: inline-block;
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
`;
