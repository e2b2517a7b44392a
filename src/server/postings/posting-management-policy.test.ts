import { describe, expect, it } from 'vitest';
import { CORPORATE_ONLY_MESSAGE, UNAPPROVED_CHANNEL_MESSAGE } from '../accounts/corporate-account-policy';
import {
  assertCanPostUnder,
  assertOwnsPosting,
  authorizePostingManaging,
  authorizePostingReview,
  NO_ACTIVE_CHANNEL_MESSAGE,
  POSTING_REVIEWER_ONLY_MESSAGE,
} from './posting-management-policy';

const user = (overrides: Record<string, unknown> = {}) =>
  ({ id: 'u1', brand: 'a', type: 'CORPORATE', role: 'MEMBER', corporateApprovedAt: new Date(), ...overrides }) as Parameters<typeof authorizePostingManaging>[0];

describe('posting-management-policy', () => {
  it('lets an approved company manage, and refuses a visitor, an individual and an unapproved company', () => {
    expect(authorizePostingManaging(user())).toEqual({ userId: 'u1', brand: 'a' });
    expect(() => authorizePostingManaging(null)).toThrow(expect.objectContaining({ kind: 'unauthenticated' }));
    expect(() => authorizePostingManaging(user({ type: 'NORMAL' }))).toThrow(CORPORATE_ONLY_MESSAGE);
    expect(() => authorizePostingManaging(user({ corporateApprovedAt: null }))).toThrow(UNAPPROVED_CHANNEL_MESSAGE);
  });

  it('needs an active channel to write', () => {
    expect(() => assertCanPostUnder(null)).toThrow(NO_ACTIVE_CHANNEL_MESSAGE);
    expect(() => assertCanPostUnder({ deactivatedAt: new Date() })).toThrow(NO_ACTIVE_CHANNEL_MESSAGE);
    expect(() => assertCanPostUnder({ deactivatedAt: null })).not.toThrow();
  });

  it("answers 404 for another company's posting or another brand's", () => {
    const manager = { userId: 'u1', brand: 'a' as const };
    expect(() => assertOwnsPosting(manager, { ownerId: 'u1', brand: 'a' })).not.toThrow();
    for (const found of [null, { ownerId: 'u2', brand: 'a' }, { ownerId: 'u1', brand: 'b' }]) {
      expect(() => assertOwnsPosting(manager, found)).toThrow(expect.objectContaining({ code: 'POSTING_NOT_FOUND' }));
    }
  });

  it("lets only an ADMIN of the host's brand review", () => {
    expect(authorizePostingReview(user({ role: 'ADMIN', type: 'NORMAL' }), 'a')).toEqual({ userId: 'u1', brand: 'a' });
    expect(() => authorizePostingReview(user({ role: 'ADMIN', type: 'NORMAL' }), 'b')).toThrow(POSTING_REVIEWER_ONLY_MESSAGE);
    expect(() => authorizePostingReview(user({ role: 'CONTENT_EDITOR' }), 'a')).toThrow(POSTING_REVIEWER_ONLY_MESSAGE);
    expect(() => authorizePostingReview(undefined, 'a')).toThrow(expect.objectContaining({ kind: 'unauthenticated' }));
  });
});
