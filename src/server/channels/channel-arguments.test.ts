import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { parseChannelId, parseChannelInput, parseChannelPaging, parseChannelPostingStatus, parseChannelUrl } from './channel-arguments';
import { assertOwnsChannel, authorizeChannelManaging } from './channel-policy';
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

describe('channel input', () => {
  const raw = { url: 'saesol-tech', title: ' 새솔테크 ', industry: 'IT', companySize: 'SMALL', homepage: '', introduction: null };

  it('normalises a valid input and names the first failing field by its code', () => {
    expect(parseChannelInput(raw)).toEqual({
      url: 'saesol-tech',
      title: '새솔테크',
      introduction: '',
      homepage: null,
      industry: 'IT',
      companySize: 'SMALL',
      logoAttachmentId: null,
      coverAttachmentId: null,
      removeLogo: false,
      removeCover: false,
    });
    expect(codeOf(() => parseChannelInput({ ...raw, title: '', url: 'admin' }))).toBe('invalid:INVALID_CHANNEL_TITLE');
    expect(codeOf(() => parseChannelInput({ ...raw, url: 'admin' }))).toBe('invalid:INVALID_CHANNEL_URL');
    expect(codeOf(() => parseChannelInput({ ...raw, homepage: 'javascript:alert(1)' }))).toBe('invalid:INVALID_CHANNEL_HOMEPAGE');
    expect(codeOf(() => parseChannelInput({ ...raw, logoAttachmentId: 'not-a-uuid' }))).toBe('invalid:CHANNEL_UNKNOWN_UPLOAD');
  });

  it('gives only an approved company its own channel', () => {
    const company = { id: 'u1', brand: 'a' as const, type: 'CORPORATE' as const, corporateApprovedAt: new Date() };
    expect(codeOf(() => authorizeChannelManaging(null))).toBe('unauthenticated:UNAUTHORIZED');
    expect(codeOf(() => authorizeChannelManaging({ ...company, type: 'NORMAL' }))).toBe('forbidden:FORBIDDEN');
    expect(codeOf(() => authorizeChannelManaging({ ...company, corporateApprovedAt: null }))).toBe('forbidden:FORBIDDEN');
    const manager = authorizeChannelManaging(company);
    expect(codeOf(() => assertOwnsChannel(manager, { ownerId: 'u1' }))).toBe('ok');
    expect(codeOf(() => assertOwnsChannel(manager, { ownerId: 'u2' }))).toBe('forbidden:FORBIDDEN');
  });
});
