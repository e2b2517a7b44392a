import { describe, expect, it } from 'vitest';
import { CHAT_CHANNEL, chatMessage, parseChatFrameMessage, parseChatParentMessage } from './chat-protocol';

describe('parseChatFrameMessage', () => {
  it('reads every frame message the spec lists', () => {
    for (const type of ['close', 'login', 'token-request', 'unread-changed'] as const) {
      expect(parseChatFrameMessage({ channel: CHAT_CHANNEL, type })).toEqual({ channel: CHAT_CHANNEL, type });
    }
    expect(parseChatFrameMessage({ channel: CHAT_CHANNEL, type: 'copy-text', text: '안녕하세요' })).toMatchObject({
      text: '안녕하세요',
    });
    expect(
      parseChatFrameMessage({ channel: CHAT_CHANNEL, type: 'sns-share', url: 'https://careerroad.kr/?a=1', title: '스터디방' }),
    ).toEqual({ channel: CHAT_CHANNEL, type: 'sns-share', url: 'https://careerroad.kr/?a=1', title: '스터디방' });
    expect(parseChatFrameMessage({ channel: CHAT_CHANNEL, type: 'click-link', url: 'http://example.com/' })).toMatchObject({
      url: 'http://example.com/',
    });
  });

  it('ignores traffic of other senders and unknown types', () => {
    expect(parseChatFrameMessage({ type: 'close' })).toBeNull();
    expect(parseChatFrameMessage('close')).toBeNull();
    expect(parseChatFrameMessage(null)).toBeNull();
    expect(parseChatFrameMessage({ channel: CHAT_CHANNEL, type: 'eval', code: 'x' })).toBeNull();
  });

  it('never lets the frame make the page open a script or data URL', () => {
    expect(parseChatFrameMessage({ channel: CHAT_CHANNEL, type: 'click-link', url: 'javascript:alert(1)' })).toBeNull();
    expect(parseChatFrameMessage({ channel: CHAT_CHANNEL, type: 'sns-share', url: 'data:text/html,x' })).toBeNull();
    expect(parseChatFrameMessage({ channel: CHAT_CHANNEL, type: 'click-link', url: 'not a url' })).toBeNull();
  });

  it('refuses oversized text', () => {
    expect(parseChatFrameMessage({ channel: CHAT_CHANNEL, type: 'copy-text', text: 'x'.repeat(10_001) })).toBeNull();
  });
});

describe('parseChatParentMessage', () => {
  it('round-trips the token answer and the open-room request', () => {
    const token = chatMessage({ type: 'token', accessToken: 'abc' });
    expect(parseChatParentMessage(token)).toEqual(token);
    expect(parseChatParentMessage(chatMessage({ type: 'token', accessToken: null }))).toMatchObject({ accessToken: null });
    expect(parseChatParentMessage(chatMessage({ type: 'panel', open: false }))).toMatchObject({ type: 'panel', open: false });
    const open = chatMessage({ type: 'open-room', chatRoomId: 'r-1', chatMessageId: '42', openType: 'only-room' });
    expect(parseChatParentMessage(open)).toEqual(open);
  });

  it('refuses malformed ids and open types', () => {
    expect(parseChatParentMessage({ channel: CHAT_CHANNEL, type: 'open-room', chatRoomId: '../x', openType: 'default' })).toBeNull();
    expect(parseChatParentMessage({ channel: CHAT_CHANNEL, type: 'open-room', chatRoomId: 'r1', openType: 'popup' })).toBeNull();
    expect(parseChatParentMessage({ channel: CHAT_CHANNEL, type: 'token', accessToken: 42 })).toBeNull();
    expect(parseChatParentMessage({ channel: CHAT_CHANNEL, type: 'panel', open: 'yes' })).toBeNull();
  });
});
