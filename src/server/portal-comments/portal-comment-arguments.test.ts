import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { parseCommentBody, parseCommentId, parseCommentPaging, parseCommentTarget } from './portal-comment-arguments';
import { assertMayDeletePortalComment, authorizeCommentWriting, canDeletePortalComment } from './portal-comment-policy';
import { maskName } from './portal-comment-presenter';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError ? `${error.kind}:${error.code}` : String(error);
  }
  return 'ok';
};

describe('comment arguments', () => {
  it('trims the body and takes 1 to 1000 characters, an emoji counting once', () => {
    expect(parseCommentBody('  질문 있어요\n감사합니다 ')).toBe('질문 있어요\n감사합니다');
    expect(parseCommentBody('😀'.repeat(1000))).toHaveLength(2000);
    expect(codeOf(() => parseCommentBody(' \n\t '))).toBe('invalid:COMMENT_BLANK');
    expect(codeOf(() => parseCommentBody('가'.repeat(1001)))).toBe('invalid:COMMENT_TOO_LONG');
    expect(codeOf(() => parseCommentBody('a\u0007b'))).toBe('invalid:COMMENT_BAD_CHARACTERS');
    expect(codeOf(() => parseCommentBody('a\uD800b'))).toBe('invalid:COMMENT_BAD_CHARACTERS');
  });

  it('needs exactly one target', () => {
    expect(parseCommentTarget({ postingId: '12' })).toEqual({ postingId: 12 });
    expect(parseCommentTarget({ channelId: '0D4F6E0A-1B2C-4D5E-8F90-A1B2C3D4E5F6' })).toEqual({
      channelId: '0d4f6e0a-1b2c-4d5e-8f90-a1b2c3d4e5f6',
    });
    expect(codeOf(() => parseCommentTarget({}))).toBe('invalid:INVALID_COMMENT_TARGET');
    expect(codeOf(() => parseCommentTarget({ postingId: '1', channelId: '0d4f6e0a-1b2c-4d5e-8f90-a1b2c3d4e5f6' }))).toBe(
      'invalid:INVALID_COMMENT_TARGET',
    );
    expect(codeOf(() => parseCommentTarget({ channelId: 'x' }))).toBe('invalid:INVALID_CHANNEL_ID');
  });

  it('reads ids and pages within int4 and the page bounds', () => {
    expect(parseCommentId('2147483647')).toBe(2147483647);
    for (const bad of ['0', '2147483648', '1e3', '-1', ' 1']) expect(codeOf(() => parseCommentId(bad))).toBe('invalid:INVALID_COMMENT_ID');
    expect(parseCommentPaging({})).toEqual({ page: 1, pageSize: 20 });
    expect(codeOf(() => parseCommentPaging({ pageSize: 51 }))).toBe('invalid:INVALID_PAGE');
    expect(codeOf(() => parseCommentPaging({ page: 1.5 }))).toBe('invalid:INVALID_PAGE');
  });
});

describe('comment policy and presentation', () => {
  const member = { id: 'u1', type: 'NORMAL' as const, role: 'MEMBER' as const, corporateApprovedAt: null };

  it('lets members and approved corporate members write, not visitors or unapproved corporate members', () => {
    expect(authorizeCommentWriting(member)).toEqual({ userId: 'u1', role: 'MEMBER' });
    expect(codeOf(() => authorizeCommentWriting(null))).toBe('unauthenticated:UNAUTHORIZED');
    expect(codeOf(() => authorizeCommentWriting({ ...member, type: 'CORPORATE' }))).toBe('forbidden:FORBIDDEN');
    expect(authorizeCommentWriting({ ...member, type: 'CORPORATE', corporateApprovedAt: new Date() }).userId).toBe('u1');
  });

  it('lets the author or an ADMIN delete', () => {
    expect(canDeletePortalComment({ userId: 'u1', role: 'MEMBER' }, { userId: 'u1' })).toBe(true);
    expect(canDeletePortalComment({ userId: 'u2', role: 'ADMIN' }, { userId: 'u1' })).toBe(true);
    expect(canDeletePortalComment({ userId: 'u2', role: 'CONTENT_EDITOR' }, { userId: 'u1' })).toBe(false);
    expect(canDeletePortalComment(null, { userId: 'u1' })).toBe(false);
    expect(codeOf(() => assertMayDeletePortalComment({ userId: 'u2', role: 'MEMBER' }, { userId: 'u1' }))).toBe('forbidden:FORBIDDEN');
  });

  it('masks the middle of a name', () => {
    expect(maskName('김하늘')).toBe('김*늘');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('이도')).toBe('이*');
    expect(maskName('김')).toBe('김');
    expect(maskName(' ')).toBe('회원');
  });
});
