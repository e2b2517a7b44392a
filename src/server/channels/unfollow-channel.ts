import { and, eq, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { channelFollows, channels, users } from '../../db/schema';
import type { ChannelFollower } from './channel-follow-policy';
import { channelErrors } from './channel-errors';
import type { ChannelFollowResult } from './follow-channel';
import { channelOwnerJoin } from './channel-visibility';

/**
 * Unfollows a channel of the brand (idempotent): the row deleted and the follower count lowered by the rows deleted
 * in one statement (see followChannel), so racing unfollows lower it once. A channel deactivated after the member
 * followed it can still be unfollowed (following it needs an active one), or the follow could never be undone.
 */
export async function unfollowChannel(
  db: Db,
  input: { brand: BrandId; follower: ChannelFollower; channelId: string },
): Promise<ChannelFollowResult> {
  const [channel] = await db
    .select({ id: channels.id })
    .from(channels)
    .innerJoin(users, channelOwnerJoin)
    .where(and(eq(users.brand, input.brand), eq(channels.id, input.channelId)));
  if (!channel) throw channelErrors.notFound();
  const result = await db.execute(sql`
    with changed as (
      delete from ${channelFollows}
      where user_id = ${input.follower.userId} and channel_id = ${channel.id}
      returning 1
    )
    update ${channels}
    set follower_count = greatest(follower_count - (select count(*)::int from changed), 0)
    where id = ${channel.id}
    returning follower_count, (select count(*)::int from changed) as changed`);
  const [row] = (result as unknown as { rows: { follower_count: number; changed: number }[] }).rows;
  return { channelId: channel.id, following: false, followerCount: Number(row!.follower_count), changed: Number(row!.changed) > 0 };
}
