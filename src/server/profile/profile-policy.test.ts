import { describe, expect, it } from 'vitest';
import { accountDeleterOf, profileOwnerOf } from './profile-policy';

describe('profile policy', () => {
  it('hands out the member own id, refuses a visitor (401) and a corporate deletion (403)', () => {
    expect(profileOwnerOf({ id: 'u1', brand: 'a' })).toEqual({ userId: 'u1', brand: 'a' });
    expect(() => profileOwnerOf(null)).toThrow(expect.objectContaining({ kind: 'unauthenticated' }));
    expect(accountDeleterOf({ id: 'u1', brand: 'a', type: 'NORMAL' })).toEqual({ userId: 'u1', brand: 'a' });
    expect(() => accountDeleterOf({ id: 'u2', brand: 'a', type: 'CORPORATE' })).toThrow(
      expect.objectContaining({ kind: 'forbidden', message: '기업회원 탈퇴는 고객센터로 문의해주세요.' }),
    );
  });
});
