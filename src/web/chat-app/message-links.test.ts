import { describe, expect, it } from 'vitest';
import { splitMessageBody } from './message-links';

describe('splitMessageBody', () => {
  it('returns plain text as one segment', () => {
    expect(splitMessageBody('안녕하세요\n반갑습니다')).toEqual([{ kind: 'text', text: '안녕하세요\n반갑습니다' }]);
    expect(splitMessageBody('')).toEqual([]);
  });

  it('splits links out of the text around them', () => {
    expect(splitMessageBody('자료는 https://example.com/a?b=1 여기 있어요')).toEqual([
      { kind: 'text', text: '자료는 ' },
      { kind: 'link', text: 'https://example.com/a?b=1', url: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' 여기 있어요' },
    ]);
  });

  it('handles several links, a link at the start and at the end', () => {
    expect(splitMessageBody('http://a.kr 그리고 https://b.kr/x')).toEqual([
      { kind: 'link', text: 'http://a.kr', url: 'http://a.kr/' },
      { kind: 'text', text: ' 그리고 ' },
      { kind: 'link', text: 'https://b.kr/x', url: 'https://b.kr/x' },
    ]);
  });

  it('leaves sentence punctuation outside the link but keeps balanced parentheses', () => {
    expect(splitMessageBody('봐요: https://example.com/page.')).toEqual([
      { kind: 'text', text: '봐요: ' },
      { kind: 'link', text: 'https://example.com/page', url: 'https://example.com/page' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitMessageBody('(https://example.com/x)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'https://example.com/x', url: 'https://example.com/x' },
      { kind: 'text', text: ')' },
    ]);
    expect(splitMessageBody('https://en.wikipedia.org/wiki/Foo_(bar)')[0]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Foo_(bar)',
      url: 'https://en.wikipedia.org/wiki/Foo_(bar)',
    });
  });

  it('gives www. links an https URL', () => {
    expect(splitMessageBody('www.careerroad.kr 방문')).toEqual([
      { kind: 'link', text: 'www.careerroad.kr', url: 'https://www.careerroad.kr/' },
      { kind: 'text', text: ' 방문' },
    ]);
  });

  it('never links other schemes', () => {
    expect(splitMessageBody('javascript:alert(1) data:text/html,x ftp://x.kr')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x ftp://x.kr' },
    ]);
    expect(splitMessageBody('https:// 만')).toEqual([{ kind: 'text', text: 'https:// 만' }]);
  });
});
