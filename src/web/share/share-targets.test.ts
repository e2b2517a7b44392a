import { describe, expect, it } from 'vitest';
import { SHARE_TARGETS, shareText, shareWindowUrl } from './share-targets';

const content = { url: 'https://cbt.careerroad.kr/exam/detail/3?x=1', text: '공기업 NCS 모의고사', brandName: '커리어로드 CBT' };

describe('share targets', () => {
  it('lists the seven targets of spec §3', () => {
    expect(SHARE_TARGETS).toEqual(['FACEBOOK', 'KAKAO', 'KAKAOSTORY', 'NAVER', 'NAVERBAND', 'TWITTER', 'URL']);
  });

  it('prefixes the brand name in brackets; the default title is 공유하기', () => {
    expect(shareText(content)).toBe('[커리어로드 CBT] 공기업 NCS 모의고사');
    expect(shareText({ brandName: '너스패스 CBT' })).toBe('[너스패스 CBT] 공유하기');
  });

  it('builds the window URLs with the page URL encoded', () => {
    const encoded = encodeURIComponent(content.url);
    expect(shareWindowUrl('FACEBOOK', content)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    const tweet = new URL(shareWindowUrl('TWITTER', content)!);
    expect(tweet.origin + tweet.pathname).toBe('https://twitter.com/intent/tweet');
    expect(tweet.searchParams.get('text')).toBe('[커리어로드 CBT] 공기업 NCS 모의고사');
    expect(tweet.searchParams.get('url')).toBe(content.url);
    expect(tweet.searchParams.get('hashtags')).toBe('커리어로드,취업,CBT');
    expect(new URL(shareWindowUrl('NAVER', content)!).searchParams.get('url')).toBe(content.url);
    expect(new URL(shareWindowUrl('NAVERBAND', content)!).searchParams.get('body')).toBe(`[커리어로드 CBT] 공기업 NCS 모의고사\n${content.url}`);
    expect(new URL(shareWindowUrl('KAKAOSTORY', content)!).searchParams.get('url')).toBe(content.url);
    expect(shareWindowUrl('KAKAO', content)).toBeNull();
    expect(shareWindowUrl('URL', content)).toBeNull();
  });
});
