/**
 * Who may read and write 자기소개서 — the one place for these rules:
 * - a visitor may do nothing (401; the pages send them to the login with `next`);
 * - a member (individual or corporate: a recruiter may be a job seeker too) works on their own letters only;
 * - another member's letter is answered exactly like a letter that does not exist (404, never 403), so ids cannot be
 *   probed. Every query of src/server/cover-letters scopes its rows with `ownCoverLetter`, reads and writes alike.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { coverLetters, type User } from '../../db/schema';
import { unauthenticated } from '../errors/domain-error';

export interface CoverLetterActor {
  readonly userId: string;
}

export function authorizeCoverLetterAccess(user: Pick<User, 'id'> | null): CoverLetterActor {
  if (!user) throw unauthenticated();
  return { userId: user.id };
}

/** The actor's letter `letterId`: the condition every read and write of one letter runs under. */
export function ownCoverLetter(actor: CoverLetterActor, letterId: string): SQL {
  return and(eq(coverLetters.id, letterId), eq(coverLetters.userId, actor.userId))!;
}
