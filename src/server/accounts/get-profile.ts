import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type User, notifications, scraps } from '../../db/schema';
import type { Profile } from '../../contracts/auth';
import type { ProfileCounts, ProfileCountsCache } from './profile-counts-cache';

// Both counts in one prepared round trip, when the cache has to load them.
const preparedCounts = new WeakMap<Db, ReturnType<typeof prepareCounts>>();
function prepareCounts(db: Db) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      notificationUnreadCount: sql<number>`(select count(*)::int from ${notifications}
        where ${notifications.userId} = ${userId} and ${notifications.readAt} is null
        and ${notifications.scope} = 'NOTIFICATION')`,
      scrapCount: sql<number>`(select count(*)::int from ${scraps} where ${scraps.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('get_profile_counts');
}

async function loadCounts(db: Db, userId: string): Promise<ProfileCounts> {
  let counts = preparedCounts.get(db);
  if (!counts) preparedCounts.set(db, (counts = prepareCounts(db)));
  const [row] = await counts.execute({ userId });
  return { notificationUnreadCount: row?.notificationUnreadCount ?? 0, scrapCount: row?.scrapCount ?? 0 };
}

/**
 * The profile last built from a counts object: while the counts and the user's fields stay the same, the same frozen
 * object is answered, so the route can keep its serialised body by identity.
 */
const profilesByCounts = new WeakMap<ProfileCounts, Profile>();

const showsUser = (profile: Profile, user: User) =>
  profile.id === user.id &&
  profile.brand === user.brand &&
  profile.email === user.email &&
  profile.username === user.username &&
  profile.nickname === user.nickname &&
  profile.type === user.type &&
  profile.role === user.role;

/**
 * The CBT profile of spec §7.1 (type, counts) plus the fields the shells show. The counts come from the profile counts
 * cache: every write to the user's notifications or scraps makes them stale (see profile-counts-cache.ts).
 */
export async function getProfile(db: Db, countsCache: ProfileCountsCache, user: User): Promise<Profile> {
  const counts = await countsCache.get(user.id, () => loadCounts(db, user.id));
  const known = profilesByCounts.get(counts);
  if (known && showsUser(known, user)) return known;
  const profile: Profile = Object.freeze({
    id: user.id,
    brand: user.brand,
    email: user.email,
    username: user.username,
    nickname: user.nickname,
    type: user.type,
    role: user.role,
    notificationUnreadCount: counts.notificationUnreadCount,
    scrapCount: counts.scrapCount,
  });
  profilesByCounts.set(counts, profile);
  return profile;
}
