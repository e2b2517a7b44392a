import { describe, expect, it } from 'vitest';
import { CORPORATE_ONLY_MESSAGE, UNAPPROVED_CHANNEL_MESSAGE } from '../accounts/corporate-account-policy';
import { INDIVIDUAL_APPLICANTS_ONLY_MESSAGE } from './application-errors';
import { assertReviewsPosting, assertTakesApplications, authorizeApplicantReview, authorizeApplying, canWithdraw } from './application-policy';

const member = { id: 'm1', brand: 'a' as const, type: 'NORMAL' as const, role: 'MEMBER' as const, corporateApprovedAt: null };
const company = { ...member, id: 'c1', type: 'CORPORATE' as const, corporateApprovedAt: new Date() };
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const e = error as { kind: string; code: string; message: string };
    return { kind: e.kind, code: e.code, message: e.message };
  }
  return null;
};

describe('application policy', () => {
  it('lets only individual members apply', () => {
    expect(authorizeApplying(member)).toEqual({ userId: 'm1', brand: 'a' });
    expect(refusal(() => authorizeApplying(null))).toMatchObject({ kind: 'unauthenticated' });
    expect(refusal(() => authorizeApplying(company))).toMatchObject({ kind: 'forbidden', message: INDIVIDUAL_APPLICANTS_ONLY_MESSAGE });
  });

  it('lets only approved companies review, and only their own postings (404 otherwise)', () => {
    expect(authorizeApplicantReview(company)).toEqual({ userId: 'c1', brand: 'a' });
    expect(refusal(() => authorizeApplicantReview(null))).toMatchObject({ kind: 'unauthenticated' });
    expect(refusal(() => authorizeApplicantReview(member))).toMatchObject({ kind: 'forbidden', message: CORPORATE_ONLY_MESSAGE });
    expect(refusal(() => authorizeApplicantReview({ ...company, corporateApprovedAt: null }))).toMatchObject({ message: UNAPPROVED_CHANNEL_MESSAGE });
    const manager = { userId: 'c1', brand: 'a' as const };
    expect(refusal(() => assertReviewsPosting(manager, { ownerId: 'c1', brand: 'a' }))).toBeNull();
    expect(refusal(() => assertReviewsPosting(manager, { ownerId: 'c2', brand: 'a' }))).toMatchObject({ kind: 'not-found', code: 'APPLICATION_NOT_FOUND' });
    expect(refusal(() => assertReviewsPosting(manager, { ownerId: 'c1', brand: 'b' }))).toMatchObject({ kind: 'not-found' });
    expect(refusal(() => assertReviewsPosting(manager, undefined))).toMatchObject({ kind: 'not-found' });
  });

  it('takes applications only when the posting asks for them and is open in KST', () => {
    const now = new Date('2026-11-28T03:00:00Z');
    const open = { acceptsApplications: true, receptionStartAt: new Date('2026-11-20T15:00:00Z'), receptionEndAt: new Date('2026-11-30T14:59:59Z') };
    expect(refusal(() => assertTakesApplications(open, now))).toBeNull();
    expect(refusal(() => assertTakesApplications({ ...open, acceptsApplications: false }, now))).toMatchObject({ code: 'APPLICATIONS_NOT_ACCEPTED' });
    expect(refusal(() => assertTakesApplications({ ...open, receptionStartAt: new Date('2026-11-28T15:00:00Z') }, now))).toMatchObject({
      kind: 'conflict',
      code: 'POSTING_NOT_OPEN',
    });
    expect(refusal(() => assertTakesApplications({ ...open, receptionEndAt: new Date('2026-11-28T02:59:59Z') }, now))).toMatchObject({
      kind: 'conflict',
      code: 'POSTING_CLOSED',
    });
  });

  it('allows withdrawing only before a decision', () => {
    expect(canWithdraw('SUBMITTED')).toBe(true);
    expect(canWithdraw('PASSED')).toBe(false);
    expect(canWithdraw('FAILED')).toBe(false);
  });
});
