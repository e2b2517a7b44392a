/**
 * Who may do what with 문제 오류 신고 (ADR 32) — the one place for these rules:
 * - reporting is a member's, on a problem they were shown (a record of theirs holds it); a visitor 401;
 * - a member reads only their own reports: the operations filter by the member's id, so another's is never listed;
 * - the queue (list, resolve, dismiss) is content work: ADMIN and CONTENT_EDITOR of the brand (exam-authoring-policy's
 *   roles, as a wrong key is fixed by the same people who author problems); a visitor 401, anyone else 403.
 */
import type { BrandId } from '../../config/hosts';
import type { User } from '../../db/schema';
import { forbidden, notFound, unauthenticated } from '../errors/domain-error';
import { OPERATORS_ONLY_MESSAGE, isAuthorRole } from '../exams/exam-authoring-policy';

export interface ErrorReportOperator {
  readonly actorId: string;
  readonly brand: BrandId;
}

export interface ErrorReporter {
  readonly userId: string;
  readonly brand: BrandId;
}

export function authorizeErrorReportHandling(user: Pick<User, 'id' | 'brand' | 'role'> | null | undefined, brand: BrandId): ErrorReportOperator {
  if (!user) throw unauthenticated();
  if (user.brand !== brand || !isAuthorRole(user.role)) throw forbidden(OPERATORS_ONLY_MESSAGE);
  return { actorId: user.id, brand };
}

export function authorizeErrorReporting(user: Pick<User, 'id' | 'brand'> | null | undefined, brand: BrandId): ErrorReporter {
  if (!user) throw unauthenticated();
  // A session of the other brand cannot exist on this host (ADR 4); refuse it as nothing to find all the same.
  if (user.brand !== brand) throw notFound();
  return { userId: user.id, brand };
}
