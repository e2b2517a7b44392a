/**
 * A posting's deadline badge: `D-3`, `D-Day` on the last day, 모집예정 before reception opens and 마감 after it.
 * Status and D-day come from the server (derived in KST per request, src/config/kst.ts), so the server's render and
 * the browser's hydration print the same text whatever the device's clock or time zone says.
 */
import styled from 'styled-components';
import type { PostingStatus } from '../api/postings-api';
import { POSTING_STATUS_LABELS } from './posting-labels';

/** Three days or fewer: the badge turns red (마감 임박). */
export const URGENT_D_DAY = 3;

export interface DDayFields {
  status: PostingStatus;
  dDay?: number | null;
}

export function dDayText({ status, dDay }: DDayFields): string {
  if (status === 'UPCOMING') return POSTING_STATUS_LABELS.UPCOMING;
  // The server sends no D-day once closed; an open posting without one is read the same way.
  if (status === 'CLOSED' || dDay == null) return POSTING_STATUS_LABELS.CLOSED;
  return dDay <= 0 ? 'D-Day' : `D-${dDay}`;
}

export type DDayTone = 'closed' | 'upcoming' | 'urgent' | 'open';

export function dDayTone({ status, dDay }: DDayFields): DDayTone {
  if (status === 'CLOSED' || (status === 'OPEN' && dDay == null)) return 'closed';
  if (status === 'UPCOMING') return 'upcoming';
  return dDay != null && dDay <= URGENT_D_DAY ? 'urgent' : 'open';
}

/** `overlay`: on top of a poster, where a tinted background would let the picture through (a white one keeps AA). */
export function DDayBadge({ posting, overlay = false, className }: { posting: DDayFields; overlay?: boolean; className?: string }) {
  const tone = dDayTone(posting);
  return (
    <Badge className={className} $tone={tone} $overlay={overlay} data-testid="d-day-badge" data-tone={tone}>
      {dDayText(posting)}
    </Badge>
  );
}

/** `#rrggbb` mixed 7% into white, as an opaque colour. */
export function tintOnWhite(hex: string, amount = 0.07): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return '#fff';
  const n = Number.parseInt(match[1]!, 16);
  const mix = (channel: number) => Math.round(255 + (channel - 255) * amount).toString(16).padStart(2, '0');
  return `#${mix((n >> 16) & 255)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}

const Badge = styled.span<{ $tone: DDayTone; $overlay: boolean }>`
  display: inline-flex;
  align-items: center;
  height: 24px;
  padding: 0 8px;
  border-radius: 4px;
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  ${({ theme, $tone, $overlay }) => {
    // Filled red for the last days; the others as text on an opaque 7% tint of themselves (4.5:1 for each theme
    // colour; a translucent tint over the grey page background is darker and falls below), or on white over a poster.
    if ($tone === 'urgent') return `background: ${theme.colors.danger}; color: #fff;`;
    const color = $tone === 'open' ? theme.colors.primary : $tone === 'upcoming' ? theme.colors.success : theme.colors.muted;
    return $overlay
      ? `color: ${color}; background: #fff; box-shadow: 0 1px 3px rgba(15, 23, 42, 0.25);`
      : `color: ${color}; background: ${tintOnWhite(color)};`;
  }}
`;
