import { sql } from 'drizzle-orm';
import { startOfKstDay } from '../../config/kst';
import type { Db } from '../../db/client';
import type { ProfileCountsInvalidation } from '../accounts/profile-counts-cache';
import { POSTING_SCRAP_TARGET } from '../postings/scrap-posting';
import { recipientColumnsOf, takesNotification } from '../accounts/notification-recipient';

/** Reminders written per round at most: a round is one bounded statement, the next round takes the rest. */
export const CLOSING_REMINDER_BATCH = 1_000;

const DAY_MS = 86_400_000;

/** The dedupe key of the reminder `days` (3 or 1) KST days before a posting closes; one per member and posting. */
export const closingReminderKey = (postingId: number, days: 1 | 3) => `posting-closing:${postingId}:D${days}`;

export interface RemindClosingPostingsResult {
  /** Reminders written by this round (a reminder another round or instance wrote first is not counted). */
  created: number;
  /** Members who got one. */
  members: number;
}

/**
 * One round of the closing-soon job: every member's scrapped open posting whose reception
 * ends 3 KST days or 1 KST day from now gets one POSTING_CLOSING notification ("[D-3] <제목> 마감이 3일 남았어요",
 * linking `/activity/<id>`), at most `batch` of them, in ONE insert … select.
 *
 * Once per member, posting and day-mark whatever runs: the dedupe key `posting-closing:<id>:D3|D1` is unique per
 * member, so a second round, or two instances racing through the same rows, insert nothing more (ON CONFLICT DO
 * NOTHING). The NOT EXISTS filter only keeps the batch from being spent on rows already sent, so a round after a full
 * batch picks up where it stopped. A member who scraps on D-2 gets only the D-1 reminder; nobody is reminded of a
 * day that has passed, nor is a member who turned POSTING_CLOSING off in /profile.
 *
 * The members' cached profile counts are forgotten after the insert when `profileCounts` is given (the app's job does);
 * without it the new unread count shows within the counts cache's 5 s.
 */
export async function remindClosingPostings(
  db: Db,
  options: { profileCounts?: ProfileCountsInvalidation; now?: Date; batch?: number } = {},
): Promise<RemindClosingPostingsResult> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? CLOSING_REMINDER_BATCH;
  const today = startOfKstDay(now).getTime();
  // KST has no daylight saving: a KST day is always 24 h.
  const at = (days: number) => new Date(today + days * DAY_MS).toISOString();
  const nowIso = now.toISOString();
  const d1 = sql`(p.reception_end_at >= ${at(1)}::timestamptz and p.reception_end_at < ${at(2)}::timestamptz)`;
  const d3 = sql`(p.reception_end_at >= ${at(3)}::timestamptz and p.reception_end_at < ${at(4)}::timestamptz)`;

  const result = await db.execute(sql`
    with due as (
      select s.user_id, p.id as posting_id, p.title, (case when ${d1} then 1 else 3 end) as days
      from postings p
      join scraps s on s.target_type = ${POSTING_SCRAP_TARGET} and s.target_id = p.id::text
      join users u on u.id = s.user_id and u.brand = p.brand and ${takesNotification(recipientColumnsOf('u'), 'POSTING_CLOSING')}
      where p.published_at is not null and p.published_at <= ${nowIso}::timestamptz
        and p.reception_start_at <= ${nowIso}::timestamptz and p.reception_end_at >= ${nowIso}::timestamptz
        and (${d1} or ${d3})
        and not exists (
          select 1 from notifications n
          where n.user_id = s.user_id
            and n.dedupe_key = 'posting-closing:' || p.id::text || ':D' || (case when ${d1} then '1' else '3' end)
        )
      order by p.reception_end_at, p.id, s.user_id
      limit ${batch}
    )
    insert into notifications (user_id, scope, kind, title, link, dedupe_key)
    select user_id, 'NOTIFICATION', 'POSTING_CLOSING',
      '[D-' || days::text || '] ' || title || (case when days = 1 then ' 마감이 하루 남았어요' else ' 마감이 3일 남았어요' end),
      '/activity/' || posting_id::text,
      'posting-closing:' || posting_id::text || ':D' || days::text
    from due
    on conflict (user_id, dedupe_key) do nothing
    returning user_id`);
  const rows = (result as unknown as { rows: { user_id: string }[] }).rows;
  const members = [...new Set(rows.map((r) => r.user_id))];
  if (options.profileCounts) {
    const { profileCounts } = options;
    await Promise.all(members.map((userId) => profileCounts.forgetUser(userId)));
  }
  return { created: rows.length, members: members.length };
}
