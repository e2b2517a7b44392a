import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Mails in mail_outbox without sent_at, counted up to `cap`: a metric wants "how deep", a backlog past the cap is
 * already an alert, and the count stays one bounded scan however long the outbox grows.
 */
export async function countUnsentMail(db: Db, cap = 10_000): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from mail_outbox where sent_at is null limit ${cap}) unsent`,
  );
  // node-postgres and PGlite both answer `{ rows }`.
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}
