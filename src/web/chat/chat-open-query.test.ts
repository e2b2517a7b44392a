import { describe, expect, it } from 'vitest';
import { parseChatOpenQuery, withoutChatOpenQuery } from './chat-open-query';

describe('parseChatOpenQuery', () => {
  it('reads the open type, room and message', () => {
    expect(parseChatOpenQuery('/exam/detail/3?chatOpenType=only-room&chatRoomId=ab-12&chatMessageId=42')).toEqual({
      openType: 'only-room',
      chatRoomId: 'ab-12',
      chatMessageId: '42',
    });
  });

  it('treats the message id as optional', () => {
    expect(parseChatOpenQuery('/?chatRoomId=r1&chatOpenType=default')).toEqual({
      openType: 'default',
      chatRoomId: 'r1',
      chatMessageId: null,
    });
  });

  it('opens nothing without a valid open type or room id', () => {
    expect(parseChatOpenQuery('/?chatRoomId=r1')).toBeNull();
    expect(parseChatOpenQuery('/?chatOpenType=popup&chatRoomId=r1')).toBeNull();
    expect(parseChatOpenQuery('/?chatOpenType=default')).toBeNull();
    expect(parseChatOpenQuery('/?chatOpenType=default&chatRoomId=%3Cscript%3E')).toBeNull();
  });

  it('drops a malformed message id but still opens the room', () => {
    expect(parseChatOpenQuery('/?chatOpenType=default&chatRoomId=r1&chatMessageId=../x')?.chatMessageId).toBeNull();
  });
});

describe('withoutChatOpenQuery', () => {
  it('removes only the chat parameters, keeping the rest and the hash', () => {
    expect(withoutChatOpenQuery('/exam/psat?page=2&chatOpenType=default&chatRoomId=r1&chatMessageId=9#top')).toBe(
      '/exam/psat?page=2#top',
    );
  });

  it('leaves a bare path when nothing else remains', () => {
    expect(withoutChatOpenQuery('/?chatOpenType=only-room&chatRoomId=r1')).toBe('/');
  });
});
