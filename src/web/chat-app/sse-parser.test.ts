import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function feed(chunks: string[]): SseEvent[] {
  const parser = createSseParser();
  return chunks.flatMap((chunk) => parser.push(chunk));
}

describe('createSseParser', () => {
  it('reads named events and defaults the name to message', () => {
    expect(feed(['event: ready\ndata: {"chatRoomIds":["1"]}\n\ndata: plain\n\n'])).toEqual([
      { event: 'ready', data: '{"chatRoomIds":["1"]}' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('handles chunks split mid-line, mid-field and between events', () => {
    const stream = 'event: message\ndata: {"id":"12","body":"안녕하세요"}\n\nevent: joined\ndata: {"chatRoomId":"3"}\n\n';
    const expected = [
      { event: 'message', data: '{"id":"12","body":"안녕하세요"}' },
      { event: 'joined', data: '{"chatRoomId":"3"}' },
    ];
    for (let size = 1; size <= 7; size += 1) {
      const chunks: string[] = [];
      for (let i = 0; i < stream.length; i += size) chunks.push(stream.slice(i, i + size));
      expect(feed(chunks)).toEqual(expected);
    }
  });

  it('emits nothing until the blank line arrives', () => {
    const parser = createSseParser();
    expect(parser.push('event: message\ndata: a')).toEqual([]);
    expect(parser.push('bc\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'message', data: 'abc' }]);
  });

  it('joins multi-line data with newlines', () => {
    expect(feed(['data: first\ndata: second\ndata:third\n\n'])).toEqual([{ event: 'message', data: 'first\nsecond\nthird' }]);
  });

  it('ignores comments (pings) and blocks without data', () => {
    expect(feed([': ping\n\n', 'event: ready\n\n', ':\n', 'data: x\n', ': inside\n', '\n'])).toEqual([
      { event: 'message', data: 'x' },
    ]);
  });

  it('accepts CRLF and CR line endings, even when CR and LF fall in different chunks', () => {
    expect(feed(['event: a\r\ndata: 1\r\n\r\n', 'data: 2\r', '\n\r', '\n'])).toEqual([
      { event: 'a', data: '1' },
      { event: 'message', data: '2' },
    ]);
    expect(feed(['data: 3\r\r'])).toEqual([{ event: 'message', data: '3' }]);
  });

  it('resets the event name after each dispatch and keeps ids', () => {
    expect(feed(['event: joined\nid: 7\ndata: a\n\ndata: b\n\n'])).toEqual([
      { event: 'joined', data: 'a', id: '7' },
      { event: 'message', data: 'b', id: '7' },
    ]);
  });

  it('keeps only the single space after the colon', () => {
    expect(feed(['data:  two spaces\n\n'])).toEqual([{ event: 'message', data: ' two spaces' }]);
  });
});
