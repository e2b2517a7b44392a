import { describe, expect, it } from 'vitest';
import { appendMessage, applyMessageToRooms, flattenMessages, type MessagesData, newestLoadedMessage } from './chat-cache';
import { createChatMessage, createChatRoom } from './chat-fixtures';

const msg = createChatMessage;
const room = createChatRoom;

const data = (pages: MessagesData['pages']): MessagesData => ({ pages, pageParams: pages.map(() => ({ kind: 'latest' as const })) });

describe('appendMessage', () => {
  it('appends to the newest page and ignores a message it already has', () => {
    const before = data([{ messages: [msg('1')], hasOlder: true, hasNewer: false }, { messages: [msg('2')], hasOlder: false, hasNewer: false }]);
    const after = appendMessage(before, msg('3'));
    expect(flattenMessages(after).map((m) => m.id)).toEqual(['1', '2', '3']);
    expect(appendMessage(after, msg('3'))).toBe(after);
    expect(appendMessage(after, msg('1'))).toBe(after);
  });

  it('keeps id order when a live event overtakes a sent message', () => {
    const after = appendMessage(appendMessage(data([{ messages: [msg('8')], hasOlder: false, hasNewer: false }]), msg('10')), msg('9'));
    expect(flattenMessages(after).map((m) => m.id)).toEqual(['8', '9', '10']);
  });

  it('leaves a window that does not reach the newest messages alone', () => {
    const window = data([{ messages: [msg('5')], hasOlder: true, hasNewer: true }]);
    expect(appendMessage(window, msg('50'))).toBe(window);
    expect(newestLoadedMessage(window)).toBeNull();
  });
});

describe('applyMessageToRooms', () => {
  it('moves the room to the top with the new last message and one more unread', () => {
    const rooms = [room('2'), room('1', { unreadCount: 4, lastMessage: msg('7') })];
    const next = applyMessageToRooms(rooms, msg('8'));
    expect(next?.map((r) => r.id)).toEqual(['1', '2']);
    expect(next?.[0]).toMatchObject({ unreadCount: 5, lastMessage: { id: '8' } });
  });

  it('does not count own messages, and ignores an event it already applied', () => {
    const rooms = [room('1', { lastMessage: msg('7') })];
    const mine = applyMessageToRooms(rooms, msg('8', { mine: true }));
    expect(mine?.[0]).toMatchObject({ unreadCount: 0, lastMessage: { id: '8' } });
    expect(applyMessageToRooms(mine ?? [], msg('8'))).toBe(mine);
  });

  it('asks for a refetch (null) for a room it does not know', () => {
    expect(applyMessageToRooms([room('2')], msg('8'))).toBeNull();
  });
});
