import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ProfileCountsInvalidation } from '../accounts/profile-counts-cache';
import { recipientColumnsOf, takesNotification } from '../accounts/notification-recipient';

/** The dedupe key of a channel's news about one posting: each follower hears of a posting once. */
export const channelNewsKey = (postingId: number) => `channel-news:${postingId}`;

/**
 * Tells every follower of a posting's channel that the channel published it: one CHANNEL_NEWS notification each
 * ("<채널>에 새 공고가 올라왔어요: <제목>", linking `/activity/<id>`), in ONE insert … select over channel_follows.
 * Call it after the posting is published (committed, `published_at` reached); a posting not yet published, of a
 * deactivated channel, or unknown notifies nobody, nor are followers who turned CHANNEL_NEWS off in /profile told.
 * Idempotent: the dedupe key `channel-news:<postingId>` is unique per member, so calling it again (a retry, a
 * re-publish) adds nothing. The followers' cached profile counts are forgotten
 * after the insert. Returns how many notifications were written.
 */
export async function notifyChannelFollowers(
  db: Db,
  profileCounts: ProfileCountsInvalidation,
  input: { postingId: number; now?: Date },
): Promise<number> {
  const now = (input.now ?? new Date()).toISOString();
  const result = await db.execute(sql`
    insert into notifications (user_id, scope, kind, title, link, dedupe_key)
    select f.user_id, 'NOTIFICATION', 'CHANNEL_NEWS',
      c.title || '에 새 공고가 올라왔어요: ' || p.title,
      '/activity/' || p.id::text,
      ${channelNewsKey(input.postingId)}
    from postings p
    join channels c on c.id = p.channel_id and c.deactivated_at is null
    join channel_follows f on f.channel_id = c.id
    join users u on u.id = f.user_id and u.brand = p.brand and ${takesNotification(recipientColumnsOf('u'), 'CHANNEL_NEWS')}
    where p.id = ${input.postingId} and p.published_at is not null and p.published_at <= ${now}::timestamptz
    on conflict (user_id, dedupe_key) do nothing
    returning user_id`);
  const rows = (result as unknown as { rows: { user_id: string }[] }).rows;
  await Promise.all(rows.map((r) => profileCounts.forgetUser(r.user_id)));
  return rows.length;
}
