import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { parseChannelId, parseChannelPaging, parseChannelPostingStatus, parseChannelUrl } from './channel-arguments';
import { assertMayFollow, authorizeChannelFollowing } from './channel-follow-policy';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError ? `${error.kind}:${error.code}` : String(error);
  }
  return 'ok';
};

describe('channel arguments and follow policy', () => {
  it('takes slug urls, uuid ids, OPEN or CLOSED and bounded pages', () => {
    expect(parseChannelUrl('hanbit-electronics')).toBe('hanbit-electronics');
    for (const bad of ['', '-x', 'a/b', '../x', 'a'.repeat(65), '한빛']) expect(codeOf(() => parseChannelUrl(bad))).toBe('invalid:INVALID_CHANNEL_URL');
    expect(codeOf(() => parseChannelId('1'))).toBe('invalid:INVALID_CHANNEL_ID');
    expect(parseChannelPostingStatus(null)).toBe('OPEN');
    expect(codeOf(() => parseChannelPostingStatus('UPCOMING'))).toBe('invalid:INVALID_FILTER');
    expect(parseChannelPaging({}, 12)).toEqual({ page: 1, pageSize: 12 });
    expect(codeOf(() => parseChannelPaging({ page: 0 }))).toBe('invalid:INVALID_PAGE');
  });

  it('refuses a visitor and the channel owner', () => {
    expect(codeOf(() => authorizeChannelFollowing(null))).toBe('unauthenticated:UNAUTHORIZED');
    const follower = authorizeChannelFollowing({ id: 'u1' });
    expect(codeOf(() => assertMayFollow(follower, { ownerId: 'u1' }))).toBe('forbidden:FORBIDDEN');
    expect(codeOf(() => assertMayFollow(follower, { ownerId: 'u2' }))).toBe('ok');
  });
});
