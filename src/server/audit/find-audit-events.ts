import { type SQL, and, desc, eq, lt } from 'drizzle-orm';
import type { BrandId } from '../../config/hosts';
import type { Db } from '../../db/client';
import { auditEvents, users } from '../../db/schema';
import type { AuditEventPage } from '../../contracts/console-exams';

export interface AuditEventQuery {
  /** Only events older than this id (the previous page's nextBefore). */
  before?: number;
  limit: number;
  resourceType?: string;
  resourceId?: string;
}

/**
 * The brand's audit log, newest first, a page at a time. Pages are keyed by id rather than numbered: the log grows
 * while an operator reads it, and an offset would repeat rows on the next page.
 */
export async function findAuditEvents(db: Db, brand: BrandId, query: AuditEventQuery): Promise<AuditEventPage> {
  const conditions: Array<SQL | undefined> = [
    eq(auditEvents.brand, brand),
    query.before === undefined ? undefined : lt(auditEvents.id, query.before),
    query.resourceType === undefined ? undefined : eq(auditEvents.resourceType, query.resourceType),
    query.resourceId === undefined ? undefined : eq(auditEvents.resourceId, query.resourceId),
  ];
  const rows = await db
    .select({ event: auditEvents, actor: { id: users.id, email: users.email, username: users.username } })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(...conditions))
    .orderBy(desc(auditEvents.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(({ event, actor }) => ({
      id: event.id,
      action: event.action,
      resourceType: event.resourceType,
      resourceId: event.resourceId,
      actor: event.actorId && actor ? actor : null,
      before: event.before ?? null,
      after: event.after ?? null,
      at: event.at.toISOString(),
    })),
    nextBefore: rows.length > query.limit ? page[page.length - 1]!.event.id : null,
  };
}
