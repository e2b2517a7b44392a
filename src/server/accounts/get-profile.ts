import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type User, notifications, scraps } from '../../db/schema';
import type { Profile } from '../../contracts/auth';


// Both counts in one prepared round trip: the profile is fetched on every page load.
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

/** The CBT profile of spec §7.1 (type, counts) plus the fields the shells show. */
export async function getProfile(db: Db, user: User): Promise<Profile> {
  let counts = preparedCounts.get(db);
  if (!counts) preparedCounts.set(db, (counts = prepareCounts(db)));
  const [row] = await counts.execute({ userId: user.id });
  const notificationUnreadCount = row?.notificationUnreadCount ?? 0;
  const scrapCount = row?.scrapCount ?? 0;
  return {
    id: user.id,
    brand: user.brand,
    email: user.email,
    username: user.username,
    nickname: user.nickname,
    type: user.type,
    notificationUnreadCount,
    scrapCount,
  };
}

