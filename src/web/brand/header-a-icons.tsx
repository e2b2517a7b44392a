/**
 * The brand A header's shortcuts (spec §2.2, §9): calendar, notifications, scrap and the chat toggle with their
 * counts. Desktop shows each icon with its label; the mobile row shows round icons named by aria-label.
 */
import styled, { css } from 'styled-components';
import { formatCount } from '../api/format';
import { useChatPanel } from '../chat/chat-context';
import { ChatTooltip } from './chat-tooltip';
import { siteUrl, type SiteOrigins } from './portal-links';
import { roundIcon } from '../styles/chrome-styles';
import { CountBadge } from '../ui/count-badge';
import { BellIcon, BookmarkIcon, CalendarIcon, ChatIcon } from '../ui/icons';

export interface Counts {
  notifications: number;
  scraps: number;
  chat: number;
}

/** "알림 3개" for screen readers; just the name when the badge is hidden. */
function countLabel(name: string, count: number): string {
  const text = formatCount(count);
  return text ? `${name} ${text}개` : name;
}

export function IconLinks({ siteOrigins, counts, variant }: { siteOrigins: SiteOrigins; counts: Counts; variant: 'desktop' | 'mobile' }) {
  const chat = useChatPanel();
  return (
    <Icons aria-label="바로가기" data-variant={variant}>
      <IconLink href={siteUrl(siteOrigins, 'portal', '/calendar')} aria-label="캘린더">
        <CalendarIcon />
        <IconLabel>캘린더</IconLabel>
      </IconLink>
      <IconLink href={siteUrl(siteOrigins, 'portal', '/notifications')} aria-label={countLabel('알림', counts.notifications)}>
        <BellIcon />
        <IconLabel>알림</IconLabel>
        <Count count={counts.notifications} testId={`${variant}-notification-count`} />
      </IconLink>
      <IconLink href={siteUrl(siteOrigins, 'portal', '/accounts/scrap')} aria-label={countLabel('스크랩', counts.scraps)}>
        <BookmarkIcon />
        <IconLabel>스크랩</IconLabel>
        <Count count={counts.scraps} testId={`${variant}-scrap-count`} />
      </IconLink>
      <ChatSlot>
        <IconButton type="button" aria-label={countLabel('채팅', counts.chat)} aria-pressed={chat.open} onClick={chat.togglePanel}>
          <ChatIcon />
          <IconLabel>채팅</IconLabel>
          <Count count={counts.chat} testId={`${variant}-chat-count`} />
        </IconButton>
        {variant === 'desktop' ? <ChatTooltip /> : null}
      </ChatSlot>
    </Icons>
  );
}

const Icons = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  &[data-variant='mobile'] {
    gap: 0;
  }
`;

/** Icon with its label underneath on desktop; a 40 px round icon control on mobile, named by aria-label. */
const iconStyle = css`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  min-width: 48px;
  padding: 4px 6px;
  border: 0;
  border-radius: 8px;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  [data-variant='mobile'] & {
    ${roundIcon}
    min-width: 0;
  }
`;

const IconLabel = styled.span`
  font-size: 11px;
  line-height: 14px;
  white-space: nowrap;
  [data-variant='mobile'] & {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const IconLink = styled.a`
  ${iconStyle}
`;

/** The chat button and, on a first visit, its tooltip beside it in the same row. */
const ChatSlot = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const IconButton = styled.button`
  ${iconStyle}
`;

/** Sits on the icon's top-right corner and grows to the right for "11" and "99+". */
const Count = styled(CountBadge)`
  top: 0;
  left: calc(50% + 4px);
  /* The white ring separates the badge from the icon under it; the box stays 18 px tall. */
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
  font-size: 10px;
  [data-variant='mobile'] & {
    top: 2px;
    left: 22px;
  }
`;
