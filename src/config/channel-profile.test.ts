import { describe, expect, it } from 'vitest';
import {
  CHANNEL_COMPANY_SIZES,
  CHANNEL_INDUSTRIES,
  channelFieldOfCode,
  channelMessages,
  checkChannelHomepage,
  checkChannelUrl,
  firstChannelError,
  normalizeChannelFields,
  RESERVED_CHANNEL_URLS,
  validateChannelFields,
} from './channel-profile';

const valid = {
  url: 'saesol-tech',
  title: '새솔테크',
  introduction: '안녕하세요.\r\n새솔테크입니다.',
  homepage: 'https://saesol.example.com',
  industry: 'IT',
  companySize: 'STARTUP',
};

describe('channel url rule', () => {
  it('accepts lowercase letters, digits and inner hyphens, 3 to 30 characters', () => {
    for (const url of ['abc', 'a1b', 'saesol-tech', 'admin-team', '123', 'a'.repeat(30)]) expect(checkChannelUrl(url)).toBeNull();
  });

  it('refuses blanks, lengths, capitals, other characters and edge hyphens with Korean messages', () => {
    expect(checkChannelUrl('  ')).toBe(channelMessages.urlRequired);
    expect(checkChannelUrl('ab')).toBe(channelMessages.urlLength);
    expect(checkChannelUrl('a'.repeat(31))).toBe(channelMessages.urlLength);
    for (const url of ['Saesol', 'saesol_tech', 'saesol tech', '새솔테크', '-saesol', 'saesol-', 'a.b.c', 'ab/c']) {
      expect(checkChannelUrl(url)).toBe(channelMessages.urlPattern);
    }
  });

  it('refuses every reserved word as a whole address', () => {
    for (const word of ['admin', 'api', 'graphql', 'login', 'channel', 'search', 'new', 'edit', 'settings']) {
      expect(RESERVED_CHANNEL_URLS).toContain(word);
    }
    for (const word of RESERVED_CHANNEL_URLS) {
      if (word.length >= 3) expect(checkChannelUrl(word)).toBe(channelMessages.urlReserved);
    }
  });
});

describe('homepage rule', () => {
  it('accepts empty and absolute http(s) URLs', () => {
    for (const url of ['', 'http://example.com', 'https://www.example.co.kr/recruit?x=1']) expect(checkChannelHomepage(url)).toBeNull();
  });

  it('refuses other schemes, relative paths and junk', () => {
    for (const url of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'ftp://example.com', '/about', 'example.com', 'https://', 'http://exa mple.com']) {
      expect(checkChannelHomepage(url), url).toBe(channelMessages.homepageInvalid);
    }
    expect(checkChannelHomepage(`https://example.com/${'a'.repeat(300)}`)).toBe(channelMessages.homepageTooLong);
  });
});

describe('option lists and the whole form', () => {
  it('have unique values and Korean labels', () => {
    for (const list of [CHANNEL_INDUSTRIES, CHANNEL_COMPANY_SIZES]) {
      expect(new Set(list.map((o) => o.value)).size).toBe(list.length);
      for (const option of list) expect(option.label).toMatch(/[가-힣]/);
    }
  });

  it('normalises and validates every field in the form order', () => {
    expect(validateChannelFields(valid)).toEqual({});
    expect(normalizeChannelFields(valid).introduction).toBe('안녕하세요.\n새솔테크입니다.');
    const errors = validateChannelFields({ url: 'API', title: '', introduction: '가'.repeat(1001), homepage: 'javascript:x', industry: 'X', companySize: '' });
    expect(errors).toEqual({
      title: channelMessages.titleRequired,
      url: channelMessages.urlPattern,
      industry: channelMessages.industryRequired,
      companySize: channelMessages.companySizeRequired,
      homepage: channelMessages.homepageInvalid,
      introduction: channelMessages.introductionTooLong,
    });
    expect(firstChannelError(errors)).toBe('title');
    expect(channelFieldOfCode('CHANNEL_URL_TAKEN')).toBe('url');
    expect(channelFieldOfCode('SOMETHING_ELSE')).toBeUndefined();
  });
});
