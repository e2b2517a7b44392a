import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  careerSpecs,
  communityComments,
  communityMenuBookmarks,
  communityPosts,
  coverLetters,
  emailChanges,
  notifications,
  sessions,
  userIdentities,
  users,
} from '../../db/schema';
import type { ProfileCountsInvalidation } from '../accounts/profile-counts-cache';
import type { SessionInvalidation } from '../accounts/session-cache';
import { backfillCommunityPostSearch } from '../community/backfill-community-post-search';
import { DELETED_AUTHOR_NAME, deletedAccountEmail } from './deleted-account';
import { parseCurrentPassword, parseDeleteConfirmation } from './profile-arguments';
import { verifyCurrentPassword } from './verify-current-password';

/**
 * A password hash no password matches (argon2 cannot parse it, verifyPassword answers false), so the account cannot
 * be logged into even before verify-credentials looks at deleted_at.
 */
const NO_PASSWORD = '!deleted';

/**
 * 회원 탈퇴: with the typed phrase 탈퇴합니다 and the current password (wrong → Korean 400, nothing changed), in one
 * transaction the member's personal data is removed and the account closed:
 * - the row keeps only its id, brand and type: email → an undeliverable placeholder, name and username →
 *   탈퇴한 회원, nickname, phone, birth year, school, major, interests, targets and settings cleared, no password,
 *   deleted_at set;
 * - gone with it: every session, a pending email change, notifications, 스펙 관리 entries and cover letters, community
 *   bookmarks;
 * - kept, signed 탈퇴한 회원: portal comments (the presenter reads deleted_at), community posts and comments (their
 *   stored nickname is rewritten, the posts' search columns with it, and the author link dropped), chat messages
 *   (the name is read from username).
 * Scraps and follows stay as the counts of postings and channels include them; nothing is sent to a deleted account
 * (notification-recipient.ts). The session cache and profile counts forget the member after the commit; the caller
 * makes the brand's cached community reads stale (their nicknames changed).
 */
export async function deleteAccount(
  db: Db,
  caches: { sessionCache: SessionInvalidation; profileCounts: ProfileCountsInvalidation },
  input: { userId: string; confirmation: string; currentPassword: string },
): Promise<void> {
  parseDeleteConfirmation(input.confirmation);
  await verifyCurrentPassword(db, input.userId, parseCurrentPassword(input.currentPassword));
  const { userId } = input;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: deletedAccountEmail(userId),
        username: DELETED_AUTHOR_NAME,
        name: null,
        nickname: null,
        phone: null,
        birthYear: null,
        school: null,
        major: null,
        interests: [],
        targets: [],
        mutedNotificationKinds: [],
        onboardedAt: null,
        passwordHash: NO_PASSWORD,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(careerSpecs).where(eq(careerSpecs.userId, userId));
    await tx.delete(coverLetters).where(eq(coverLetters.userId, userId));
    // The Kakao or Naver account is let go, so the person may sign up with it again.
    await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
    await tx.delete(communityMenuBookmarks).where(eq(communityMenuBookmarks.userId, userId));
    // The search columns held the old nickname: cleared and filled again from 탈퇴한 회원, so the posts are no longer
    // found by the name of the member who left.
    await tx
      .update(communityPosts)
      .set({ nickname: DELETED_AUTHOR_NAME, authorId: null, searchJamo: null, searchChoseong: null })
      .where(eq(communityPosts.authorId, userId));
    await backfillCommunityPostSearch(tx);
    await tx
      .update(communityComments)
      .set({ nickname: DELETED_AUTHOR_NAME, authorId: null })
      .where(eq(communityComments.authorId, userId));
  });
  await caches.sessionCache.forgetUser(userId);
  await caches.profileCounts.forgetUser(userId);
}
