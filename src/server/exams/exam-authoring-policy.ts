/**
 * Who may author exams — the one place for these rules:
 * - CONTENT_EDITOR and ADMIN of a brand may create and edit that brand's exam types, exams, papers, passages and
 *   problems and publish or unpublish its exams and papers; drafts are theirs to see (members and visitors never see
 *   them: exam-policy.ts);
 * - a visitor is refused with 401, a member (or any other role) with 403, before any resource is read;
 * - an operator acts on their own brand only: sessions are per brand, and every authoring operation looks its
 *   resource up within `author.brand`, so another brand's exam, paper or problem is 404 (not there, not forbidden).
 */
import type { BrandId } from '../../config/hosts';
import type { User, UserRole } from '../../db/schema';
import { forbidden, unauthenticated } from '../errors/domain-error';

export const AUTHOR_ROLES = ['CONTENT_EDITOR', 'ADMIN'] as const satisfies readonly UserRole[];
export type AuthorRole = (typeof AUTHOR_ROLES)[number];

export const OPERATORS_ONLY_MESSAGE = '운영자만 이용할 수 있습니다.';

/** An operator cleared to author exams of `brand`: what every authoring operation takes as its actor. */
export interface ExamAuthor {
  readonly userId: string;
  readonly brand: BrandId;
  readonly role: AuthorRole;
}

export function isAuthorRole(role: UserRole): role is AuthorRole {
  return (AUTHOR_ROLES as readonly UserRole[]).includes(role);
}

/** The signed-in user (null for a visitor) as an author of `brand`'s exams; throws 401 or 403 otherwise. */
export function authorizeExamAuthoring(user: Pick<User, 'id' | 'brand' | 'role'> | null, brand: BrandId): ExamAuthor {
  if (!user) throw unauthenticated();
  if (user.brand !== brand || !isAuthorRole(user.role)) throw forbidden(OPERATORS_ONLY_MESSAGE);
  return { userId: user.id, brand, role: user.role };
}

/**
 * What an authoring operation reports besides its result: whether members and visitors see the change (the exam was
 * or now is published). The caller then makes the brand's cached catalogue stale after the commit; a draft's edits
 * leave it alone, so an operator typing in a new paper costs exam-day readers nothing.
 */
export interface AuthoringResult<T> {
  value: T;
  publicChange: boolean;
  /** A new 시험 정보방 was made with the exam: the brand's community menus changed too. */
  communityChange?: boolean;
}
