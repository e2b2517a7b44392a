/**
 * The unread/item-count badge of the headers (spec §9: hidden at 0, "99+" above 99).
 *
 * Why a shared primitive: an absolutely positioned badge with only `left` set is shrink-to-fit within the
 * space left of that edge inside its icon, and the body's `overflow-wrap: anywhere` lets it break between
 * digits there, so "11" rendered as "1" above "1" in a 21×32 px box. This badge never wraps and
 * sizes to its text: a circle for one character, a pill growing sideways for "11", "99" and "99+".
 */
import styled from 'styled-components';
import { formatCount } from '../api/format';

export interface CountBadgeProps {
  count: number;
  testId?: string;
  tone?: 'danger' | 'accent';
  /** Set when the badge is decoration next to an accessible name that already carries the count. */
  hidden?: boolean;
  className?: string;
}

export function CountBadge({ count, testId, tone = 'danger', hidden = false, className }: CountBadgeProps) {
  const text = formatCount(count);
  if (!text) return null;
  return (
    <Pill className={className} data-testid={testId} data-count={text} aria-hidden={hidden || undefined} $tone={tone}>
      {text}
    </Pill>
  );
}

const Pill = styled.span<{ $tone: 'danger' | 'accent' }>`
  position: absolute;
  display: inline-block;
  box-sizing: border-box;
  /* max-content keeps an absolutely positioned badge from shrinking to the space left inside its icon. */
  width: max-content;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 999px;
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
  white-space: nowrap;
  overflow-wrap: normal;
  word-break: normal;
  font-variant-numeric: tabular-nums;
  pointer-events: none;
`;
