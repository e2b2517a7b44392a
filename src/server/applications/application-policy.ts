/**
 * Who may do what with applications — the one place for these rules (ADR 26):
 * - applying, reading one's own applications and withdrawing: a logged-in individual member (a visitor 401; a
 *   company 403: companies receive applications, they do not send them); a member reaches only their own
 *   applications, another's answers exactly like none (404);
 * - a posting takes applications while it is published, marked to take them on the portal, and open (KST reception
 *   dates); otherwise a Korean 409 saying which;
 * - withdrawing only before the company decided (409 after);
 * - reading and deciding applicants: an approved company (posting-management-policy's rule: visitor 401, individual
 *   403, unapproved 403), on its own postings only — another company's posting or application is 404, as ADR 25
 *   answers for another company's posting (a 403 would confirm that an id exists).
 */
import { postingStatusAt } from '../../config/kst';
import type { ApplicationStatus, User } from '../../db/schema';
import { forbidden, unauthenticated } from '../errors/domain-error';
import { type PostingManager, authorizePostingManaging } from '../postings/posting-management-policy';
import { INDIVIDUAL_APPLICANTS_ONLY_MESSAGE, applicationErrors } from './application-errors';
import { completePosting } from '../postings/complete-posting';

export interface Applicant {
  readonly userId: string;
  readonly brand: User['brand'];
}

type Actor = Pick<User, 'id' | 'brand' | 'type' | 'role' | 'corporateApprovedAt'> | null | undefined;

/** The individual member who applies, reads their applications and withdraws them. */
export function authorizeApplying(user: Actor): Applicant {
  if (!user) throw unauthenticated();
  if (user.type !== 'NORMAL') throw forbidden(INDIVIDUAL_APPLICANTS_ONLY_MESSAGE);
  return { userId: user.id, brand: user.brand };
}

/** The approved company that reads and decides the applications to its own postings. */
export function authorizeApplicantReview(user: Actor): PostingManager {
  return authorizePostingManaging(user);
}

/** 404 unless the posting (with its channel's owner) is the company's own, in its brand. */
export function assertReviewsPosting(
  manager: PostingManager,
  found: { ownerId: string; brand: string } | null | undefined,
): asserts found {
  if (!found || found.ownerId !== manager.userId || found.brand !== manager.brand) throw applicationErrors.notFound();
}

export interface ApplyablePosting {
  acceptsApplications: boolean;
  receptionStartAt: Date | null;
  receptionEndAt: Date | null;
}

/** Refuses an application to a posting that does not take one now (the posting is already known to be public). */
export function assertTakesApplications(posting: ApplyablePosting, now: Date): void {
  if (!posting.acceptsApplications) throw applicationErrors.notAccepted();
  const { receptionStartAt, receptionEndAt } = completePosting(posting);
  const status = postingStatusAt({ startAt: receptionStartAt, endAt: receptionEndAt }, now);
  if (status === 'UPCOMING') throw applicationErrors.notYetOpen();
  if (status === 'CLOSED') throw applicationErrors.closed();
}

/** Whether the member may still take an application back: only before the company's decision. */
export function canWithdraw(status: ApplicationStatus): boolean {
  return status === 'SUBMITTED';
}
