/**
 * Who may read and write 스펙 관리 entries — the one place for these rules:
 * - a visitor is refused (401; the page sends them to the login with `next`);
 * - 스펙 관리 is part of the individual service, so a corporate member is refused (403);
 * - a member reads and changes only their own entries: another member's entry is answered as if it did not exist
 *   (404), so ids reveal nothing about other members.
 */
import type { User } from '../../db/schema';
import { unauthenticated } from '../errors/domain-error';
import { careerSpecErrors } from './career-spec-errors';

export interface CareerSpecOwner {
  readonly userId: string;
}

type Member = Pick<User, 'id' | 'type'>;

export function authorizeCareerSpecs(user: Member | null): CareerSpecOwner {
  if (!user) throw unauthenticated();
  if (user.type !== 'NORMAL') throw careerSpecErrors.individualsOnly();
  return { userId: user.id };
}

export function assertOwnsCareerSpec(owner: CareerSpecOwner, entry: { userId: string } | undefined): void {
  if (!entry || entry.userId !== owner.userId) throw careerSpecErrors.notFound();
}
