import { and, eq, gt, sql } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { type Session, type User, sessions, users } from '../../db/schema';
import { arrayLiteral, createStatementBatchers } from '../batching/statement-batchers';
import { hashSessionToken } from './session-token';

export interface SessionUser {
  sessionId: string;
  /**
   * The whole user row, `role` included (MEMBER, CONTENT_EDITOR, ADMIN: what the operator policies read). It may be
   * served from the session cache, so whatever changes the row goes through an operation that forgets the user's
   * cached sessions after its commit (grant-user-role.ts, approve-corporate-user.ts).
   */
  user: User;
  expiresAt: Date;
}

// Extending the expiry on every request would turn each read into a write; once a day is enough.
const SLIDE_AFTER_MS = 86_400_000;

/** One cold lookup: a session id (the token's hash) on a brand. */
interface Lookup {
  id: string;
  brand: BrandId;
}

/**
 * Every authenticated request needs its session, and the session cache answers most of them. The ones it cannot
 * answer come together: an exam's start, when a thousand takers press 시작 within a second, or every member's first
 * request after a deploy. Each statement costs a socket write, a wakeup of PostgreSQL and the driver's work on a
 * result, which dwarf reading one more row, so the lookups that arrive together are read by one statement
 * (batch-lookups.ts: a lookup is answered only by a batch that started after it was asked, so it sees every session
 * change committed before it). Prepared once per database.
 */
function prepareLookup(db: Db) {
  return db
    .select({ ord: sql<number>`q.ord`.mapWith(Number), session: sessions, user: users })
    .from(sql`unnest(${sql.placeholder('ids')}::text[], ${sql.placeholder('brands')}::text[]) with ordinality as q(id, brand, ord)`)
    .innerJoin(
      sessions,
      and(eq(sessions.id, sql`q.id`), eq(sessions.brand, sql`q.brand`), gt(sessions.expiresAt, sql`now()`)),
    )
    .innerJoin(users, eq(users.id, sessions.userId))
    .prepare('get_session_users');
}

const sessionBatchers = createStatementBatchers(
  (db: Db) => {
    const statement = prepareLookup(db);
    return (lookups: Lookup[]) =>
      statement.execute({ ids: arrayLiteral(lookups.map((l) => l.id)), brands: arrayLiteral(lookups.map((l) => l.brand)) });
  },
  ({ session, user }): { session: Session; user: User } => ({ session, user }),
  { name: 'session-lookup' },
);

/** The user behind a session token on one brand, or null when the token is unknown, expired or of another brand. */
export async function getSessionUser(
  db: Db,
  brand: BrandId,
  token: string,
  ttlDays: number,
): Promise<SessionUser | null> {
  const id = hashSessionToken(token);
  const row = await sessionBatchers(db).lookup({ id, brand });
  if (!row) return null;

  const now = Date.now();
  let expiresAt = row.session.expiresAt;
  if (now - row.session.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
    expiresAt = new Date(now + ttlDays * 86_400_000);
    await db.update(sessions).set({ lastSeenAt: new Date(now), expiresAt }).where(eq(sessions.id, id));
  }
  return { sessionId: id, user: row.user, expiresAt };
}
