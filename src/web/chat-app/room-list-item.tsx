/** One room in the list: title, member count, last message preview, relative time and the unread badge. */
import styled from 'styled-components';
import { formatCount } from '../api/format';
import { formatRelativeTime } from './chat-time';
import type { ChatRoom } from './chat-types';

function preview(room: ChatRoom): string {
  const last = room.lastMessage;
  if (!last) return '아직 메시지가 없습니다.';
  const text = last.body.replace(/\s+/g, ' ').trim();
  return last.sender && !last.mine ? `${last.sender.nickname}: ${text}` : text;
}

export function RoomListItem({ room, now, onOpen }: { room: ChatRoom; now: Date; onOpen: (room: ChatRoom) => void }) {
  const badge = formatCount(room.unreadCount);
  return (
    <li>
      <Row type="button" onClick={() => onOpen(room)} data-testid="chat-room-item" data-room-id={room.id}>
        <Top>
          <Title>{room.title}</Title>
          <Members aria-label={`참여자 ${room.memberCount}명`}>{room.memberCount}</Members>
          {room.lastMessage ? <Time dateTime={room.lastMessage.createdAt}>{formatRelativeTime(room.lastMessage.createdAt, now)}</Time> : null}
        </Top>
        <Bottom>
          <Preview>{preview(room)}</Preview>
          {badge ? (
            <Badge aria-label={`읽지 않은 메시지 ${badge}개`} data-testid="chat-room-unread">
              {badge}
            </Badge>
          ) : null}
        </Bottom>
      </Row>
    </li>
  );
}

const Row = styled.button`
  display: grid;
  gap: 4px;
  width: 100%;
  padding: 12px 16px;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  text-align: left;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Top = styled.span`
  display: flex;
  align-items: baseline;
  gap: 6px;
  min-width: 0;
`;

const Title = styled.span`
  min-width: 0;
  overflow: hidden;
  font-size: 15px;
  font-weight: 700;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Members = styled.span`
  flex: 0 0 auto;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
`;

const Time = styled.time`
  flex: 0 0 auto;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 12px;
`;

const Bottom = styled.span`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
`;

const Preview = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Badge = styled.span`
  flex: 0 0 auto;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;
