import { describe, expect, it } from 'vitest';
import { channelHref, channelLogoSrc, parseChannelPageState } from './channel-queries';

describe('channel page address', () => {
  it('reads the tab and page, defaulting to open postings on page 1', () => {
    expect(parseChannelPageState({})).toEqual({ status: 'OPEN', page: 1 });
    expect(parseChannelPageState({ status: 'CLOSED', page: '3' })).toEqual({ status: 'CLOSED', page: 3 });
    expect(parseChannelPageState({ status: 'closed', page: '0' })).toEqual({ status: 'OPEN', page: 1 });
    expect(parseChannelPageState({ status: ['CLOSED'], page: 'x' })).toEqual({ status: 'CLOSED', page: 1 });
  });

  it('writes addresses without the defaults', () => {
    expect(channelHref('hanbit-electronics')).toBe('/channel/hanbit-electronics');
    expect(channelHref('hanbit-electronics', { status: 'OPEN', page: 1 })).toBe('/channel/hanbit-electronics');
    expect(channelHref('hanbit-electronics', { status: 'CLOSED', page: 2 })).toBe('/channel/hanbit-electronics?status=CLOSED&page=2');
  });

  it('shows an uploaded logo, else the generated SVG as a data URL', () => {
    expect(channelLogoSrc({ logoUrl: '/uploads/a.png', logoSvg: '<svg/>' })).toBe('/uploads/a.png');
    expect(channelLogoSrc({ logoSvg: '<svg/>' })).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
    expect(channelLogoSrc({})).toBeNull();
  });
});
