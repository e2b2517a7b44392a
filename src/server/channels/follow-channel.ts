import { sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { channelFollows, channels } from '../../db/schema';
import { assertMayFollow, type ChannelFollower } from './channel-follow-policy';
import { channelErrors } from './channel-errors';
import { getActiveChannel } from './get-active-channel';

export interface ChannelFollowResult {
  channelId: string;
  following: boolean;
  followerCount: number;
  /** False when the member already followed (or, unfollowing, did not): nothing was written. */
  changed: boolean;
}

/**
 * Follows an active channel of the brand (idempotent). The follow row and the channel's follower count change in ONE
 * statement, so they commit together: ten racing follows of one member insert one row (the others wait on the
 * primary key, then insert nothing) and each raises the count by the rows it inserted, under the channel row's lock.
 */
export async function followChannel(
  db: Db,
  input: { brand: BrandId; follower: ChannelFollower; channelId: string },
): Promise<ChannelFollowResult> {
  const channel = await getActiveChannel(db, { brand: input.brand, id: input.channelId });
  if (!channel) throw channelErrors.notFound();
  assertMayFollow(input.follower, channel);
  const result = await db.execute(sql`
    with changed as (
      insert into ${channelFollows} (user_id, channel_id) values (${input.follower.userId}, ${channel.id})
      on conflict (user_id, channel_id) do nothing
      returning 1
    )
    update ${channels}
    set follower_count = follower_count + (select count(*)::int from changed)
    where id = ${channel.id}
    returning follower_count, (select count(*)::int from changed) as changed`);
  const [row] = (result as unknown as { rows: { follower_count: number; changed: number }[] }).rows;
  return { channelId: channel.id, following: true, followerCount: Number(row!.follower_count), changed: Number(row!.changed) > 0 };
}
